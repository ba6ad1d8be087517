import { ZReportSummary, type TReportRangeQuery } from '@freshfold/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rangeSearch, reportKeys, useAdminId } from './keys';

/** `GET /api/admin/reports/summary?from&to`: the key figures, and the previous period's. */
export const reportSummary = (adminId: number, range: TReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.summary(adminId, range),
    queryFn: async () =>
      ZReportSummary.parse(await api<unknown>(`/admin/reports/summary${rangeSearch(range)}`)),
    // Another period's figures stay on screen, dimmed, while the new ones load.
    placeholderData: keepPreviousData,
  });

export const useReportSummary = (range: TReportRangeQuery, enabled = true) =>
  useQuery({ ...reportSummary(useAdminId(), range), enabled });
