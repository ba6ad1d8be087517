/**
 * The business runs on Indian dates: "today", a pickup date's weekday and the booking
 * window are computed in Asia/Kolkata whatever the zone of the server or the browser.
 * Dates travel as ISO `YYYY-MM-DD` strings; timestamps as ISO-8601 UTC.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
/** Pickups can be booked from today up to this many days ahead. */
export const PICKUP_WINDOW_DAYS = 30;

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * India Standard Time is UTC+05:30 all year: no daylight saving since 1945, so the Indian wall
 * clock is plain arithmetic, far cheaper than `Intl` on every request (the tests compare it
 * with `Intl.DateTimeFormat` in Asia/Kolkata).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** `YYYY-MM-DDTHH:MM` on the Indian wall clock. */
function indianWallClock(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The Indian calendar date of an instant, as `YYYY-MM-DD`. */
export function indianDate(instant: Date = new Date()): string {
  return indianWallClock(instant).slice(0, 10);
}

/** The Indian wall-clock time of an instant, as `HH:MM`. */
export function indianTime(instant: Date = new Date()): string {
  return indianWallClock(instant).slice(11, 16);
}

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === value;
}

/** Adds whole days to an ISO date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The weekday name of an ISO date (`2026-11-23` → `Monday`). */
export function weekdayOf(isoDate: string): Weekday {
  const sundayFirst = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** The first and last bookable pickup dates, counted from today in India. */
export function pickupWindow(now: Date = new Date()): { first: string; last: string } {
  const first = indianDate(now);
  return { first, last: addDays(first, PICKUP_WINDOW_DAYS) };
}

/** True when a pickup may be booked on this date (today..+30 days, Indian dates). */
export function isInPickupWindow(isoDate: string, now: Date = new Date()): boolean {
  if (!isIsoDate(isoDate)) return false;
  const { first, last } = pickupWindow(now);
  return isoDate >= first && isoDate <= last;
}

/**
 * One formatter per style, made at its first use: making an `Intl.DateTimeFormat` costs far more
 * than formatting with it (a placed order's messages format several dates), and a page that
 * formats no date makes none.
 */
function formatterOf(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('en-IN', options));
}

const longDate = formatterOf({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = formatterOf({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortIndianDate = formatterOf({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** A long date for people: `Monday, 23 November 2026`. */
export function formatLongDate(isoDate: string): string {
  return longDate().format(new Date(`${isoDate}T00:00:00Z`));
}

/** A short date for tables: `23 Nov 2026`, from an ISO date or timestamp, in Indian time. */
export function formatShortDate(isoDateOrTimestamp: string): string {
  return ISO_DATE.test(isoDateOrTimestamp)
    ? shortDate().format(new Date(`${isoDateOrTimestamp}T00:00:00Z`))
    : shortIndianDate().format(new Date(isoDateOrTimestamp));
}

/** `06:00` + `08:00` → `6:00 AM - 8:00 AM`. */
export function formatSlotLabel(startTime: string, endTime: string): string {
  return `${formatClock(startTime)} - ${formatClock(endTime)}`;
}

function formatClock(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hour = Number(h);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${m} ${suffix}`;
}
