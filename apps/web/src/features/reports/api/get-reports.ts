import { ZReportCharts, ZReportSummary, type TReportRangeQuery } from '@freshfold/shared';
import { useSignedInUserId } from '@/lib/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rangeSearch, reportKeys, type ReportPart } from './keys';

/**
 * `GET /api/admin/reports/{part}?from&to`, read with `schema`. Another period's figures stay
 * on screen, dimmed, while the new ones load.
 */
const reportQuery = <T>(
  part: ReportPart,
  schema: { parse: (data: unknown) => T },
  adminId: number,
  range: TReportRangeQuery,
) =>
  queryOptions({
    queryKey: reportKeys.part(adminId, part, range),
    queryFn: async () =>
      schema.parse(await api<unknown>(`/admin/reports/${part}${rangeSearch(range)}`)),
    placeholderData: keepPreviousData,
  });

/** The key figures, and the previous period's. */
export const useReportSummary = (range: TReportRangeQuery, enabled = true) =>
  useQuery({ ...reportQuery('summary', ZReportSummary, useSignedInUserId(), range), enabled });

/** The series behind the page's charts. */
export const useReportCharts = (range: TReportRangeQuery, enabled = true) =>
  useQuery({ ...reportQuery('charts', ZReportCharts, useSignedInUserId(), range), enabled });
