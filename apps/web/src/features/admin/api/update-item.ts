import { ZServiceItem, type TItemRequest } from '@freshfold/shared';
import { request, useAdminMutation, type IdAndBody } from './admin-api';
import { CATALOGUE_KEYS } from './catalogue-writes';

/** `POST /api/admin/updateItem/{id}` */
export const updateItem = ({ id, body }: IdAndBody<TItemRequest>) =>
  request(ZServiceItem, `/admin/updateItem/${id}`, 'POST', body);

export const useUpdateItem = () => useAdminMutation(updateItem, ...CATALOGUE_KEYS);
