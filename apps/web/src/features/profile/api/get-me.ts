import { ZUserResponse, type TUserResponse } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/auth/me`: the signed-in user as the server has it now (points included). */
export async function getMe(): Promise<TUserResponse> {
  return ZUserResponse.parse(await api<unknown>('/auth/me'));
}

export const meQueryKey = (userId: number) => ['auth', 'me', userId] as const;

export const meQueryOptions = (userId: number) =>
  queryOptions({ queryKey: meQueryKey(userId), queryFn: getMe });

/** Refreshes the signed-in user; disabled while no one is signed in. */
export function useMe(userId: number | undefined) {
  return useQuery({ ...meQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
