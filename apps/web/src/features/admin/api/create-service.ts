import { ZService, type TServiceRequest, type TService } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `POST /api/admin/createService` */
export async function createService(body: TServiceRequest): Promise<TService> {
  return ZService.parse(await api<unknown>('/admin/createService', { method: 'POST', body }));
}

export function useCreateService() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: createService, onSuccess: invalidate });
}
