import { ZAdminDeletedResponse, ZClosure, type TCloseDateRequest } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { adminKeys, customerPickupSlotsKey } from './keys';

/** `POST /api/admin/closures`: answers the closure with the pickups booked on its date. */
export const closeDate = (body: TCloseDateRequest) =>
  request(ZClosure, '/admin/closures', 'POST', body);

/** `DELETE /api/admin/closures/{date}` */
export const reopenDate = (date: string) =>
  request(ZAdminDeletedResponse, `/admin/closures/${date}`, 'DELETE');

/** After a closure: the dashboard's list and the cart's slots and closed dates are stale. */
const CLOSURE_KEYS = [adminKeys.closures.all, customerPickupSlotsKey] as const;

export const useCloseDate = () => useAdminMutation(closeDate, ...CLOSURE_KEYS);
export const useReopenDate = () => useAdminMutation(reopenDate, ...CLOSURE_KEYS);
