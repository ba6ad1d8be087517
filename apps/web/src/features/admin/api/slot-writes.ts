import {
  ZAdminDeletedResponse,
  ZAdminSlot,
  type TAddSlotRequest,
  type TAdminDeletedResponse,
  type TAdminSlot,
  type TUpdateSlotRequest,
} from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `POST /api/admin/addSlot` */
export async function addSlot(body: TAddSlotRequest): Promise<TAdminSlot> {
  return ZAdminSlot.parse(await api<unknown>('/admin/addSlot', { method: 'POST', body }));
}

/** `POST /api/admin/updateSlot/{id}` */
export async function updateSlot({
  id,
  body,
}: {
  id: number;
  body: TUpdateSlotRequest;
}): Promise<TAdminSlot> {
  return ZAdminSlot.parse(await api<unknown>(`/admin/updateSlot/${id}`, { method: 'POST', body }));
}

/** `DELETE /api/admin/deleteSlot/{id}` */
export async function deleteSlot(id: number): Promise<TAdminDeletedResponse> {
  return ZAdminDeletedResponse.parse(
    await api<unknown>(`/admin/deleteSlot/${id}`, { method: 'DELETE' }),
  );
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
