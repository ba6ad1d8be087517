import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * Try again on the services notice: the catalogue is asked for at once, from the loading state
 * (as Home's Try again does), so the customer sees that it is being fetched again.
 */
export function useRetryServices(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.resetQueries({ queryKey: servicesQueryKey });
  }, [queryClient]);
}
