import { describe, expect, it } from 'vitest';
import { presetRange, readRangeChoice, resolveRangeChoice } from './report-range';

/** 10:00 in India on the given date (04:30 UTC). */
const at = (date: string) => new Date(`${date}T04:30:00Z`);

describe('presetRange', () => {
  it('counts today and the last 7 and 30 days back from the Indian date, both ends included', () => {
    const now = at('2026-11-27');
    expect(presetRange('today', now)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetRange('last30', now)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('takes the date in India, not in UTC: 23:00 UTC on 31 March is 1 April in India', () => {
    const now = new Date('2026-03-31T23:00:00Z');
    expect(presetRange('today', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('financialYear', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });

  it.each([
    // The financial year starts on 1 April, of the year before from January to March.
    ['financialYear', '2026-11-27', '2026-04-01'],
    ['financialYear', '2027-03-31', '2026-04-01'],
    ['financialYear', '2027-01-01', '2026-04-01'],
    // The last 7 days cross a leap day and a year end.
    ['last7', '2028-03-02', '2028-02-25'],
    ['last7', '2027-01-03', '2026-12-28'],
  ] as const)('%s on %s starts on %s', (preset, today, from) => {
    expect(presetRange(preset, at(today))).toEqual({ from, to: today });
  });
});

describe('the range in the address', () => {
  it('reads a preset, a custom range, or falls back to 30 days', () => {
    expect(readRangeChoice(new URLSearchParams('preset=last7'))).toEqual({ preset: 'last7' });
    expect(readRangeChoice(new URLSearchParams('from=2026-11-01&to=2026-11-15'))).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(readRangeChoice(new URLSearchParams('preset=forever'))).toEqual({ preset: 'last30' });
    expect(readRangeChoice(new URLSearchParams('from=2026-02-30&to=2026-03-01'))).toEqual({
      preset: 'last30',
    });
  });

  it('says what is wrong with a custom range the server would refuse', () => {
    const ok = resolveRangeChoice({ preset: 'custom', from: '2026-11-01', to: '2026-11-30' });
    expect(ok).toEqual({ range: { from: '2026-11-01', to: '2026-11-30' }, error: null });
    const backwards = resolveRangeChoice({
      preset: 'custom',
      from: '2026-11-30',
      to: '2026-11-01',
    });
    expect(backwards.error).toBe('The start date must be on or before the end date.');
    const long = resolveRangeChoice({ preset: 'custom', from: '2025-01-01', to: '2026-11-30' });
    expect(long.error).toBe('Choose a range of at most 400 days.');
    // A financial year is always within the limit.
    expect(resolveRangeChoice({ preset: 'financialYear' }, at('2027-03-31')).error).toBeNull();
  });
});
