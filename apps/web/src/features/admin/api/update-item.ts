import { ZServiceItem, type TItemRequest, type TServiceItem } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `POST /api/admin/updateItem/{id}` */
export async function updateItem({
  id,
  body,
}: {
  id: number;
  body: TItemRequest;
}): Promise<TServiceItem> {
  return ZServiceItem.parse(
    await api<unknown>(`/admin/updateItem/${id}`, { method: 'POST', body }),
  );
}

export function useUpdateItem() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: updateItem, onSuccess: invalidate });
}
