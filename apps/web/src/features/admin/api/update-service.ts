import { ZUpdatedService, type TServiceRequest } from '@freshfold/shared';
import { request, useAdminMutation, type IdAndBody } from './admin-api';
import { CATALOGUE_KEYS } from './catalogue-writes';

/** `POST /api/admin/updateService/{id}` */
export const updateService = ({ id, body }: IdAndBody<TServiceRequest>) =>
  request(ZUpdatedService, `/admin/updateService/${id}`, 'POST', body);

export const useUpdateService = () => useAdminMutation(updateService, ...CATALOGUE_KEYS);
