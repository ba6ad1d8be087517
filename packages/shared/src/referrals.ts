import './zod-config.js';
import { z } from 'zod';

/** A friend who registered with the customer's referral link. */
export const ZReferral = z.object({
  id: z.number().int(),
  /** First name and last initial: enough to recognise a friend, no more. */
  name: z.string(),
  joinedAt: z.string(),
  hasOrdered: z.boolean(),
  /** Points this referral earned the customer (100 once the friend ordered). */
  rewardPoints: z.number().int(),
  rewardedAt: z.string().nullable(),
});
export type TReferral = z.infer<typeof ZReferral>;

/** `GET /api/referrals`: the caller's referrals and what they earned. */
export const ZReferralsResponse = z.object({
  referrals: z.array(ZReferral),
  pointsEarned: z.number().int(),
  /**
   * The referral welcome discount (percent) the caller's next order gets: 20 for a referred
   * customer who has not ordered yet, else 0. Checkout shows it before the order is placed.
   */
  welcomeDiscountPercent: z.number().int(),
});
export type TReferralsResponse = z.infer<typeof ZReferralsResponse>;
