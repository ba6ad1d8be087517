import './zod-config.js';
import { z } from 'zod';
import { ZIsoDate } from './vouchers.js';

/** The most a closure's reason holds: what customers read beside the date. */
export const CLOSURE_REASON_MAX_LENGTH = 200;

/**
 * `POST /api/admin/closures`: the shop closes a date (today or later, Indian calendar) and says
 * why, in words customers read ("Diwali", "Staff training").
 */
export const ZCloseDateRequest = z.object({
  date: ZIsoDate,
  reason: z
    .string({ error: 'Enter the reason customers will see.' })
    .trim()
    .min(1, 'Enter the reason customers will see.')
    .max(CLOSURE_REASON_MAX_LENGTH, `Keep the reason to ${CLOSURE_REASON_MAX_LENGTH} characters.`),
});
export type TCloseDateRequest = z.input<typeof ZCloseDateRequest>;

/** `DELETE /api/admin/closures/{date}`. */
export const ZClosureParams = z.object({ date: ZIsoDate });

/**
 * An open order whose pickup falls on a closed date, for the shop to call and move: whom to
 * call, and the slot as booked.
 */
export const ZClosureOrder = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  customerName: z.string(),
  phone: z.string(),
  pickupSlotId: z.number().int(),
  /** The slot as booked, e.g. `6:00 AM - 8:00 AM`. */
  slotTime: z.string(),
});
export type TClosureOrder = z.infer<typeof ZClosureOrder>;

/**
 * An open order (neither cancelled nor completed) whose delivery the shop planned on a closed
 * date, for the shop to move: whom to call, and the delivery slot as planned (`slotTime` says
 * so when the shop set the date without a slot).
 */
export const ZClosureDelivery = ZClosureOrder.omit({ pickupSlotId: true }).extend({
  deliverySlotId: z.number().int().nullable(),
});
export type TClosureDelivery = z.infer<typeof ZClosureDelivery>;

/**
 * A closed date as the dashboard shows it, with the orders still waiting for a pickup on it
 * and the open orders whose delivery is planned on it (each by slot, then order number).
 * `createdAt` is ISO-8601 UTC.
 */
export const ZClosure = z.object({
  date: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  orders: z.array(ZClosureOrder),
  deliveries: z.array(ZClosureDelivery),
});
export type TClosure = z.infer<typeof ZClosure>;

/** `GET /api/admin/closures`: every closure, past and upcoming, by date. */
export const ZClosuresResponse = z.array(ZClosure);

/** A closed date as the cart and checkout show it. */
export const ZClosedDate = z.object({ date: z.string(), reason: z.string() });
export type TClosedDate = z.infer<typeof ZClosedDate>;

/** `GET /api/pickup-timeslots/closed-dates`: the closed dates of the pickup window, by date. */
export const ZClosedDatesResponse = z.array(ZClosedDate);
