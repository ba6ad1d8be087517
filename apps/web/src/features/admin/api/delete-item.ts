import { ZAdminDeletedResponse, type TAdminDeletedResponse } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `DELETE /api/admin/deleteItem/{id}` */
export async function deleteItem(id: number): Promise<TAdminDeletedResponse> {
  return ZAdminDeletedResponse.parse(
    await api<unknown>(`/admin/deleteItem/${id}`, { method: 'DELETE' }),
  );
}

export function useDeleteItem() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: deleteItem, onSuccess: invalidate });
}
