import {
  ZAdminDeletedResponse,
  ZAdminSlot,
  type TAddSlotRequest,
  type TUpdateSlotRequest,
} from '@freshfold/shared';
import { request, useAdminMutation, type IdAndBody } from './admin-api';
import { adminKeys, customerPickupSlotsKey } from './keys';

/** `POST /api/admin/addSlot` */
export const addSlot = (body: TAddSlotRequest) =>
  request(ZAdminSlot, '/admin/addSlot', 'POST', body);

/** `POST /api/admin/updateSlot/{id}` */
export const updateSlot = ({ id, body }: IdAndBody<TUpdateSlotRequest>) =>
  request(ZAdminSlot, `/admin/updateSlot/${id}`, 'POST', body);

/** `DELETE /api/admin/deleteSlot/{id}` */
export const deleteSlot = (id: number) =>
  request(ZAdminDeletedResponse, `/admin/deleteSlot/${id}`, 'DELETE');

/** After a slot change: the dashboard's slots and the slots the cart offers are stale. */
const SLOT_KEYS = [adminKeys.slots.all, customerPickupSlotsKey] as const;

export const useAddSlot = () => useAdminMutation(addSlot, ...SLOT_KEYS);
export const useUpdateSlot = () => useAdminMutation(updateSlot, ...SLOT_KEYS);
export const useDeleteSlot = () => useAdminMutation(deleteSlot, ...SLOT_KEYS);
