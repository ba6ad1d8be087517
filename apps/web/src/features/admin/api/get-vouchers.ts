import { ZAdminVouchersResponse, type TAdminVoucher } from '@freshfold/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, useAdminId } from './keys';

/** `GET /api/admin/getAllVouchers` */
export async function getVouchers(): Promise<TAdminVoucher[]> {
  return ZAdminVouchersResponse.parse(await api<unknown>('/admin/getAllVouchers'));
}

export const adminVouchersQueryOptions = (adminId: number) =>
  queryOptions({ queryKey: adminKeys.vouchers(adminId), queryFn: getVouchers });

export function useAdminVouchers() {
  return useQuery(adminVouchersQueryOptions(useAdminId()));
}
