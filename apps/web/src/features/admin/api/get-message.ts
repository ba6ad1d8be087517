import { ZOutboxMessageDetail, type TOutboxMessageDetail } from '@freshfold/shared';
import { useSignedInUserId } from '@/lib/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `GET /api/admin/messages/{id}`: one message with its rendered bodies. */
export async function getMessage(id: number): Promise<TOutboxMessageDetail> {
  return ZOutboxMessageDetail.parse(await api<unknown>(`/admin/messages/${id}`));
}

export const adminMessageQueryOptions = (adminId: number, id: number) =>
  queryOptions({ queryKey: adminKeys.message(adminId, id), queryFn: () => getMessage(id) });

export function useAdminMessage(id: number) {
  return useQuery(adminMessageQueryOptions(useSignedInUserId(), id));
}
