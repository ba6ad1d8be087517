import { ZReferralsResponse, type TReferralsResponse } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/referrals`: who registered with the customer's link and the points earned. */
export async function getReferrals(): Promise<TReferralsResponse> {
  return ZReferralsResponse.parse(await api<unknown>('/referrals'));
}

export const referralsQueryOptions = queryOptions({
  queryKey: ['referrals', 'mine'],
  queryFn: getReferrals,
});

export function useReferrals(enabled: boolean) {
  return useQuery({ ...referralsQueryOptions, enabled });
}
