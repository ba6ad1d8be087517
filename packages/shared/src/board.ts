import { MAX_ID } from './common.js';
import './zod-config.js';
import { z } from 'zod';
import { ZOrderStatus } from './orders.js';
import { ZOrderPaymentFields } from './payments.js';
import { ZIsoDate } from './vouchers.js';

/**
 * The customer's pickup address, nested as `address` in the shop's views of an order (the
 * board, the dashboard's order list): an order is picked up at its customer's address.
 */
export const ZPickupAddress = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

/** The most orders one bulk change of the board moves: a very busy day's slot, and more. */
export const BOARD_BULK_LIMIT = 500;

/**
 * `GET /api/admin/board?date=YYYY-MM-DD`: the day the shop runs, an Indian date; today in
 * India when not given.
 */
export const ZBoardQuery = z.object({ date: ZIsoDate.optional() });
export type TBoardQuery = z.input<typeof ZBoardQuery>;

/**
 * One order on the board, as a driver needs it at the door: whom to ask for and how to reach
 * them (their phone, their address, the map location the order was placed from), what to
 * collect or hand over (the pieces, and the money still due: `amountDue`, not the total, so a
 * customer who paid online or in part is not asked for it again) and the customer's
 * instructions.
 */
export const ZBoardOrder = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: ZOrderStatus,
  /** Pieces in the order: the sum of its lines' quantities. */
  itemCount: z.number().int(),
  /** The amount charged, in rupees. */
  totalAmount: z.number(),
  /**
   * How the order stands with its money, as every order answer says it (`paymentStateOf`,
   * decision 016): `amountDue` is what to collect at the door (the total less what was paid
   * and refunded), 0 once paid.
   */
  ...ZOrderPaymentFields.shape,
  /** What the customer asked of the shop at checkout (a gate code, "call first"), or null. */
  notes: z.string().nullable(),
  /** The customer's full name, as the dashboard's order list shows it. */
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: ZPickupAddress,
  /** Where the order was placed from, as every order answer gives it. */
  location: z.object({ lat: z.number(), lng: z.number() }),
});
export type TBoardOrder = z.infer<typeof ZBoardOrder>;

/**
 * One slot of the day: the pickups booked in it and the deliveries planned in it, each in the
 * order they were placed. `slotId` is null for the deliveries given a date but no slot yet.
 */
export const ZBoardSlot = z.object({
  slotId: z.number().int().nullable(),
  /** `6:00 AM - 8:00 AM`, from the slot's times as they are now. */
  slotTime: z.string(),
  pickups: z.array(ZBoardOrder),
  deliveries: z.array(ZBoardOrder),
});
export type TBoardSlot = z.infer<typeof ZBoardSlot>;

/**
 * The board of a day: its slots by start time, each slot offered on that weekday even when it
 * holds nothing (and any other slot an order of the day holds), then the deliveries without a
 * slot. Cancelled orders are left out.
 */
export const ZBoardResponse = z.object({
  date: z.string(),
  slots: z.array(ZBoardSlot),
});
export type TBoardResponse = z.infer<typeof ZBoardResponse>;

/** What the board moves orders to in bulk: collected from the customer, or delivered back. */
export const BOARD_STATUSES = ['pick_up_done', 'completed'] as const;
export type TBoardStatus = (typeof BOARD_STATUSES)[number];

/**
 * `POST /api/admin/board/status`: the orders (each once) to mark picked up or delivered, all or
 * none. An order already there stays as it is.
 */
export const ZBoardStatusRequest = z.object({
  orderIds: z
    .array(z.number().int().positive().max(MAX_ID))
    .min(1, 'Choose at least one order.')
    .max(BOARD_BULK_LIMIT, `Choose at most ${BOARD_BULK_LIMIT} orders at a time.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each order may be listed only once.'),
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(BOARD_STATUSES, { error: 'Choose pick_up_done or completed.' }),
  ),
});
export type TBoardStatusRequest = z.input<typeof ZBoardStatusRequest>;
export type TBoardStatusChange = z.output<typeof ZBoardStatusRequest>;

/** What a bulk change did: the orders it moved, and those that already had the status. */
export const ZBoardStatusResponse = z.object({
  status: z.enum(BOARD_STATUSES),
  changed: z.array(z.number().int()),
  unchanged: z.array(z.number().int()),
});
export type TBoardStatusResponse = z.infer<typeof ZBoardStatusResponse>;
