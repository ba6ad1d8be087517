import './zod-config.js';
import { z } from 'zod';
import { formatRupees, hasWholePaise } from './money.js';

/** The highest delivery fee and minimum order the shop can set: ₹10,000 each. */
export const MAX_SHOP_SETTING_RUPEES = 10_000;

/** What the shop's settings and the points at checkout say, once. */
export const SHOP_SETTINGS_MESSAGES = {
  amountRange: `Enter an amount from ₹0 to ${formatRupees(MAX_SHOP_SETTING_RUPEES)}.`,
  amountPaise: 'The amount can have at most two decimals (whole paise).',
  saved: 'Delivery fee and minimum order saved',
  minimumNotMet: (minimum: number, shortfall: number) =>
    `The minimum order is ${formatRupees(minimum)}. Add ${formatRupees(shortfall)} more to place it.`,
  pointsOverHalf: (max: number) =>
    `You can use at most ${String(max)} points on this order: points pay up to half of its total after discount.`,
  pointsOverBalance: (balance: number) =>
    `You have ${String(balance)} points; you cannot use more than that.`,
  reopenPointsShort: (needed: number, balance: number) =>
    `This order spent ${String(needed)} loyalty points, which were returned when it was cancelled; the customer now has only ${String(balance)}, so it cannot be reopened.`,
} as const;

const ZSettingAmount = z
  .number({ error: SHOP_SETTINGS_MESSAGES.amountRange })
  .min(0, SHOP_SETTINGS_MESSAGES.amountRange)
  .max(MAX_SHOP_SETTING_RUPEES, SHOP_SETTINGS_MESSAGES.amountRange)
  .refine(hasWholePaise, SHOP_SETTINGS_MESSAGES.amountPaise);

/**
 * `GET`/`PUT /api/admin/settings`: the shop's delivery fee (charged on every order) and minimum
 * order (the items subtotal an order must reach), in rupees; 0 is off, the default.
 */
export const ZShopSettings = z.object({
  deliveryFee: ZSettingAmount,
  minimumOrder: ZSettingAmount,
});
export type TShopSettings = z.infer<typeof ZShopSettings>;

/**
 * `GET /api/shop/charges`: the same two amounts, public (a guest reads the site's pickup and
 * delivery claims, which follow them), in rupees; 0 is off.
 */
export const ZShopChargesResponse = ZShopSettings.describe(
  "The shop's delivery fee and minimum order, in rupees (0: off)",
);
export type TShopChargesResponse = z.infer<typeof ZShopChargesResponse>;

/**
 * Why a customer's points changed: an order completed, spent, given back, a referral, or what a
 * completion gave taken back because the order was cancelled afterwards (its earned points, the
 * referrer's reward).
 */
export const ZLoyaltyEntryKind = z.enum([
  'earned',
  'redeemed',
  'returned',
  'referral',
  'earned_reversed',
  'referral_reversed',
]);
export type TLoyaltyEntryKind = z.infer<typeof ZLoyaltyEntryKind>;

/**
 * `GET /api/authUser/loyalty`: the caller's balance and their points history, newest first
 * (the latest 100 entries). `points` is signed: spent points are negative.
 */
export const ZLoyaltyResponse = z.object({
  balance: z.number().int(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      kind: ZLoyaltyEntryKind,
      points: z.number().int(),
      orderId: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type TLoyaltyResponse = z.infer<typeof ZLoyaltyResponse>;
