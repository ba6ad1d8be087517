import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `DELETE /api/admin/deleteService/{id}` */
export function deleteService(id: number): Promise<unknown> {
  return api<unknown>(`/admin/deleteService/${id}`, { method: 'DELETE' });
}

export function useDeleteService() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: deleteService, onSuccess: invalidate });
}
