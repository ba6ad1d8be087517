import { ZAdminSlotsResponse, type TAdminSlot } from '@freshfold/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `GET /api/admin/getAllSlots` */
export async function getSlots(): Promise<TAdminSlot[]> {
  return ZAdminSlotsResponse.parse(await api<unknown>('/admin/getAllSlots'));
}

export function useAdminSlots() {
  return useQuery({ queryKey: adminKeys.slots, queryFn: getSlots });
}
