import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  previousRange,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  ZCustomersExportQuery,
  ZExportRangeQuery,
  ZReportRangeQuery,
} from './reports.js';

describe('report ranges', () => {
  it.each([
    ['2026-11-01', '2026-11-30', 30],
    ['2026-11-23', '2026-11-23', 1],
    ['2024-02-01', '2024-03-01', 30],
    ['2026-04-01', '2027-03-31', 365],
  ])('counts %s..%s as %i days, both ends included', (from, to, days) => {
    expect(daysInRange(from, to)).toBe(days);
  });

  it.each([
    ['2026-11-08', '2026-11-14', { from: '2026-11-01', to: '2026-11-07' }],
    ['2026-03-01', '2026-03-31', { from: '2026-01-29', to: '2026-02-28' }],
    ['2027-01-01', '2027-01-01', { from: '2026-12-31', to: '2026-12-31' }],
  ])('takes the period of the same length just before %s..%s', (from, to, previous) => {
    expect(previousRange(from, to)).toEqual(previous);
  });

  it(`accepts up to ${String(REPORT_MAX_DAYS)} days, and refuses more or a backwards range on "to"`, () => {
    expect(ZReportRangeQuery.safeParse({ from: '2026-01-01', to: '2027-02-04' }).success).toBe(
      true,
    );
    const tooLong = ZReportRangeQuery.safeParse({ from: '2026-01-01', to: '2027-02-05' });
    expect(tooLong.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['to'], REPORT_MESSAGES.rangeTooLong],
    ]);
    const backwards = ZReportRangeQuery.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(backwards.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['to'], REPORT_MESSAGES.fromAfterTo],
    ]);
    expect(ZReportRangeQuery.safeParse({ from: '2026-02-29', to: '2026-03-01' }).success).toBe(
      false,
    );
  });

  it('lets an export span any length, and the customers export go without a range', () => {
    expect(ZExportRangeQuery.safeParse({ from: '2020-01-01', to: '2026-11-30' }).success).toBe(
      true,
    );
    expect(ZExportRangeQuery.safeParse({ from: '2026-11-30' }).success).toBe(false);
    expect(ZCustomersExportQuery.safeParse({}).success).toBe(true);
    expect(ZCustomersExportQuery.safeParse({ from: '2026-11-01' }).success).toBe(true);
    expect(ZCustomersExportQuery.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(
      false,
    );
  });
});
