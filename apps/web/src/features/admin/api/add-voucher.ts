import { ZAdminVoucher, type TAddVoucherRequest } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { adminKeys } from './keys';

/** `POST /api/admin/addVoucher` */
export const addVoucher = (body: TAddVoucherRequest) =>
  request(ZAdminVoucher, '/admin/addVoucher', 'POST', body);

export const useAddVoucher = () => useAdminMutation(addVoucher, adminKeys.vouchers.all);
