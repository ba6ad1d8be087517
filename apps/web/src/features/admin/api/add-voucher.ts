import { ZAdminVoucher, type TAddVoucherRequest, type TAdminVoucher } from '@freshfold/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `POST /api/admin/addVoucher` */
export async function addVoucher(body: TAddVoucherRequest): Promise<TAdminVoucher> {
  return ZAdminVoucher.parse(await api<unknown>('/admin/addVoucher', { method: 'POST', body }));
}

export function useAddVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.vouchersAll }),
  });
}
