import { ZAdminDeletedResponse } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { CATALOGUE_KEYS } from './catalogue-writes';

/** `DELETE /api/admin/deleteService/{id}` */
export const deleteService = (id: number) =>
  request(ZAdminDeletedResponse, `/admin/deleteService/${id}`, 'DELETE');

export const useDeleteService = () => useAdminMutation(deleteService, ...CATALOGUE_KEYS);
