import { ZAdminUsersPage, type TAdminUsersPage, type TAdminUsersQuery } from '@freshfold/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, toSearch, useAdminId } from './keys';

/** `GET /api/admin/getAllUsers?q=&page=&pageSize=` */
export async function getUsers(query: TAdminUsersQuery): Promise<TAdminUsersPage> {
  return ZAdminUsersPage.parse(await api<unknown>(`/admin/getAllUsers${toSearch(query)}`));
}

export const adminUsersQueryOptions = (adminId: number, query: TAdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(adminId, query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: TAdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(useAdminId(), query));
}
