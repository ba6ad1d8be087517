import { ZSlotsByDateResponse, type TSlotOption } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** `GET /api/pickup-timeslots/by-date?date=…`: the slots offered on a date (guests too). */
export async function getPickupSlots(date: string): Promise<TSlotOption[]> {
  return ZSlotsByDateResponse.parse(
    await api<unknown>(`/pickup-timeslots/by-date?date=${encodeURIComponent(date)}`),
  );
}

export const pickupSlotsQueryKey = (date: string) => [...queryRoots.pickupSlots, date] as const;

export const pickupSlotsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: pickupSlotsQueryKey(date),
    queryFn: () => getPickupSlots(date),
    // Places fill up: a slot list older than a minute is checked again.
    staleTime: 60_000,
  });

/** The slots of a date; idle while no date is chosen. */
export function usePickupSlots(date: string | null) {
  return useQuery({ ...pickupSlotsQueryOptions(date ?? ''), enabled: Boolean(date) });
}
