import {
  formatSlotLabel,
  indianDate,
  indianTime,
  isInPickupWindow,
  MESSAGES,
  weekdayOf,
  type TSlotOption,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { badRequest } from '../../lib/http-error.js';
import { countBookingsOnDate, selectSlotsOfDay, type SlotRow } from './pickup.repository.js';

/**
 * Whether a slot can still take a pickup on a date: the shop has it open, a place is left,
 * and, today, it has not started yet (Indian time).
 */
export function isSlotBookable(slot: SlotRow, date: string, taken: number, now: Date): boolean {
  if (slot.is_available !== 1) return false;
  if (taken >= slot.capacity) return false;
  if (date === indianDate(now) && slot.start_time <= indianTime(now)) return false;
  return true;
}

/** 400 unless the date is within today..+30 days in India. */
export function assertPickupDate(date: string, now: Date, field = 'date'): void {
  if (!isInPickupWindow(date, now)) throw badRequest(MESSAGES.order.pickupOutsideWindow, field);
}

/** The slots of a date's weekday with their availability on that date. */
export async function slotsForDate(
  db: Kysely<Database> | Transaction<Database>,
  date: string,
  now: Date = new Date(),
): Promise<TSlotOption[]> {
  assertPickupDate(date, now);
  const slots = await selectSlotsOfDay(db, weekdayOf(date));
  const taken = await countBookingsOnDate(db, date);
  return slots.map((slot) => ({
    slotId: slot.id,
    slotTime: formatSlotLabel(slot.start_time, slot.end_time),
    available: isSlotBookable(slot, date, taken.get(slot.id) ?? 0, now),
  }));
}
