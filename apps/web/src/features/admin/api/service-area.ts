import { ZServiceAreaResponse, type TServiceAreaRequest } from '@freshfold/shared';
import { adminList, request, useAdminList, useAdminMutation } from './admin-api';
import { adminKeys } from './keys';
import { queryRoots } from '@/lib/query-keys';

/** `GET /api/admin/service-area`: the PIN codes the shop picks up from, ascending. */
export const adminServiceArea = adminList(
  '/admin/service-area',
  ZServiceAreaResponse,
  adminKeys.serviceArea.of,
);

/** `PUT /api/admin/service-area`: replaces the list; answers it as saved. */
export const replaceServiceArea = (body: TServiceAreaRequest) =>
  request(ZServiceAreaResponse, '/admin/service-area', 'PUT', body);

export const useAdminServiceArea = () => useAdminList(adminServiceArea);
/** A new list changes which customers' quotes say "served", this admin's own cart's too. */
export const useReplaceServiceArea = () =>
  useAdminMutation(replaceServiceArea, adminKeys.serviceArea.all, queryRoots.orderQuote);
