import { ZAdminVouchersResponse, type TAdminVoucher } from '@freshfold/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** `GET /api/admin/getAllVouchers` */
export async function getVouchers(): Promise<TAdminVoucher[]> {
  return ZAdminVouchersResponse.parse(await api<unknown>('/admin/getAllVouchers'));
}

export function useAdminVouchers() {
  return useQuery({ queryKey: adminKeys.vouchers, queryFn: getVouchers });
}
