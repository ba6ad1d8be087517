import { ZOrder, type TOrder } from '@freshfold/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { queryRoots } from '@/lib/query-keys';

/** `POST /api/authUser/cancelOrder/{id}`: cancels an own order while it is pending. */
export async function cancelOrder(orderId: number): Promise<TOrder> {
  return ZOrder.parse(await api<unknown>(`/authUser/cancelOrder/${orderId}`, { method: 'POST' }));
}

export const useCancelOrder = () =>
  useInvalidatingMutation(cancelOrder, queryRoots.myOrders, queryRoots.pickupSlots);
