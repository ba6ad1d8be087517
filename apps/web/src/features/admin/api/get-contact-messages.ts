import {
  ZAdminContactMessagesPage,
  type TAdminContactMessagesPage,
  type TAdminContactMessagesQuery,
} from '@freshfold/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, toSearch, useAdminId } from './keys';

/**
 * `GET /api/admin/contact-messages?status=&page=&pageSize=`: unhandled first, newest first
 * within each; `unhandled` counts every unhandled message, whatever the filter.
 */
export async function getContactMessages(
  query: TAdminContactMessagesQuery,
): Promise<TAdminContactMessagesPage> {
  return ZAdminContactMessagesPage.parse(
    await api<unknown>(`/admin/contact-messages${toSearch(query)}`),
  );
}

export const adminContactMessagesQueryOptions = (
  adminId: number,
  query: TAdminContactMessagesQuery,
) =>
  queryOptions({
    queryKey: adminKeys.contactMessages(adminId, query),
    queryFn: () => getContactMessages(query),
    placeholderData: keepPreviousData,
  });

export function useAdminContactMessages(query: TAdminContactMessagesQuery) {
  return useQuery(adminContactMessagesQueryOptions(useAdminId(), query));
}
