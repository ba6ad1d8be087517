import { ZOrder, type TOrder } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const ZMyOrdersResponse = z.array(ZOrder);

/** `GET /api/authUser/myOrders/{userId}`: the customer's orders, newest first. */
export async function getMyOrders(userId: number): Promise<TOrder[]> {
  return ZMyOrdersResponse.parse(await api<unknown>(`/authUser/myOrders/${userId}`));
}

export const myOrdersQueryKey = (userId: number) =>
  [...queryRoots.myOrders, 'mine', userId] as const;

export const myOrdersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: myOrdersQueryKey(userId),
    queryFn: () => getMyOrders(userId),
  });

/** The signed-in customer's orders; disabled while no one is signed in. */
export function useMyOrders(userId: number | undefined) {
  return useQuery({ ...myOrdersQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
