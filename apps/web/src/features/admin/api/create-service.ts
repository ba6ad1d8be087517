import { ZService, type TServiceRequest } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { CATALOGUE_KEYS } from './catalogue-writes';

/** `POST /api/admin/createService` */
export const createService = (body: TServiceRequest) =>
  request(ZService, '/admin/createService', 'POST', body);

export const useCreateService = () => useAdminMutation(createService, ...CATALOGUE_KEYS);
