import './zod-config.js';
import { z } from 'zod';

/**
 * Where a referral stands: the friend `registered`; `ordered` (an order that was not cancelled,
 * the referrer's points pending until it is completed); `completed` (their first order was
 * completed and the referrer's points credited).
 */
export const REFERRAL_STATUSES = ['registered', 'ordered', 'completed'] as const;
export type TReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** A friend who registered with the customer's referral link. */
export const ZReferral = z.object({
  id: z.number().int(),
  /** First name and last initial: enough to recognise a friend, no more. */
  name: z.string(),
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** True once the friend has an order that was not cancelled (`status` is not `registered`). */
  hasOrdered: z.boolean(),
  /** Points this referral earned the customer: 100 once the friend's first order is completed. */
  rewardPoints: z.number().int(),
  rewardedAt: z.string().nullable(),
});
export type TReferral = z.infer<typeof ZReferral>;

/** `GET /api/referrals`: the caller's referrals and what they earned. */
export const ZReferralsResponse = z.object({
  referrals: z.array(ZReferral),
  pointsEarned: z.number().int(),
  /** Points still to come: 100 for each friend who ordered and whose order is not completed yet. */
  pointsPending: z.number().int(),
  /**
   * The referral welcome discount (percent) the caller's next order gets: 20 for a referred
   * customer who has not ordered yet, else 0. Checkout shows it before the order is placed.
   */
  welcomeDiscountPercent: z.number().int(),
});
export type TReferralsResponse = z.infer<typeof ZReferralsResponse>;
