import type { TOrder, TOrderVersion } from '@freshfold/shared';

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

/**
 * Order 42 of customer 7, placed on 24 Nov 2026: two shirts at ₹80, to be picked up on 1 Dec 2026
 * in slot 3 (6:00 AM - 8:00 AM), no delivery booked yet, paid online in full. A test passes what
 * it changes.
 */
export function twoShirtsOrder(changes: Partial<TOrder> = {}): TOrder {
  return {
    id: 42,
    userId: 7,
    status: 'pending',
    orderDate: '2026-11-24T05:30:00.000Z',
    updatedAt: '2026-11-24T05:30:00.000Z',
    pickupDate: '2026-12-01',
    pickupSlotId: 3,
    pickupSlot: { slotId: 3, startTime: '06:00', slotTime: '6:00 AM - 8:00 AM' },
    deliveryDate: null,
    deliverySlotId: null,
    deliverySlot: null,
    ...undiscounted([
      {
        id: 11,
        itemId: 5,
        serviceName: 'Laundry',
        name: 'Shirt',
        description: 'Washed, ironed and folded',
        price: 80,
        quantity: 2,
        lineTotal: 160,
        tags: [],
      },
    ]),
    location: { lat: 12.97, lng: 77.59 },
    notes: null,
    statusEvents: [{ status: 'pending', note: null, createdAt: '2026-11-24T05:30:00.000Z' }],
    adjustedAtIntake: null,
    paymentStatus: 'paid',
    amountPaid: 160,
    amountDue: 0,
    invoiceNumber: null,
    ...changes,
  };
}
