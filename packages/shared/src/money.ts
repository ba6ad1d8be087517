/**
 * Money is stored and computed as integer paise (1 rupee = 100 paise) so that no total ever
 * drifts by a floating-point fraction. The API speaks rupees as JSON numbers (`120`, `99.5`).
 */

export type Paise = number;

/** The highest price of one catalogue item: ₹10,00,000. */
export const MAX_ITEM_PRICE_RUPEES = 1_000_000;

/**
 * The highest subtotal one order may reach: ₹10,00,00,000 (ten crore), far beyond any real
 * laundry order; a larger one is refused with a 400. With the item price ceiling it keeps every
 * amount of an order, and every sum over a shop's orders, an exact integer of paise both in
 * JavaScript (Number.MAX_SAFE_INTEGER is about 9 × 10^15) and in the 64-bit money columns.
 */
export const MAX_ORDER_SUBTOTAL_RUPEES = 100_000_000;
export const MAX_ORDER_SUBTOTAL_PAISE = MAX_ORDER_SUBTOTAL_RUPEES * 100;

/** Rupees (a number with at most two decimals) to integer paise. */
export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees as a JSON-friendly number (`12050` → `120.5`). */
export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** True when a rupee amount has at most two decimals (whole paise). */
export function hasWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Formats rupees the Indian way: `₹1,20,000`, `₹99.50`. */
export function formatRupees(rupees: number): string {
  const formatted = inr.format(rupees);
  // Show paise with two digits when there are any (₹99.5 reads as a typo).
  return Number.isInteger(rupees) ? formatted : formatted.replace(/\.(\d)$/, '.$10');
}
