import type { TReportRangeQuery } from '@freshfold/shared';

/** The reads of the reports page, by their path under `/api/admin/reports/`. */
export type ReportPart = 'summary' | 'charts';

/**
 * Query keys of the reports page, under the dashboard's root (`admin`) and ending with the
 * signed-in admin's id, as the dashboard's own: what one account fetched is never shown to
 * another in the same tab.
 */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  part: (adminId: number, part: ReportPart, range: TReportRangeQuery) =>
    ['admin', 'reports', adminId, part, range] as const,
};

/** `?from=&to=` of a range. */
export function rangeSearch(range: TReportRangeQuery): string {
  return `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}
