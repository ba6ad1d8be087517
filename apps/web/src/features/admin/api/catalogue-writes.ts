import { useQueryClient } from '@tanstack/react-query';
import { adminKeys, customerCatalogueKey } from './keys';

/** After any service or item change: the admin list and the customer's catalogue are stale. */
export function useCatalogueInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.servicesAll }),
      queryClient.invalidateQueries({ queryKey: customerCatalogueKey }),
    ]);
}
