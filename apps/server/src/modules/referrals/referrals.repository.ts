import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

/** The customers this user referred, oldest first, with their reward state. */
export function selectReferralsBy(db: Kysely<Database>, referrerUserId: number) {
  return db
    .selectFrom('referrals')
    .innerJoin('users', 'users.id', 'referrals.referred_user_id')
    .select([
      'referrals.id',
      'users.first_name',
      'users.last_name',
      'users.created_at as joined_at',
      'referrals.first_order_id',
      'referrals.reward_points',
      'referrals.rewarded_at',
    ])
    .where('referrals.referrer_user_id', '=', referrerUserId)
    .orderBy('referrals.created_at')
    .orderBy('referrals.id')
    .execute();
}

/** Whether the user was referred and has placed no order yet (the welcome discount applies). */
export async function hasPendingWelcome(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('referrals')
    .select('referrals.id')
    .where('referrals.referred_user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('orders').select('orders.id').where('orders.user_id', '=', userId)),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}
