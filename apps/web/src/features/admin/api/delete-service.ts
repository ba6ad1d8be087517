import { ZAdminDeletedResponse, type TAdminDeletedResponse } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `DELETE /api/admin/deleteService/{id}` */
export async function deleteService(id: number): Promise<TAdminDeletedResponse> {
  return ZAdminDeletedResponse.parse(
    await api<unknown>(`/admin/deleteService/${id}`, { method: 'DELETE' }),
  );
}

export function useDeleteService() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: deleteService, onSuccess: invalidate });
}
