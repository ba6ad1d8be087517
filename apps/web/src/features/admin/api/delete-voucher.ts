import { ZAdminDeletedResponse, type TAdminDeletedResponse } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `DELETE /api/admin/deleteVoucher/{code}` */
export async function deleteVoucher(code: string): Promise<TAdminDeletedResponse> {
  return ZAdminDeletedResponse.parse(
    await api<unknown>(`/admin/deleteVoucher/${encodeURIComponent(code)}`, { method: 'DELETE' }),
  );
}

export function useDeleteVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.vouchersAll }),
  });
}
