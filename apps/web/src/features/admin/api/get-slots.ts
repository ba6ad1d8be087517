import { ZAdminSlotsResponse, type TAdminSlot } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, useAdminId } from './keys';

/** `GET /api/admin/getAllSlots` */
export async function getSlots(): Promise<TAdminSlot[]> {
  return ZAdminSlotsResponse.parse(await api<unknown>('/admin/getAllSlots'));
}

export const adminSlotsQueryOptions = (adminId: number) =>
  queryOptions({ queryKey: adminKeys.slots(adminId), queryFn: getSlots });

export function useAdminSlots() {
  return useQuery(adminSlotsQueryOptions(useAdminId()));
}
