import { MAX_ID } from './common.js';
import './zod-config.js';
import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { MESSAGES } from './messages.js';
import { MAX_ORDER_SUBTOTAL_RUPEES } from './money.js';
import { ZOrderPaymentFields } from './payments.js';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './rules/quantity.js';

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
  /** The tags of the line's garments (`FF-0123-03`), one a piece, issued at intake; empty before. */
  tags: z.array(z.string()),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderStatusEvent = z.object({
  status: ZOrderStatus,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TOrderStatusEvent = z.infer<typeof ZOrderStatusEvent>;

/**
 * What an order costs, in rupees: `subtotal` is Σ price × quantity, `totalAmount` the amount
 * charged after the discount. An order and a quote state it alike.
 */
export const ZOrderMoney = z.object({
  subtotal: z.number(),
  discountPercent: z.number().int(),
  discountAmount: z.number(),
  /** Where the discount came from: a voucher, the referral welcome, or none. */
  discountSource: z.enum(['voucher', 'referral']).nullable(),
  voucher: z.string().nullable(),
  /** The shop's delivery fee charged on the order (0 when the shop charges none). */
  deliveryFee: z.number(),
  /** Loyalty points spent on the order, in rupees (1 point = ₹1). */
  pointsRedeemed: z.number(),
  /** The amount charged: subtotal − discount + delivery fee − points redeemed. */
  totalAmount: z.number(),
});

/** An order's lines and money at one moment: as booked, or as the shop set them at intake. */
export const ZOrderVersion = z.object({
  items: z.array(
    ZOrderItem.pick({
      itemId: true,
      serviceName: true,
      name: true,
      price: true,
      quantity: true,
      lineTotal: true,
    }),
  ),
  ...ZOrderMoney.shape,
});
export type TOrderVersion = z.infer<typeof ZOrderVersion>;

/**
 * The shop replaced the order's lines with what arrived (intake): when it last did, the order
 * as booked (`before`) and as it now is (`after`).
 */
export const ZIntakeAdjustment = z.object({
  at: z.string(),
  before: ZOrderVersion,
  after: ZOrderVersion,
});
export type TIntakeAdjustment = z.infer<typeof ZIntakeAdjustment>;

/** An order as created and as listed (customer and admin views). Money as in `ZOrderMoney`. */
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
  ...ZOrderMoney.shape,
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** The customer's special instructions for the shop, as given at checkout; null when none. */
  notes: z.string().nullable(),
  statusEvents: z.array(ZOrderStatusEvent),
  /** Null while the order is as booked; set once intake changed its lines. */
  adjustedAtIntake: ZIntakeAdjustment.nullable(),
  /** Unpaid, part-paid, paid or refunded, with what was paid and what is due (docs/payments.md). */
  ...ZOrderPaymentFields.shape,
  /** The order's GST invoice number (`FF/2026-27/0001`) once issued; null before. */
  invoiceNumber: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

/**
 * Loyalty points to spend on an order (1 point = ₹1), whole and not negative; absent or 0 for
 * none. The server refuses more than half the total after discount or more than the balance.
 */
export const ZPointsToRedeem = z
  .number({ error: 'pointsToRedeem must be a whole number of points' })
  .int('pointsToRedeem must be a whole number of points')
  .min(0, 'pointsToRedeem cannot be negative')
  .max(MAX_ORDER_SUBTOTAL_RUPEES, 'pointsToRedeem is too large')
  .optional();

/** The most characters of special instructions an order takes. */
export const MAX_ORDER_NOTES = 500;

/**
 * Special instructions for the shop (stains, a gate code, "call before coming"): trimmed, at
 * most `MAX_ORDER_NOTES` characters, and blank or absent is none (null). The checkout's field
 * and the server take them by this one rule.
 */
export const ZOrderNotes = z
  .string()
  .trim()
  .max(MAX_ORDER_NOTES, `Special instructions can be at most ${MAX_ORDER_NOTES} characters`)
  .nullish()
  .transform((notes) => (notes ? notes : null));

/** A device location: finite latitude −90..90 and longitude −180..180. */
export const ZGeoLocation = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type TGeoLocation = z.infer<typeof ZGeoLocation>;

/**
 * One line of an order as a client sends it. Only the item and the quantity count: a price,
 * name or total sent alongside is ignored (the server prices every line from its catalogue).
 */
export const ZCreateOrderLine = z.object({
  itemId: z.number().int().positive().max(MAX_ID),
  quantity: z
    .number()
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});

/**
 * Lines of `line`: 1 to `MAX_ORDER_LINES` of them, none twice. `identity` names what a line is
 * (lines with the same key are the same) and the field a repeat is refused on.
 */
export function distinctLines<T extends z.ZodType>(
  line: T,
  identity: (line: z.output<T>) => { key: string; field: string },
) {
  return z
    .array(line)
    .min(1, 'Add at least one item to the order')
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different items`)
    .superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((each, index) => {
        const { key, field } = identity(each);
        if (seen.has(key)) {
          context.addIssue({
            code: 'custom',
            path: [index, field],
            message: 'Each item may appear only once; add to its quantity instead',
          });
        }
        seen.add(key);
      });
    });
}

/**
 * The lines of an order or of a quote: 1 to `MAX_ORDER_LINES` of them, each item once (the
 * cart merges a repeated item into one line).
 */
export const ZOrderLines = distinctLines(ZCreateOrderLine, (line) => ({
  key: String(line.itemId),
  field: 'itemId',
}));

/**
 * `POST /api/authUser/createOrder`: the spec's order payload plus the device location, sent
 * as `geoLocation` (or `location`). `totalAmount`, `userId`, `status`, `orderDate` and prices
 * are accepted for compatibility and ignored: the server decides them.
 */
export const ZCreateOrderRequest = z
  .object({
    items: ZOrderLines,
    pickupDate: z.string().refine(isIsoDate, 'pickupDate must be a date written YYYY-MM-DD'),
    pickupSlotId: z.number().int().positive().max(MAX_ID),
    voucher: z.string().max(64).nullable().optional(),
    pointsToRedeem: ZPointsToRedeem,
    notes: ZOrderNotes,
    geoLocation: ZGeoLocation.optional(),
    location: ZGeoLocation.optional(),
    totalAmount: z.unknown().optional(),
    userId: z.unknown().optional(),
    status: z.unknown().optional(),
    orderDate: z.unknown().optional(),
    price: z.unknown().optional(),
  })
  .superRefine((order, context) => {
    if (!order.geoLocation && !order.location) {
      context.addIssue({
        code: 'custom',
        path: ['geoLocation'],
        message: MESSAGES.checkout.locationRequired,
      });
    }
  });
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

/** `GET /api/authUser/myOrders/{userId}`: newest first. */
export const ZMyOrdersResponse = z.array(ZOrder);

/**
 * `PATCH /api/orders/{id}/pickup`: the customer moves a pending order's pickup to another date
 * and slot, by the rules of booking one (the 30-day window, the slot offered that weekday, open
 * and with a place left).
 */
export const ZReschedulePickupRequest = z.object({
  pickupDate: z.string().refine(isIsoDate, 'pickupDate must be a date written YYYY-MM-DD'),
  pickupSlotId: z.number().int().positive().max(MAX_ID),
});
export type TReschedulePickupRequest = z.infer<typeof ZReschedulePickupRequest>;
