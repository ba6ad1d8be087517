import { type TServiceRequest, type TService } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `POST /api/admin/createService` */
export function createService(body: TServiceRequest): Promise<TService> {
  return api<TService>('/admin/createService', { method: 'POST', body });
}

export function useCreateService() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: createService, onSuccess: invalidate });
}
