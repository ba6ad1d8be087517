import { ZOrder, type TOrder } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** `POST /api/authUser/cancelOrder/{id}`: cancels an own order while it is pending. */
export async function cancelOrder(orderId: number): Promise<TOrder> {
  return ZOrder.parse(await api<unknown>(`/authUser/cancelOrder/${orderId}`, { method: 'POST' }));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.myOrders }),
        queryClient.invalidateQueries({ queryKey: queryRoots.pickupSlots }),
      ]);
    },
  });
}
