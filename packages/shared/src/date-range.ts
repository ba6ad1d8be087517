import './zod-config.js';
import { ZIsoDate } from './vouchers.js';

/**
 * `?from=&to=` of the admin lists, reports and exports that a range of Indian dates filters
 * (both included). The one rule of a range: its start is not after its end.
 */

/** Said, on `to`, of a range whose start is after its end. */
export const FROM_AFTER_TO = 'The start date must be on or before the end date.';

/** `from` and `to`, each optional: a range open at either end, or none. */
export const OPTIONAL_DATE_RANGE_FIELDS = { from: ZIsoDate.optional(), to: ZIsoDate.optional() };

/** The range is in order: `from` is not after `to` (a range missing an end always is). */
export function rangeInOrder(range: { from?: string; to?: string }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

/** The refusal of a range out of order, for `.refine(rangeInOrder, RANGE_OUT_OF_ORDER)`. */
export const RANGE_OUT_OF_ORDER = { message: FROM_AFTER_TO, path: ['to'] };
