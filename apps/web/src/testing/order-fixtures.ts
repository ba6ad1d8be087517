import type { TOrderVersion } from '@freshfold/shared';

/**
 * The money of an order, or of a version of it, for the web tests: its lines at their totals,
 * with no discount, delivery fee or loyalty points (a test spreads in what it changes).
 */
export function undiscounted<Line extends { lineTotal: number }>(
  items: Line[],
): Omit<TOrderVersion, 'items'> & { items: Line[] } {
  const subtotal = items.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    items,
    subtotal,
    discountPercent: 0,
    discountAmount: 0,
    discountSource: null,
    voucher: null,
    deliveryFee: 0,
    pointsRedeemed: 0,
    totalAmount: subtotal,
  };
}
