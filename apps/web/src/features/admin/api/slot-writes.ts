import {
  ZAdminDeletedResponse,
  ZAdminSlot,
  type TAddSlotRequest,
  type TUpdateSlotRequest,
} from '@freshfold/shared';
import { request, useAdminMutation, type IdAndBody } from './admin-api';
import { adminKeys } from './keys';

/** `POST /api/admin/addSlot` */
export const addSlot = (body: TAddSlotRequest) =>
  request(ZAdminSlot, '/admin/addSlot', 'POST', body);

/** `POST /api/admin/updateSlot/{id}` */
export const updateSlot = ({ id, body }: IdAndBody<TUpdateSlotRequest>) =>
  request(ZAdminSlot, `/admin/updateSlot/${id}`, 'POST', body);

/** `DELETE /api/admin/deleteSlot/{id}` */
export const deleteSlot = (id: number) =>
  request(ZAdminDeletedResponse, `/admin/deleteSlot/${id}`, 'DELETE');

export const useAddSlot = () => useAdminMutation(addSlot, adminKeys.slots.all);
export const useUpdateSlot = () => useAdminMutation(updateSlot, adminKeys.slots.all);
export const useDeleteSlot = () => useAdminMutation(deleteSlot, adminKeys.slots.all);
