import { ZServiceItem, type TItemRequest } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { CATALOGUE_KEYS } from './catalogue-writes';

/** `POST /api/admin/createItem?serviceId={id}` */
export const createItem = ({ serviceId, body }: { serviceId: number; body: TItemRequest }) =>
  request(ZServiceItem, `/admin/createItem?serviceId=${serviceId}`, 'POST', body);

export const useCreateItem = () => useAdminMutation(createItem, ...CATALOGUE_KEYS);
