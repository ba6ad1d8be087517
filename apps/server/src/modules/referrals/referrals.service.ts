import { REFERRAL_DISCOUNT_PERCENT, type TReferralsResponse } from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { hasPendingWelcome, selectReferralsBy } from './referrals.repository.js';

/** The caller's referrals, the points they earned, and the caller's own pending welcome. */
export async function referralsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<TReferralsResponse> {
  const [rows, welcome] = await Promise.all([
    selectReferralsBy(db, userId),
    hasPendingWelcome(db, userId),
  ]);
  const referrals = rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name.slice(0, 1)}.`.trim(),
    joinedAt: row.joined_at,
    hasOrdered: row.first_order_id !== null || row.rewarded_at !== null,
    rewardPoints: row.reward_points,
    rewardedAt: row.rewarded_at,
  }));
  return {
    referrals,
    pointsEarned: referrals.reduce((sum, referral) => sum + referral.rewardPoints, 0),
    welcomeDiscountPercent: welcome ? REFERRAL_DISCOUNT_PERCENT : 0,
  };
}
