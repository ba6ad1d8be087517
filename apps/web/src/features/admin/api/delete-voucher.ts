import { ZAdminDeletedResponse } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { adminKeys } from './keys';

/** `DELETE /api/admin/deleteVoucher/{code}` */
export const deleteVoucher = (code: string) =>
  request(ZAdminDeletedResponse, `/admin/deleteVoucher/${encodeURIComponent(code)}`, 'DELETE');

export const useDeleteVoucher = () => useAdminMutation(deleteVoucher, adminKeys.vouchers.all);
