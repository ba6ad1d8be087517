import { ZGetAllServicesResponse, type TService } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, useAdminId } from './keys';

/**
 * The live catalogue for the admin (`GET /api/services/getAllService`). Unlike the customer's
 * pages there is no timeout and no built-in fallback: the admin edits the real records.
 */
export async function getAdminServices(): Promise<TService[]> {
  return ZGetAllServicesResponse.parse(await api<unknown>('/services/getAllService'));
}

export const adminServicesQueryOptions = (adminId: number) =>
  queryOptions({ queryKey: adminKeys.services(adminId), queryFn: getAdminServices });

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions(useAdminId()));
}
