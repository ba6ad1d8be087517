import './zod-config.js';
import { z } from 'zod';
import { MAX_ORDER_SUBTOTAL_RUPEES } from './money.js';

/** `POST /api/vouchers/validate`: may this code be used on a cart worth `subtotal` rupees? */
export const ZVoucherCheckRequest = z.object({
  code: z.string().max(64),
  /** The cart's subtotal in rupees, before any discount. */
  subtotal: z.number().min(0).max(MAX_ORDER_SUBTOTAL_RUPEES),
});
export type TVoucherCheckRequest = z.infer<typeof ZVoucherCheckRequest>;

/** A voucher the server accepted, in the cart's shape (spec section 3). */
export const ZVoucherCheckResponse = z.object({
  code: z.string(),
  /** Percent off, 1 to 100. */
  discount: z.number().int(),
  /** Minimum subtotal in rupees, or null for none. */
  min_order_value: z.number().nullable(),
  expiry_date: z.string(),
  is_active: z.boolean(),
  /** True for vouchers reserved for a customer's first order (re-checked when ordering). */
  first_order_only: z.boolean(),
});
export type TVoucherCheckResponse = z.infer<typeof ZVoucherCheckResponse>;
