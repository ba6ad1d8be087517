import { ZClosedDatesResponse, type TClosedDate } from '@freshfold/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** `GET /api/pickup-timeslots/closed-dates`: the dates of the pickup window the shop is closed. */
export async function getClosedDates(): Promise<TClosedDate[]> {
  return ZClosedDatesResponse.parse(await api<unknown>('/pickup-timeslots/closed-dates'));
}

/** Under the pickup slots' root: whatever makes the slots stale makes these stale too. */
const closedDatesQueryKey = [...queryRoots.pickupSlots, 'closed-dates'] as const;

/** The closed dates of the pickup window (guests too), checked again after a minute as slots are. */
export function useClosedDates() {
  return useQuery({ queryKey: closedDatesQueryKey, queryFn: getClosedDates, staleTime: 60_000 });
}
