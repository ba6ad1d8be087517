import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { FALLBACK_RETRY_MS, freshLatest, getServices, latestAt, STALE_MS } from './fetch-services';

export const servicesQueryKey = queryRoots.catalogue;

/** The catalogue in the query cache; what Home fetched is used at once. */
export const servicesQueryOptions = queryOptions({
  queryKey: servicesQueryKey,
  queryFn: getServices,
  staleTime: STALE_MS,
  initialData: freshLatest,
  initialDataUpdatedAt: latestAt,
  // A fallback answer is retried sooner so live prices replace it once the API answers.
  refetchInterval: (query) => (query.state.data?.isFallback ? FALLBACK_RETRY_MS : false),
});

export function useServices() {
  return useQuery(servicesQueryOptions);
}
