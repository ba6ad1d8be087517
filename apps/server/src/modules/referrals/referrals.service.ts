import {
  REFERRAL_DISCOUNT_PERCENT,
  REFERRAL_REWARD_POINTS,
  type TReferralsResponse,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { creditLoyaltyPoints, lockCustomer, namesOf } from '../accounts/accounts.service.js';
import { LOYALTY_REASONS, withdrawPoints } from '../accounts/loyalty.service.js';
import {
  customerHasOrderedBefore,
  customersWhoOrdered,
  otherCompletedOrderOf,
} from '../orders/orders.service.js';
import {
  insertReferral,
  markReferralRewarded,
  selectReferralOf,
  selectReferralOfFirstOrder,
  selectReferralsBy,
  sumReferralEntries,
  moveReferralReward,
  unmarkReferralRewarded,
} from './referrals.repository.js';

/** Records who referred a new customer, in the transaction that creates the account. */
export function recordReferral(
  trx: Db,
  referral: { referrerUserId: number; referredUserId: number; createdAt: string },
): Promise<void> {
  return insertReferral(trx, referral);
}

/**
 * The referral of a customer whose next order is their first: that order gets the referral
 * welcome. Most customers came without a referral, so only those who did are asked whether
 * they ordered before (`customerHasOrderedBefore`: a cancelled order does not count). The order's
 * quote and `/refer` ask here; placing an order reads the same facts in its own statements.
 */
export async function referralWelcomeOf(db: Db, userId: number) {
  const referral = await selectReferralOf(db, userId);
  return referral && !(await customerHasOrderedBefore(db, userId)) ? referral : undefined;
}

/**
 * Whether the customer came through a referral. Re-pricing a placed order (intake) asks when
 * the order's booking leaves open whether the welcome was the customer's (`bookedReferralWelcome`).
 */
export async function isReferredCustomer(db: Db, userId: number): Promise<boolean> {
  return (await selectReferralOf(db, userId)) !== undefined;
}

/**
 * The referral to reward when this customer's order is completed: theirs, if they were referred
 * and it was not rewarded yet. Called before the order's status changes, it takes the
 * referrer's row lock then, as placing an order takes customers' locks before anything else, so
 * that the change cannot deadlock with the referrer placing an order of their own.
 */
export async function referralToRewardOf(
  trx: Db,
  customerId: number,
): Promise<{ referrerId: number } | undefined> {
  const referral = await selectReferralOf(trx, customerId);
  if (!referral || referral.rewarded_at) return undefined;
  await lockCustomer(trx, referral.referrer_user_id);
  return { referrerId: referral.referrer_user_id };
}

/** The referral reward the referrer holds now for this referral: its ledger entries' sum. */
function referralRewardHeld(
  trx: Db,
  referral: { referrerUserId: number; referredUserId: number },
): Promise<number> {
  return sumReferralEntries(trx, referral, [
    LOYALTY_REASONS.referral,
    LOYALTY_REASONS.referral_reversed,
  ]);
}

/**
 * The referrer's reward: when a referred customer's first order is completed (the first of
 * their orders to reach `completed`; a cancelled order never does), the referrer gets 100
 * loyalty points, once, in the transaction of that status change. The referral row is the
 * once-only guard: an order completed again, or by two admins at the same moment, finds it
 * rewarded. A reward withdrawn by a cancellation is given again by the next completed order,
 * net of the ledger: only what the referrer does not still hold of it. True when this call
 * marked the referral rewarded.
 */
export async function rewardReferrerOf(
  trx: Db,
  referral: { referrerId: number },
  completed: { orderId: number; customerId: number; at: string },
): Promise<boolean> {
  const rewarded = await markReferralRewarded(trx, completed.customerId, {
    orderId: completed.orderId,
    points: REFERRAL_REWARD_POINTS,
    at: completed.at,
  });
  if (!rewarded) return false;
  const points =
    REFERRAL_REWARD_POINTS -
    (await referralRewardHeld(trx, {
      referrerUserId: referral.referrerId,
      referredUserId: completed.customerId,
    }));
  if (points <= 0) return true;
  await creditLoyaltyPoints(trx, {
    userId: referral.referrerId,
    points,
    reason: LOYALTY_REASONS.referral,
    orderId: completed.orderId,
    at: completed.at,
  });
  return true;
}

/**
 * The referral whose reward this order's completion gave, when the order is being cancelled: a
 * cancelled first order never counts (decisions.md), so the reward goes back. Called before the
 * order's status changes, it takes the referrer's row lock then, as `referralToRewardOf` does.
 */
export async function referralToWithdrawOf(
  trx: Db,
  orderId: number,
): Promise<{ referrerId: number; referredId: number } | undefined> {
  const referral = await selectReferralOfFirstOrder(trx, orderId);
  if (!referral) return undefined;
  await lockCustomer(trx, referral.referrer_user_id);
  return { referrerId: referral.referrer_user_id, referredId: referral.referred_user_id };
}

/**
 * A referred customer's first order cancelled after its completion. When another order of
 * theirs is completed already, that one is their first completed order now: the reward stays,
 * standing on it. Otherwise the referral is not rewarded any more (`/refer` shows it pending
 * again; the customer's next completed order rewards it) and the referrer's 100 points are
 * withdrawn, in the cancelling transaction, as far as their balance allows (`withdrawPoints`:
 * points already spent stay spent). Answers the points withdrawn.
 */
export async function withdrawReferralRewardOf(
  trx: Db,
  referral: { referrerId: number; referredId: number },
  cancelled: { orderId: number; at: string },
): Promise<number> {
  const completed = await otherCompletedOrderOf(trx, referral.referredId, cancelled.orderId);
  if (completed !== undefined) {
    await moveReferralReward(trx, { referredUserId: referral.referredId, toOrderId: completed });
    return 0;
  }
  await unmarkReferralRewarded(trx, referral.referredId);
  return withdrawPoints(trx, {
    userId: referral.referrerId,
    points: await referralRewardHeld(trx, {
      referrerUserId: referral.referrerId,
      referredUserId: referral.referredId,
    }),
    reason: LOYALTY_REASONS.referral_reversed,
    orderId: cancelled.orderId,
    at: cancelled.at,
  });
}

/**
 * The caller's referrals, each registered, ordered (points pending until that order is
 * completed) or completed (points credited); the points earned and pending; and the caller's
 * own referral welcome, under the rule every first-order offer follows.
 */
export async function referralsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<TReferralsResponse> {
  const [rows, welcome] = await Promise.all([
    selectReferralsBy(db, userId),
    referralWelcomeOf(db, userId),
  ]);
  const referredIds = rows.map((row) => row.referred_user_id);
  const [names, ordered] = await Promise.all([
    namesOf(db, referredIds),
    customersWhoOrdered(db, referredIds),
  ]);
  const referrals = rows.flatMap((row) => {
    const referred = names.get(row.referred_user_id);
    if (!referred) return [];
    const hasOrdered = ordered.has(row.referred_user_id);
    const status = row.rewarded_at !== null ? 'completed' : hasOrdered ? 'ordered' : 'registered';
    return [
      {
        id: row.id,
        name: `${referred.firstName} ${referred.lastName.slice(0, 1)}.`.trim(),
        joinedAt: referred.joinedAt,
        status,
        hasOrdered: status !== 'registered',
        rewardPoints: row.reward_points,
        rewardedAt: row.rewarded_at,
      } as const,
    ];
  });
  return {
    referrals,
    pointsEarned: referrals.reduce((sum, referral) => sum + referral.rewardPoints, 0),
    pointsPending:
      referrals.filter((referral) => referral.status === 'ordered').length * REFERRAL_REWARD_POINTS,
    welcomeDiscountPercent: welcome ? REFERRAL_DISCOUNT_PERCENT : 0,
  };
}
