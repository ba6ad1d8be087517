import { ZServiceItem, type TItemRequest, type TServiceItem } from '@freshfold/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCatalogueInvalidation } from './catalogue-writes';

/** `POST /api/admin/createItem?serviceId={id}` */
export async function createItem({
  serviceId,
  body,
}: {
  serviceId: number;
  body: TItemRequest;
}): Promise<TServiceItem> {
  return ZServiceItem.parse(
    await api<unknown>(`/admin/createItem?serviceId=${serviceId}`, { method: 'POST', body }),
  );
}

export function useCreateItem() {
  const invalidate = useCatalogueInvalidation();
  return useMutation({ mutationFn: createItem, onSuccess: invalidate });
}
