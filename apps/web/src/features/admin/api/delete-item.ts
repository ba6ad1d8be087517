import { ZAdminDeletedResponse } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { CATALOGUE_KEYS } from './catalogue-writes';

/** `DELETE /api/admin/deleteItem/{id}` */
export const deleteItem = (id: number) =>
  request(ZAdminDeletedResponse, `/admin/deleteItem/${id}`, 'DELETE');

export const useDeleteItem = () => useAdminMutation(deleteItem, ...CATALOGUE_KEYS);
