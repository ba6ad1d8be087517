import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `DELETE /api/admin/deleteItem/{id}` */
export function deleteItem(id: number): Promise<unknown> {
  return api<unknown>(`/admin/deleteItem/${id}`, { method: 'DELETE' });
}

export function useDeleteItem() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: deleteItem, onSuccess: invalidate });
}
