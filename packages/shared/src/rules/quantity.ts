/**
 * The limits of one order, the same in the order page, the cart, checkout and the server
 * (the product decisions: "Quantities: 1 to 100 per line"). This module has no zod, so the
 * cart, which is part of every page, can import it without the schemas.
 */

/** The most pieces of one item in one order; more is a typing slip, not a laundry bag. */
export const MAX_LINE_QUANTITY = 100;

/** The most distinct items in one order. */
export const MAX_ORDER_LINES = 50;

/**
 * A cart line's quantity: a whole number from 1 to `MAX_LINE_QUANTITY`. Anything that is not a
 * number becomes 1 (the spec's cart rule); more than the limit becomes the limit.
 */
export function clampCartQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity < 1) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
}
