import './zod-config.js';
import { z } from 'zod';
import { WEEKDAYS } from './dates.js';
import { ADMIN_MESSAGES } from './admin-messages.js';

/** A wall-clock time `HH:MM`, 24-hour (`06:00`, `19:30`). */
export const ZClockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM.');

/** A weekday name as the slots store it; `monday` and `MONDAY` are accepted. */
export const ZWeekday = z
  .string()
  .trim()
  .transform((value) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase())
  .pipe(z.enum(WEEKDAYS, { error: 'Choose a day from Monday to Sunday.' }));

/** How many pickups one slot takes on one date: a whole number from 1. */
export const ZSlotCapacity = z
  .number({ error: 'Capacity must be a whole number of at least 1.' })
  .int('Capacity must be a whole number of at least 1.')
  .min(1, 'Capacity must be a whole number of at least 1.')
  .max(10_000, 'Capacity must be at most 10000.');

/** A pickup slot as the admin manages it: a weekday and a time range, offered every week. */
export const ZAdminSlot = z.object({
  id: z.number().int(),
  day: z.enum(WEEKDAYS),
  start_time: z.string(),
  end_time: z.string(),
  available: z.boolean(),
  capacity: z.number().int(),
});
export type TAdminSlot = z.infer<typeof ZAdminSlot>;

/** `GET /api/admin/getAllSlots`: Monday first, then by start time. */
export const ZAdminSlotsResponse = z.array(ZAdminSlot);

const startBeforeEnd = (slot: { start_time?: string; end_time?: string }) =>
  slot.start_time === undefined || slot.end_time === undefined || slot.start_time < slot.end_time;
const START_BEFORE_END = {
  message: ADMIN_MESSAGES.slotTimes,
  path: ['end_time'],
};

/** `POST /api/admin/addSlot`. New slots are available unless told otherwise. */
export const ZAddSlotRequest = z
  .object({
    day: ZWeekday,
    start_time: ZClockTime,
    end_time: ZClockTime,
    available: z.boolean().default(true),
    capacity: ZSlotCapacity.default(20),
  })
  .refine(startBeforeEnd, START_BEFORE_END);
export type TAddSlotRequest = z.input<typeof ZAddSlotRequest>;

/** `POST /api/admin/updateSlot/{id}`: any of the fields; the start stays before the end. */
export const ZUpdateSlotRequest = z
  .object({
    day: ZWeekday.optional(),
    start_time: ZClockTime.optional(),
    end_time: ZClockTime.optional(),
    available: z.boolean().optional(),
    capacity: ZSlotCapacity.optional(),
  })
  .refine(startBeforeEnd, START_BEFORE_END);
export type TUpdateSlotRequest = z.input<typeof ZUpdateSlotRequest>;

/** Default of the add-slot form (spec section 4): Monday, 09:00 to 17:00, available. */
export const NEW_SLOT_DEFAULTS = {
  day: 'Monday',
  start_time: '09:00',
  end_time: '17:00',
  available: true,
  capacity: 20,
} as const;

/** The parsed (server-side) forms of the slot requests. */
export type TAddSlot = z.output<typeof ZAddSlotRequest>;
export type TUpdateSlot = z.output<typeof ZUpdateSlotRequest>;
