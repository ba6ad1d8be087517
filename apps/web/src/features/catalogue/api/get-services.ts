import { fallbackServices, type TService } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec's budget for the services call before the built-in catalogue is shown. */
export const SERVICES_TIMEOUT_MS = 1000;

export interface Catalogue {
  services: TService[];
  /** True when the live call failed or was too slow and the built-in list is shown. */
  isFallback: boolean;
}

/**
 * `GET /api/services/getAllService`, raced against one second. On a timeout or a failure the
 * built-in catalogue is used silently, so a customer on a slow connection still sees prices.
 */
export async function getServices(): Promise<Catalogue> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVICES_TIMEOUT_MS);
  try {
    // The contract (and zod with it) loads beside the call, not with the Home page.
    const [data, { ZGetAllServicesResponse }] = await Promise.all([
      api<unknown>('/services/getAllService', { signal: controller.signal }),
      import('@freshfold/shared/services'),
    ]);
    return { services: ZGetAllServicesResponse.parse(data), isFallback: false };
  } catch {
    return { services: fallbackServices(), isFallback: true };
  } finally {
    clearTimeout(timer);
  }
}

export const servicesQueryKey = ['services'] as const;

export const servicesQueryOptions = queryOptions({
  queryKey: servicesQueryKey,
  queryFn: getServices,
  staleTime: 5 * 60 * 1000,
  // A fallback answer is retried sooner so live prices replace it once the API answers.
  refetchInterval: (query) => (query.state.data?.isFallback ? 30_000 : false),
});

export function useServices() {
  return useQuery(servicesQueryOptions);
}
