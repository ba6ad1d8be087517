import { ZAdminOrdersPage, type TAdminOrdersPage, type TAdminOrdersQuery } from '@freshfold/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, toSearch, useAdminId } from './keys';

/** `GET /api/admin/getAllOrders?status=&from=&to=&q=&page=&pageSize=` */
export async function getOrders(query: TAdminOrdersQuery): Promise<TAdminOrdersPage> {
  return ZAdminOrdersPage.parse(await api<unknown>(`/admin/getAllOrders${toSearch(query)}`));
}

export const adminOrdersQueryOptions = (adminId: number, query: TAdminOrdersQuery) =>
  queryOptions({
    queryKey: adminKeys.orders(adminId, query),
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: TAdminOrdersQuery) {
  return useQuery(adminOrdersQueryOptions(useAdminId(), query));
}
