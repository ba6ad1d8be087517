import {
  API_MESSAGES,
  formatSlotLabel,
  indianDate,
  indianTime,
  isInPickupWindow,
  MESSAGES,
  weekdayOf,
  type TSlotOption,
} from '@freshfold/shared';
import type { Db } from '../../db/tables.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import {
  countBookingsOfSlot,
  countBookingsOnDate,
  lockDateOfPlaces,
  lockPlace,
  selectSlot,
  selectSlotsOnDate,
  type SlotRow,
} from './slots.repository.js';

/** One slot, or undefined. */
export function findSlot(db: Db, slotId: number): Promise<SlotRow | undefined> {
  return selectSlot(db, slotId);
}

/**
 * Locks a place in a slot on a date until the transaction ends (PostgreSQL; `slots.repository.ts`
 * tells the locks): whoever takes a place takes it after the customer's row lock and before
 * reading the slot and its places, so that of two for the last place one waits for the other.
 * Placing an order takes the same locks in its first statement.
 */
export function lockPlaceInSlot(trx: Db, slotId: number, date: string): Promise<void> {
  return lockPlace(trx, slotId, date);
}

/**
 * Locks a date against places being taken on it until the transaction ends (PostgreSQL): a
 * closure of the date, or a delivery planned on it, waits for the orders being booked for it,
 * and they for it.
 */
export function lockDateAgainstPlaces(trx: Db, date: string): Promise<void> {
  return lockDateOfPlaces(trx, date);
}

/** Places taken in one slot on a date (orders holding it that are not cancelled). */
export function placesTakenInSlot(db: Db, date: string, slotId: number): Promise<number> {
  return countBookingsOfSlot(db, date, slotId);
}

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

/**
 * The slot a pickup is booked in, checked as placing an order and moving a pickup both check
 * it: it exists (400), is offered on the date's weekday (400) and can still take a pickup on
 * that date (409: closed, full or, today, started). `taken` is read under the place's lock
 * (`lockPlaceInSlot`).
 */
export function assertSlotBookable(
  slot: SlotRow | undefined,
  date: string,
  taken: number,
  now: Date,
): SlotRow {
  if (!slot) throw badRequest(API_MESSAGES.order.slotNotFound, 'pickupSlotId');
  if (slot.day !== weekdayOf(date)) {
    throw badRequest(API_MESSAGES.order.slotWrongDay, 'pickupSlotId');
  }
  if (!isSlotBookable(slot, date, taken, now)) {
    throw conflict(API_MESSAGES.order.slotUnavailable, 'pickupSlotId');
  }
  return slot;
}

/** 400 unless the date is within today..+30 days in India. */
export function assertPickupDate(date: string, now: Date, field = 'date'): void {
  if (!isInPickupWindow(date, now)) throw badRequest(MESSAGES.order.pickupOutsideWindow, field);
}

/**
 * The slots of a date's weekday with their availability on that date; none on a date the shop
 * has closed (the cart shows why, from `GET /api/pickup-timeslots/closed-dates`).
 */
export async function slotsForDate(
  db: Db,
  date: string,
  now: Date = new Date(),
): Promise<TSlotOption[]> {
  assertPickupDate(date, now);
  const slots = await selectSlotsOnDate(db, date, weekdayOf(date));
  if (slots.length === 0) return [];
  const taken = await countBookingsOnDate(db, date);
  return slots.map((slot) => ({
    slotId: slot.id,
    slotTime: formatSlotLabel(slot.start_time, slot.end_time),
    available: isSlotBookable(slot, date, taken.get(slot.id) ?? 0, now),
  }));
}
