import { preparedQuery } from '../../db/prepared.js';
import type { Db } from '../../db/tables.js';
import { updatedAny } from '../../db/query-results.js';

/** The referrals this user made, oldest first, with their reward state. */
export function selectReferralsBy(db: Db, referrerUserId: number) {
  return db
    .selectFrom('referrals')
    .select(['id', 'referred_user_id', 'reward_points', 'rewarded_at'])
    .where('referrer_user_id', '=', referrerUserId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertReferral(
  db: Db,
  referral: { referrerUserId: number; referredUserId: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto('referrals')
    .values({
      referrer_user_id: referral.referrerUserId,
      referred_user_id: referral.referredUserId,
      created_at: referral.createdAt,
    })
    .execute();
}

/** The referral that brought this customer, if any. */
export function selectReferralOf(db: Db, referredUserId: number) {
  return referralQuery.first(db, { referredUserId });
}

const referralQuery = preparedQuery((db, p: { referredUserId: number }) =>
  db
    .selectFrom('referrals')
    .select(['id', 'referrer_user_id', 'rewarded_at'])
    .where('referred_user_id', '=', p.referredUserId),
);

/**
 * Marks the customer's referral rewarded by this completed order, only if it was not yet: true
 * when this call did it. The WHERE clause is the once-only guard, even between concurrent
 * transactions (the second waits for the first's row lock, then finds it rewarded).
 */
export function markReferralRewarded(
  trx: Db,
  referredUserId: number,
  values: { orderId: number; points: number; at: string },
): Promise<boolean> {
  return updatedAny(
    trx
      .updateTable('referrals')
      .set({ first_order_id: values.orderId, reward_points: values.points, rewarded_at: values.at })
      .where('referred_user_id', '=', referredUserId)
      .where('rewarded_at', 'is', null),
  );
}

/** The referral whose first order (the one its reward was given for) is this order, if any. */
export function selectReferralOfFirstOrder(db: Db, orderId: number) {
  return db
    .selectFrom('referrals')
    .select(['id', 'referrer_user_id', 'referred_user_id', 'rewarded_at'])
    .where('first_order_id', '=', orderId)
    .executeTakeFirst();
}

/** Moves the customer's referral reward onto another completed order of theirs. */
export async function moveReferralReward(
  trx: Db,
  move: { referredUserId: number; toOrderId: number },
): Promise<void> {
  await trx
    .updateTable('referrals')
    .set({ first_order_id: move.toOrderId })
    .where('referred_user_id', '=', move.referredUserId)
    .execute();
}

/**
 * Marks the customer's referral not rewarded again, because the order it was rewarded for was
 * cancelled: `/refer` shows it pending again, and the next completed order rewards it.
 */
export async function unmarkReferralRewarded(trx: Db, referredUserId: number): Promise<void> {
  await trx
    .updateTable('referrals')
    .set({ reward_points: 0, rewarded_at: null })
    .where('referred_user_id', '=', referredUserId)
    .execute();
}

/**
 * The sum of the referrer's ledger entries with these reasons for orders of the referred
 * customer (0 when none): the referral reward they hold now.
 */
export async function sumReferralEntries(
  db: Db,
  referral: { referrerUserId: number; referredUserId: number },
  reasons: readonly string[],
): Promise<number> {
  const row = await db
    .selectFrom('loyalty_point_entries')
    .innerJoin('orders', 'orders.id', 'loyalty_point_entries.order_id')
    .select((eb) =>
      eb.fn
        .coalesce(eb.fn.sum<number | string>('loyalty_point_entries.points'), eb.lit(0))
        .as('total'),
    )
    .where('loyalty_point_entries.user_id', '=', referral.referrerUserId)
    .where('orders.user_id', '=', referral.referredUserId)
    .where('loyalty_point_entries.reason', 'in', reasons)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
