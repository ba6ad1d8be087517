import type { TAddVoucherRequest, TAdminVoucher } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `POST /api/admin/addVoucher` */
export function addVoucher(body: TAddVoucherRequest): Promise<TAdminVoucher> {
  return api<TAdminVoucher>('/admin/addVoucher', { method: 'POST', body });
}

export function useAddVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.vouchersAll }),
  });
}
