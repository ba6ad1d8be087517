import './zod-config.js';
import { z } from 'zod';
import { ZOrderItem, ZOrderLines, ZOrderMoney, ZPointsToRedeem } from './orders.js';
import { ZServiceAreaCheck } from './service-area.js';

/**
 * `POST /api/orders/quote`: what these lines, with this voucher, cost the caller. The server
 * prices it with the same function that prices a placed order, so the cart, checkout and the
 * order show one figure. A token is optional: a guest is quoted the catalogue and the voucher
 * without the facts only an account has (first order, referral welcome).
 */
export const ZOrderQuoteRequest = z.object({
  items: ZOrderLines,
  /** The code the customer applied, as typed; blank or absent for none. */
  voucherCode: z.string().max(64).nullable().optional(),
  /** Loyalty points the customer wants to spend (signed in only); absent or 0 for none. */
  pointsToRedeem: ZPointsToRedeem,
});
export type TOrderQuoteRequest = z.infer<typeof ZOrderQuoteRequest>;

/**
 * One line priced from the catalogue as an order's line would be (`ZOrderItem`), with the
 * item's current name and unit price, in rupees. At intake a garment already on the order is
 * priced as booked, and a line whose item left the catalogue since has `itemId` null and its
 * booked names.
 */
export const ZOrderQuoteLine = z.object({
  itemId: z.number().int().nullable(),
  ...ZOrderItem.pick({
    serviceName: true,
    name: true,
    price: true,
    quantity: true,
    lineTotal: true,
  }).shape,
});
export type TOrderQuoteLine = z.infer<typeof ZOrderQuoteLine>;

/** Why a voucher was not accepted: the voucher rule's reasons. */
export const ZVoucherRefusal = z.enum(['invalid', 'first_order_only', 'min_order']);

/**
 * The quote. The money fields are an order's (`ZOrderMoney`): `voucher` is the
 * code that gives the discount, null when there is none or the referral welcome is larger.
 * `voucherCheck` is the server's verdict on the code that was sent, whether or not it won;
 * `voucherMessage` is the refusal, in the spec's words, when it was refused.
 */
export const ZOrderQuoteResponse = z.object({
  lines: z.array(ZOrderQuoteLine),
  ...ZOrderMoney.shape,
  voucherCheck: z
    .object({
      /** The code, trimmed and upper case. */
      code: z.string(),
      accepted: z.boolean(),
      refusal: ZVoucherRefusal.nullable(),
      /** The voucher's percent and minimum (rupees), known for a voucher that exists. */
      discountPercent: z.number().int().nullable(),
      minOrderValue: z.number().nullable(),
    })
    .nullable(),
  voucherMessage: z.string().optional(),
  /** The shop's minimum order (rupees, 0 for none) and whether the items subtotal reaches it. */
  minimumOrder: z.number(),
  minimumOrderMet: z.boolean(),
  /** Why the order cannot be placed yet, when the minimum is not met. */
  minimumOrderMessage: z.string().optional(),
  /**
   * The signed-in customer's points: their balance and the most this order may spend (half its
   * total after discount, in whole points, never more than the balance); null for a guest.
   */
  points: z.object({ balance: z.number().int(), maxRedeemable: z.number().int() }).nullable(),
  /**
   * When the points asked for are more than may be spent: why (the order refuses them). The
   * quote then applies none, so `pointsRedeemed` is 0.
   */
  pointsMessage: z.string().optional(),
  /**
   * Whether the shop picks up from the signed-in customer's PIN code (an order from outside the
   * service area is refused with `message`); null for a guest, absent from the shop's quote of
   * an order's lines at intake.
   */
  serviceArea: ZServiceAreaCheck.nullable().optional(),
});
export type TOrderQuoteResponse = z.infer<typeof ZOrderQuoteResponse>;
