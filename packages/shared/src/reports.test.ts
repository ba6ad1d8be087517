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
  it('counts the days of a range, both ends included', () => {
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysInRange('2026-11-23', '2026-11-23')).toBe(1);
    expect(daysInRange('2024-02-01', '2024-03-01')).toBe(30);
    expect(daysInRange('2026-04-01', '2027-03-31')).toBe(365);
  });

  it('takes the period of the same length just before a range', () => {
    expect(previousRange('2026-11-08', '2026-11-14')).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(previousRange('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousRange('2027-01-01', '2027-01-01')).toEqual({
      from: '2026-12-31',
      to: '2026-12-31',
    });
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
