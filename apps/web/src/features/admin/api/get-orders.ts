import { ZAdminOrdersPage, type TAdminOrdersPage, type TAdminOrdersQuery } from '@freshfold/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, toSearch } from './keys';

/** `GET /api/admin/getAllOrders?status=&from=&to=&q=&page=&pageSize=` */
export async function getOrders(query: TAdminOrdersQuery): Promise<TAdminOrdersPage> {
  return ZAdminOrdersPage.parse(await api<unknown>(`/admin/getAllOrders${toSearch(query)}`));
}

export function useAdminOrders(query: TAdminOrdersQuery) {
  return useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
  });
}
