import { ZReferralsResponse, type TReferralsResponse } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** `GET /api/referrals`: who registered with the customer's link and the points earned. */
export async function getReferrals(): Promise<TReferralsResponse> {
  return ZReferralsResponse.parse(await api<unknown>('/referrals'));
}

/** Keyed by the customer: the list of one account is never shown to the next in this tab. */
export const referralsQueryKey = (userId: number) => [...queryRoots.referrals, userId] as const;

export const referralsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: referralsQueryKey(userId), queryFn: getReferrals });

/** The signed-in customer's referrals; disabled while no one is signed in. */
export function useReferrals(userId: number | undefined) {
  return useQuery({ ...referralsQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
