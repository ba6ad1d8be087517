import { CART_PAGE_MESSAGES, pickupWindow, type TClosedDate } from '@freshfold/shared';
import type { Db } from '../../db/tables.js';
import { conflict, type HttpError } from '../../lib/http-error.js';
import { selectClosure, selectClosuresBetween } from './closures.repository.js';

/** 409: "We are closed on {date}: {reason}. Please choose another date." */
export function closedDateError(date: string, reason: string, field = 'pickupDate'): HttpError {
  return conflict(CART_PAGE_MESSAGES.closedOn(date, reason), field);
}

/**
 * 409 when the shop is closed on `date` (one lookup of the primary key), for any path that
 * books a pickup on it (placing an order, moving a pickup). Call it in the booking's transaction
 * after locking the place booked (PostgreSQL, `lockPlaceInSlot`): closing a date takes the date's
 * lock first (`lockDateAgainstPlaces`), so a booking and a closure of the same date are decided
 * one after the other and each sees the other.
 */
export async function assertDateOpen(trx: Db, date: string, field = 'pickupDate'): Promise<void> {
  const closure = await selectClosure(trx, date);
  if (closure) throw closedDateError(date, closure.reason, field);
}

/** True when the shop is closed on `date` (pickup reminders skip such a date). */
export async function isDateClosed(db: Db, date: string): Promise<boolean> {
  return (await selectClosure(db, date)) !== undefined;
}

/** The closed dates of the pickup window (today to 30 days ahead, India), for the cart. */
export function closedDatesAhead(db: Db, now: Date = new Date()): Promise<TClosedDate[]> {
  const { first, last } = pickupWindow(now);
  return selectClosuresBetween(db, first, last);
}
