import { z } from 'zod';

/** The one set of order statuses, stored lower case; input is accepted in any case. */
export const ORDER_STATUSES = [
  'pending',
  'pick_up_done',
  'processing',
  'ready',
  'completed',
  'cancelled',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ZOrderStatus = z.enum(ORDER_STATUSES);

/** A status as a client may send it: `PENDING`, `Pick_Up_Done`, … normalised to lower case. */
export const ZOrderStatusInput = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  ZOrderStatus,
);

/** People-facing names of the statuses. */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  pending: 'Pending',
  pick_up_done: 'Picked up',
  processing: 'Processing',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Badge colours of the spec: pending yellow, processing blue, ready green, completed grey, cancelled red, other grey. */
export const ORDER_STATUS_TONES: Record<
  TOrderStatus,
  'yellow' | 'blue' | 'green' | 'grey' | 'red'
> = {
  pending: 'yellow',
  pick_up_done: 'grey',
  processing: 'blue',
  ready: 'green',
  completed: 'grey',
  cancelled: 'red',
};

/** A line of an order: a snapshot of the item's name and price when the order was placed. */
export const ZOrderItem = z.object({
  id: z.number().int(),
  /** The catalogue item, or null once the shop deleted it (the snapshot stays). */
  itemId: z.number().int().nullable(),
  serviceName: z.string(),
  name: z.string(),
  description: z.string(),
  /** Unit price in rupees at order time. */
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderStatusEvent = z.object({
  status: ZOrderStatus,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TOrderStatusEvent = z.infer<typeof ZOrderStatusEvent>;

/**
 * An order as created and as listed (customer and admin views). Money in rupees:
 * `subtotal` is Σ price × quantity, `totalAmount` the amount charged after the discount.
 */
export const ZOrder = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: ZOrderStatus,
  /** When the order was placed (ISO-8601 UTC). */
  orderDate: z.string(),
  updatedAt: z.string(),
  pickupDate: z.string(),
  pickupSlotId: z.number().int(),
  /** The slot as booked, e.g. `6:00 AM - 8:00 AM`. */
  pickupSlot: z.object({ slotId: z.number().int(), startTime: z.string(), slotTime: z.string() }),
  deliveryDate: z.string().nullable(),
  deliverySlotId: z.number().int().nullable(),
  deliverySlot: z
    .object({ slotId: z.number().int(), startTime: z.string(), slotTime: z.string() })
    .nullable(),
  items: z.array(ZOrderItem),
  subtotal: z.number(),
  discountPercent: z.number().int(),
  discountAmount: z.number(),
  /** Where the discount came from: a voucher, the referral welcome, or none. */
  discountSource: z.enum(['voucher', 'referral']).nullable(),
  voucher: z.string().nullable(),
  totalAmount: z.number(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  statusEvents: z.array(ZOrderStatusEvent),
});
export type TOrder = z.infer<typeof ZOrder>;
