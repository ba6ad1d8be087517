/**
 * What an order is charged beyond its lines and discount (decisions: "Money"): the shop's
 * delivery fee, and loyalty points spent at checkout. 1 point = ₹1; at most half of the total
 * after discount (before the fee) may be paid with points, in whole points. The charged total
 * is `after discount + fee − points`. One rule for the cart, checkout and the server.
 */

/** Paise per loyalty point (1 point = ₹1). */
export const PAISE_PER_POINT = 100;

/** The most points an order may spend: half its total after discount, in whole points. */
export function maxPointsFor(afterDiscountPaise: number): number {
  return Math.max(0, Math.floor(afterDiscountPaise / (2 * PAISE_PER_POINT)));
}

/** The most points this customer may spend on this order: the cap, and never more than they hold. */
export function redeemablePoints(afterDiscountPaise: number, balance: number): number {
  return Math.max(0, Math.min(maxPointsFor(afterDiscountPaise), balance));
}

/** The amount an order is charged, in paise: after the discount, plus the fee, less the points. */
export function chargedTotalPaise(charges: {
  afterDiscountPaise: number;
  deliveryFeePaise: number;
  pointsRedeemedPaise: number;
}): number {
  return charges.afterDiscountPaise + charges.deliveryFeePaise - charges.pointsRedeemedPaise;
}

/**
 * How much an order's items subtotal falls short of the shop's minimum order, in paise; 0 when
 * it is met or there is no minimum (0).
 */
export function minimumOrderShortfallPaise(subtotalPaise: number, minimumPaise: number): number {
  return Math.max(0, minimumPaise - subtotalPaise);
}
