import {
  API_MESSAGES,
  PAISE_PER_POINT,
  SHOP_SETTINGS_MESSAGES,
  type TLoyaltyEntryKind,
  type TLoyaltyResponse,
} from '@freshfold/shared';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db/tables.js';
import { conflict, notFound } from '../../lib/http-error.js';
import {
  creditLoyaltyPoints,
  debitLoyaltyPointsStatements,
  lockCustomer,
  selectLoyaltyBalance,
  selectLoyaltyEntries,
  sumOrderLoyaltyEntries,
} from './users.repository.js';

/**
 * Why points moved, as the ledger (`loyalty_point_entries.reason`) keeps it. 1 point = ₹1
 * (decisions: "Money"): earned at completion (1 per full ₹100 charged), spent at checkout
 * (up to half the total after discount), given back when the order is cancelled, and the
 * referrer's 100 (modules/referrals). An order cancelled after its completion takes back what
 * the completion gave: its earned points and the referrer's 100 (docs/decisions/011).
 */
export const LOYALTY_REASONS = {
  earned: 'order_completed',
  redeemed: 'order_redeemed',
  returned: 'order_returned',
  referral: 'referral_first_order',
  earned_reversed: 'order_completed_reversed',
  referral_reversed: 'referral_first_order_reversed',
} as const satisfies Record<TLoyaltyEntryKind, string>;

const KIND_OF_REASON = new Map<string, TLoyaltyEntryKind>(
  Object.entries(LOYALTY_REASONS).map(([kind, reason]) => [reason, kind as TLoyaltyEntryKind]),
);

/** Points earned by an order charged this much: 1 per full ₹100. */
export function pointsEarnedBy(chargedPaise: number): number {
  return Math.max(0, Math.floor(chargedPaise / (100 * PAISE_PER_POINT)));
}

/**
 * The statements that spend a customer's points on an order being placed, unsent (they go
 * after the order's own statement, in its transaction). The caller checked the balance under
 * the customer's row lock.
 */
export function redeemPointsStatements(
  db: Db,
  values: { userId: number; points: number; orderId: number; at: string },
): CompiledQuery[] {
  if (values.points <= 0) return [];
  return debitLoyaltyPointsStatements(db, { ...values, reason: LOYALTY_REASONS.redeemed });
}

/** The points an order holds now: spent on it and not given back (0 when none). */
async function pointsHeldBy(trx: Db, orderId: number): Promise<number> {
  const net = await sumOrderLoyaltyEntries(trx, orderId, [
    LOYALTY_REASONS.redeemed,
    LOYALTY_REASONS.returned,
  ]);
  return Math.max(0, -net);
}

/**
 * A cancelled order gives its customer back the points it holds, in the cancelling
 * transaction (the order's row is locked by it). Read from the ledger, so the points come back
 * once however often the order is cancelled: a second cancellation finds nothing held.
 * Answers the points returned.
 */
export async function returnOrderPoints(
  trx: Db,
  order: { id: number; user_id: number },
  at: string,
): Promise<number> {
  const held = await pointsHeldBy(trx, order.id);
  if (held === 0) return 0;
  await creditLoyaltyPoints(trx, {
    userId: order.user_id,
    points: held,
    reason: LOYALTY_REASONS.returned,
    orderId: order.id,
    at,
  });
  return held;
}

/**
 * A cancelled order moved back to another status spends its points again (its charged total
 * counts them): 409 when the customer no longer holds enough, and then nothing changes. Called
 * with the customer's row lock held.
 */
export async function retakeOrderPoints(
  trx: Db,
  order: { id: number; user_id: number; points_redeemed_paise: number },
  at: string,
): Promise<void> {
  const missing =
    order.points_redeemed_paise / PAISE_PER_POINT - (await pointsHeldBy(trx, order.id));
  if (missing <= 0) return;
  const balance = (await selectLoyaltyBalance(trx, order.user_id)) ?? 0;
  if (balance < missing) {
    throw conflict(SHOP_SETTINGS_MESSAGES.reopenPointsShort(missing, balance), 'status');
  }
  for (const statement of redeemPointsStatements(trx, {
    userId: order.user_id,
    points: missing,
    orderId: order.id,
    at,
  })) {
    await trx.executeQuery(statement);
  }
}

/** The points an order's completion earned and were not withdrawn since (0 when none). */
async function earnedPointsHeldBy(trx: Db, orderId: number): Promise<number> {
  const net = await sumOrderLoyaltyEntries(trx, orderId, [
    LOYALTY_REASONS.earned,
    LOYALTY_REASONS.earned_reversed,
  ]);
  return Math.max(0, net);
}

/**
 * A completed order earns its customer 1 point per full ₹100 of its charged total, once, net of
 * the ledger: an order completed, reopened and completed again earns nothing more; one whose
 * points were withdrawn by a cancellation earns what was withdrawn again when it is completed
 * again, so that its earned entries always add up to its points.
 */
export async function earnOrderPoints(
  trx: Db,
  order: { id: number; user_id: number; total_paise: number },
  at: string,
): Promise<void> {
  const missing = pointsEarnedBy(order.total_paise) - (await earnedPointsHeldBy(trx, order.id));
  if (missing <= 0) return;
  await creditLoyaltyPoints(trx, {
    userId: order.user_id,
    points: missing,
    reason: LOYALTY_REASONS.earned,
    orderId: order.id,
    at,
  });
}

/**
 * Takes points back from a balance for a cancelled order, in the cancelling transaction: as many
 * as asked, or what the balance still holds when the customer has spent some (a balance never
 * goes below 0, and the shop would rather withdraw what remains than refuse the cancellation).
 * Takes the customer's row lock. Answers the points taken.
 */
export async function withdrawPoints(
  trx: Db,
  values: { userId: number; points: number; reason: string; orderId: number; at: string },
): Promise<number> {
  if (values.points <= 0) return 0;
  await lockCustomer(trx, values.userId);
  const balance = (await selectLoyaltyBalance(trx, values.userId)) ?? 0;
  const points = Math.min(values.points, balance);
  if (points <= 0) return 0;
  for (const statement of debitLoyaltyPointsStatements(trx, { ...values, points })) {
    await trx.executeQuery(statement);
  }
  return points;
}

/**
 * A cancelled order takes back the points its completion earned (an order completed, then
 * cancelled by the shop as a mistake or a refund), read from the ledger: what its earned entries
 * still add up to. Points the customer already spent are not taken below a 0 balance
 * (`withdrawPoints`); what could not be taken stays on the order's ledger, so a later
 * cancellation of it takes it if it can, and completing it again earns only what is missing.
 * Answers the points withdrawn.
 */
export async function withdrawEarnedPoints(
  trx: Db,
  order: { id: number; user_id: number },
  at: string,
): Promise<number> {
  return withdrawPoints(trx, {
    userId: order.user_id,
    points: await earnedPointsHeldBy(trx, order.id),
    reason: LOYALTY_REASONS.earned_reversed,
    orderId: order.id,
    at,
  });
}

/** A customer's points balance now; 0 for an account that is gone. */
export async function loyaltyBalanceOf(db: Db, userId: number): Promise<number> {
  return (await selectLoyaltyBalance(db, userId)) ?? 0;
}

/** How many of the latest entries the profile's points history shows. */
const HISTORY_LENGTH = 100;

/** `GET /api/authUser/loyalty`: the caller's balance and points history, newest first. */
export async function loyaltyOf(db: Db, userId: number): Promise<TLoyaltyResponse> {
  const [balance, entries] = await Promise.all([
    selectLoyaltyBalance(db, userId),
    selectLoyaltyEntries(db, userId, HISTORY_LENGTH),
  ]);
  if (balance === undefined) throw notFound(API_MESSAGES.server.notFound);
  return {
    balance,
    entries: entries.flatMap((entry) => {
      const kind = KIND_OF_REASON.get(entry.reason);
      return kind
        ? [
            {
              id: entry.id,
              kind,
              points: entry.points,
              orderId: entry.order_id,
              createdAt: entry.created_at,
            },
          ]
        : [];
    }),
  };
}
