import './zod-config.js';
import { z } from 'zod';
import { isIsoDate } from './dates.js';

/** `GET /api/pickup-timeslots/by-date?date=YYYY-MM-DD`: a pickup date of the booking window. */
export const ZSlotsByDateQuery = z.object({
  date: z.string().refine(isIsoDate, { message: 'date must be a date written YYYY-MM-DD' }),
});
export type TSlotsByDateQuery = z.infer<typeof ZSlotsByDateQuery>;

/**
 * A pickup slot as the cart and checkout offer it on one date. `available` is false when the
 * shop closed the slot, every place of that date is taken, or (today) it has already started.
 */
export const ZSlotOption = z.object({
  slotId: z.number().int(),
  /** The label people read, e.g. `6:00 AM - 8:00 AM`. */
  slotTime: z.string(),
  available: z.boolean(),
});
export type TSlotOption = z.infer<typeof ZSlotOption>;

export const ZSlotsByDateResponse = z.array(ZSlotOption);
export type TSlotsByDateResponse = z.infer<typeof ZSlotsByDateResponse>;
