import type { TReportRangeQuery } from '@freshfold/shared';
import { useSession } from '@/lib/session';

/**
 * Query keys of the reports page, under the dashboard's root (`admin`) and ending with the
 * signed-in admin's id, as the dashboard's own: what one account fetched is never shown to
 * another in the same tab.
 */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  summary: (adminId: number, range: TReportRangeQuery) =>
    ['admin', 'reports', adminId, 'summary', range] as const,
  charts: (adminId: number, range: TReportRangeQuery) =>
    ['admin', 'reports', adminId, 'charts', range] as const,
};

/** The signed-in admin's id, which the reports' query keys end with. */
export function useAdminId(): number {
  return useSession().user?.id ?? 0;
}

/** `?from=&to=` of a range. */
export function rangeSearch(range: TReportRangeQuery): string {
  return `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}
