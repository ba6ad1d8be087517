import { ZAdminUser, type TAdminUpdateUserRequest } from '@freshfold/shared';
import { request, useAdminMutation, type IdAndBody } from './admin-api';
import { adminKeys } from './keys';

/** `POST /api/admin/updateUser/{id}` */
export const updateUser = ({ id, body }: IdAndBody<TAdminUpdateUserRequest>) =>
  request(ZAdminUser, `/admin/updateUser/${id}`, 'POST', body);

export const useUpdateUser = () => useAdminMutation(updateUser, adminKeys.usersAll);
