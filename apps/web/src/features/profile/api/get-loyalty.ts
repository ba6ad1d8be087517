import { ZLoyaltyResponse, type TLoyaltyResponse } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/authUser/loyalty`: the caller's points balance and history, newest first. */
export async function getLoyalty(): Promise<TLoyaltyResponse> {
  return ZLoyaltyResponse.parse(await api<unknown>('/authUser/loyalty'));
}

export const loyaltyQueryKey = (userId: number) => ['auth', 'loyalty', userId] as const;

/** The signed-in customer's points history; asked again each time the profile shows it. */
export function useLoyalty(userId: number) {
  return useQuery(queryOptions({ queryKey: loyaltyQueryKey(userId), queryFn: getLoyalty }));
}
