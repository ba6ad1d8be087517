import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatSlotLabel,
  BUSINESS_TIME_ZONE,
  indianDate,
  indianTime,
  isInPickupWindow,
  isIsoDate,
  pickupWindow,
  weekdayOf,
} from './dates.js';

describe('Indian dates', () => {
  it('takes "today" in India, not in UTC', () => {
    // 20:00 UTC on 22 Nov is 01:30 on 23 Nov in Bengaluru.
    expect(indianDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(indianDate(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
  });

  it("agrees with the time-zone database's Asia/Kolkata over years of instants", () => {
    const reference = new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.parse('2020-01-01T00:00:00Z');
    for (let step = 0; step < 5000; step += 1) {
      // Every 8 h 47 min for five years: every hour of the day, every day of the year.
      const instant = new Date(start + step * (8 * 60 + 47) * 60 * 1000);
      const parts = Object.fromEntries(
        reference.formatToParts(instant).map((part) => [part.type, part.value]),
      );
      expect(indianDate(instant)).toBe(`${parts.year}-${parts.month}-${parts.day}`);
      expect(indianTime(instant)).toBe(`${parts.hour}:${parts.minute}`);
    }
  });

  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(weekdayOf('2026-11-28')).toBe('Saturday');
  });

  it('rejects impossible dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('opens pickups from today to 30 days ahead', () => {
    const now = new Date('2026-11-22T20:00:00Z'); // 23 Nov in India
    expect(pickupWindow(now)).toEqual({ first: '2026-11-23', last: '2026-12-23' });
    expect(isInPickupWindow('2026-11-22', now)).toBe(false);
    expect(isInPickupWindow('2026-11-23', now)).toBe(true);
    expect(isInPickupWindow('2026-12-23', now)).toBe(true);
    expect(isInPickupWindow('2026-12-24', now)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('labels slots on a 12-hour clock', () => {
    expect(formatSlotLabel('06:00', '08:00')).toBe('6:00 AM - 8:00 AM');
    expect(formatSlotLabel('19:00', '21:00')).toBe('7:00 PM - 9:00 PM');
    expect(formatSlotLabel('00:00', '12:30')).toBe('12:00 AM - 12:30 PM');
  });
});
