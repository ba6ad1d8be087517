import type { TAddSlotRequest, TAdminSlot, TUpdateSlotRequest } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `POST /api/admin/addSlot` */
export function addSlot(body: TAddSlotRequest): Promise<TAdminSlot> {
  return api<TAdminSlot>('/admin/addSlot', { method: 'POST', body });
}

/** `POST /api/admin/updateSlot/{id}` */
export function updateSlot({ id, body }: { id: number; body: TUpdateSlotRequest }) {
  return api<TAdminSlot>(`/admin/updateSlot/${id}`, { method: 'POST', body });
}

/** `DELETE /api/admin/deleteSlot/{id}` */
export function deleteSlot(id: number): Promise<unknown> {
  return api(`/admin/deleteSlot/${id}`, { method: 'DELETE' });
}

function useSlotMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.slotsAll }),
  });
}

export const useAddSlot = () => useSlotMutation(addSlot);
export const useUpdateSlot = () => useSlotMutation(updateSlot);
export const useDeleteSlot = () => useSlotMutation(deleteSlot);
