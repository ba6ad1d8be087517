import { ZUpdatedService, type TServiceRequest, type TUpdatedService } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `POST /api/admin/updateService/{id}` */
export async function updateService({
  id,
  body,
}: {
  id: number;
  body: TServiceRequest;
}): Promise<TUpdatedService> {
  return ZUpdatedService.parse(
    await api<unknown>(`/admin/updateService/${id}`, { method: 'POST', body }),
  );
}

export function useUpdateService() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: updateService, onSuccess: invalidate });
}
