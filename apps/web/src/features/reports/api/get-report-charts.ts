import { ZReportCharts, type TReportRangeQuery } from '@freshfold/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rangeSearch, reportKeys, useAdminId } from './keys';

/** `GET /api/admin/reports/charts?from&to`: the series behind the page's charts. */
export const reportCharts = (adminId: number, range: TReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.charts(adminId, range),
    queryFn: async () =>
      ZReportCharts.parse(await api<unknown>(`/admin/reports/charts${rangeSearch(range)}`)),
    placeholderData: keepPreviousData,
  });

export const useReportCharts = (range: TReportRangeQuery, enabled = true) =>
  useQuery({ ...reportCharts(useAdminId(), range), enabled });
