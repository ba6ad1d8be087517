import { ZAdminUsersPage, type TAdminUsersPage, type TAdminUsersQuery } from '@freshfold/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, toSearch } from './keys';

/** `GET /api/admin/getAllUsers?q=&page=&pageSize=` */
export async function getUsers(query: TAdminUsersQuery): Promise<TAdminUsersPage> {
  return ZAdminUsersPage.parse(await api<unknown>(`/admin/getAllUsers${toSearch(query)}`));
}

export function useAdminUsers(query: TAdminUsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}
