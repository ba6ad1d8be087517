import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `DELETE /api/admin/deleteVoucher/{code}` */
export function deleteVoucher(code: string): Promise<unknown> {
  return api(`/admin/deleteVoucher/${encodeURIComponent(code)}`, { method: 'DELETE' });
}

export function useDeleteVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.vouchersAll }),
  });
}
