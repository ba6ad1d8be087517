import {
  ZAdminMessagesPage,
  type TAdminMessagesPage,
  type TAdminMessagesQuery,
} from '@freshfold/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, toSearch, useAdminId } from './keys';

/** `GET /api/admin/messages?status=&page=&pageSize=`: failures first, then newest first. */
export async function getMessages(query: TAdminMessagesQuery): Promise<TAdminMessagesPage> {
  return ZAdminMessagesPage.parse(await api<unknown>(`/admin/messages${toSearch(query)}`));
}

export const adminMessagesQueryOptions = (adminId: number, query: TAdminMessagesQuery) =>
  queryOptions({
    queryKey: adminKeys.messages(adminId, query),
    queryFn: () => getMessages(query),
    placeholderData: keepPreviousData,
  });

export function useAdminMessages(query: TAdminMessagesQuery) {
  return useQuery(adminMessagesQueryOptions(useAdminId(), query));
}
