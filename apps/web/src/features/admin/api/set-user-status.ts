import { ZAdminUser } from '@freshfold/shared';
import { request, useAdminMutation } from './admin-api';
import { adminKeys } from './keys';

/** `PATCH /api/admin/users/{id}/status`: disabling ends every session of the account at once. */
export const setUserStatus = ({ id, disabled }: { id: number; disabled: boolean }) =>
  request(ZAdminUser, `/admin/users/${id}/status`, 'PATCH', { disabled });

export const useSetUserStatus = () => useAdminMutation(setUserStatus, adminKeys.usersAll);
