import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { useSignedInUserId } from '@/lib/session';
import { api, type RequestOptions } from '@/lib/api-client';
import { toSearch } from './keys';

/** What reads an answer of the API into its type (a zod schema of packages/shared). */
interface Reader<T> {
  parse: (value: unknown) => T;
}

/** A call to the API, its answer read through `schema`. */
export async function request<T>(
  schema: Reader<T>,
  path: string,
  method: RequestOptions['method'] = 'GET',
  body?: unknown,
): Promise<T> {
  return schema.parse(await api<unknown>(path, { method, body }));
}

/** The input of a write to one record: its id and the new fields. */
export interface IdAndBody<Body> {
  id: number;
  body: Body;
}

/**
 * A paged admin list (`GET {path}?filters&page=&pageSize=`): its query options for an admin and
 * a filter, which keep the previous page on screen while the next one loads.
 */
export function pagedAdminList<Query extends object, Page>(
  path: string,
  schema: Reader<Page>,
  key: (adminId: number, query: Query) => QueryKey,
) {
  return (adminId: number, query: Query) =>
    queryOptions({
      queryKey: key(adminId, query),
      queryFn: () => request(schema, `${path}${toSearch(query)}`),
      placeholderData: keepPreviousData,
    });
}

/** One page of a paged admin list, for the signed-in admin (fetched only when `enabled`). */
export function usePagedAdminList<Query extends object, Page>(
  list: ReturnType<typeof pagedAdminList<Query, Page>>,
  query: Query,
  enabled = true,
) {
  return useQuery({ ...list(useSignedInUserId(), query), enabled });
}

/** A whole admin list (`GET {path}`): its query options for an admin. */
export function adminList<List>(
  path: string,
  schema: Reader<List>,
  key: (adminId: number) => QueryKey,
) {
  return (adminId: number) =>
    queryOptions({ queryKey: key(adminId), queryFn: () => request(schema, path) });
}

/** A whole admin list, for the signed-in admin (fetched only when `enabled`). */
export function useAdminList<List>(list: ReturnType<typeof adminList<List>>, enabled = true) {
  return useQuery({ ...list(useSignedInUserId()), enabled });
}

/** An admin write that, once done, makes the queries under each of `staleKeys` stale. */
export { useInvalidatingMutation as useAdminMutation } from '@/lib/invalidating-mutation';
