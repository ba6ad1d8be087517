/**
 * Discounted total = total − total × discount / 100, rounded to the paisa. The same figure is
 * shown in the cart, at checkout, stored on the order and shown to the admin.
 */
export function discountPaise(subtotalPaise: number, discountPercent: number): number {
  if (discountPercent <= 0) return 0;
  return Math.round((subtotalPaise * Math.min(discountPercent, 100)) / 100);
}

export interface Totals {
  subtotalPaise: number;
  discountPercent: number;
  discountPaise: number;
  totalPaise: number;
}

export function totalsFor(subtotalPaise: number, discountPercent: number): Totals {
  const discount = discountPaise(subtotalPaise, discountPercent);
  return {
    subtotalPaise,
    discountPercent,
    discountPaise: discount,
    totalPaise: subtotalPaise - discount,
  };
}
