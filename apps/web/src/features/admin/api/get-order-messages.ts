import { ZOrderMessages, type TOrderMessages } from '@freshfold/shared';
import { useSignedInUserId } from '@/lib/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `GET /api/admin/orders/{id}/messages`: what was sent about one order, oldest first. */
export async function getOrderMessages(orderId: number): Promise<TOrderMessages> {
  return ZOrderMessages.parse(await api<unknown>(`/admin/orders/${orderId}/messages`));
}

export const adminOrderMessagesQueryOptions = (adminId: number, orderId: number) =>
  queryOptions({
    queryKey: adminKeys.orderMessages(adminId, orderId),
    queryFn: () => getOrderMessages(orderId),
  });

export function useAdminOrderMessages(orderId: number) {
  return useQuery(adminOrderMessagesQueryOptions(useSignedInUserId(), orderId));
}
