import { ZAdminOrder, type TAdminOrder, type TAdminUpdateOrderRequest } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, customerOrdersKey } from './keys';

/** `POST /api/admin/updateOrder/{id}`: a status, or the delivery date and slot. */
export async function updateOrder(
  id: number,
  body: TAdminUpdateOrderRequest,
): Promise<TAdminOrder> {
  return ZAdminOrder.parse(
    await api<unknown>(`/admin/updateOrder/${id}`, { method: 'POST', body }),
  );
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminUpdateOrderRequest }) =>
      updateOrder(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.ordersAll }),
        queryClient.invalidateQueries({ queryKey: customerOrdersKey }),
      ]);
    },
  });
}
