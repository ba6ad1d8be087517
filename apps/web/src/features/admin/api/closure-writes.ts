import { ZAdminDeletedResponse, ZClosure, type TCloseDateRequest } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { adminKeys } from './keys';

/** `POST /api/admin/closures`: answers the closure with the pickups booked on its date. */
export const closeDate = (body: TCloseDateRequest) =>
  request(ZClosure, '/admin/closures', 'POST', body);

/** `DELETE /api/admin/closures/{date}` */
export const reopenDate = (date: string) =>
  request(ZAdminDeletedResponse, `/admin/closures/${date}`, 'DELETE');

export const useCloseDate = () => useAdminMutation(closeDate, adminKeys.closures.all);
export const useReopenDate = () => useAdminMutation(reopenDate, adminKeys.closures.all);
