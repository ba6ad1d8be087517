import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

/**
 * The customers this user referred, oldest first, with their reward state and whether they
 * have ordered: an order that was not cancelled, the rule of `hasOrderedBefore` (orders
 * repository), asked here for every referral in the one query.
 */
export function selectReferralsBy(db: Kysely<Database>, referrerUserId: number) {
  return db
    .selectFrom('referrals')
    .innerJoin('users', 'users.id', 'referrals.referred_user_id')
    .select((eb) => [
      'referrals.id',
      'users.first_name',
      'users.last_name',
      'users.created_at as joined_at',
      'referrals.reward_points',
      'referrals.rewarded_at',
      eb
        .exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.user_id', '=', 'referrals.referred_user_id')
            .where('orders.status', '<>', 'cancelled'),
        )
        .as('has_ordered'),
    ])
    .where('referrals.referrer_user_id', '=', referrerUserId)
    .orderBy('referrals.created_at')
    .orderBy('referrals.id')
    .execute();
}
