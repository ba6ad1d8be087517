import { MESSAGES } from '../messages.js';
import { paiseToRupees } from '../money.js';

/** What the voucher rule needs to know about a stored voucher. */
export interface VoucherTerms {
  code: string;
  discountPercent: number;
  /** Minimum subtotal in paise, or null for none. */
  minOrderPaise: number | null;
  /** First and last Indian dates on which it may be used (both inclusive). */
  startDate: string;
  expiryDate: string;
  isActive: boolean;
  firstOrderOnly: boolean;
}

export type VoucherRefusal = 'invalid' | 'first_order_only' | 'min_order';

export type VoucherCheck =
  { ok: true; discountPercent: number } | { ok: false; reason: VoucherRefusal; message: string };

export interface VoucherCheckInput {
  /** The stored voucher with this code, or null when there is none. */
  voucher: VoucherTerms | null;
  subtotalPaise: number;
  /** Today's Indian date, `YYYY-MM-DD`. */
  today: string;
  /**
   * Whether the customer has ordered before; unknown (undefined) for a guest, who gets the
   * benefit of the doubt here because the order itself checks again once they are signed in.
   */
  hasOrderedBefore?: boolean | undefined;
}

/**
 * The voucher rule, the same for the cart, checkout and the order: the voucher must exist, be
 * active and be within its dates (Indian calendar); a first-order voucher refuses a customer
 * who has ordered before; a minimum order must be reached.
 */
export function checkVoucher({
  voucher,
  subtotalPaise,
  today,
  hasOrderedBefore,
}: VoucherCheckInput): VoucherCheck {
  if (!voucher || !voucher.isActive || today < voucher.startDate || today > voucher.expiryDate) {
    return { ok: false, reason: 'invalid', message: MESSAGES.cart.invalidVoucher };
  }
  if (voucher.firstOrderOnly && hasOrderedBefore === true) {
    return {
      ok: false,
      reason: 'first_order_only',
      message: MESSAGES.cart.voucherFirstOrderOnly(voucher.code),
    };
  }
  if (voucher.minOrderPaise !== null && subtotalPaise < voucher.minOrderPaise) {
    return {
      ok: false,
      reason: 'min_order',
      message: MESSAGES.cart.voucherMinOrder(String(paiseToRupees(voucher.minOrderPaise))),
    };
  }
  return { ok: true, discountPercent: voucher.discountPercent };
}

/** The welcome discount a referred customer gets on their first order (the product decisions). */
export const REFERRAL_DISCOUNT_PERCENT = 20;
/** Points the referrer earns, once, when the friend's first order is completed. */
export const REFERRAL_REWARD_POINTS = 100;

export interface ChosenDiscount {
  discountPercent: number;
  source: 'voucher' | 'referral' | null;
}

/**
 * Discounts never stack: of a valid voucher and the referral welcome, the larger applies; on
 * a tie the voucher the customer typed is the one named on the order.
 */
export function chooseDiscount(voucherPercent: number, referralPercent: number): ChosenDiscount {
  if (voucherPercent <= 0 && referralPercent <= 0) return { discountPercent: 0, source: null };
  return voucherPercent >= referralPercent
    ? { discountPercent: voucherPercent, source: 'voucher' }
    : { discountPercent: referralPercent, source: 'referral' };
}
