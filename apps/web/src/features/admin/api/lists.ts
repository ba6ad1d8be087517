import {
  ZAuditPage,
  type TAuditQuery,
  ZAdminContactMessagesPage,
  ZAdminMessagesPage,
  ZAdminOrdersPage,
  ZAdminSlotsResponse,
  ZClosuresResponse,
  ZAdminUsersPage,
  ZAdminVouchersResponse,
  ZGetAllServicesResponse,
  type TAdminContactMessagesQuery,
  type TAdminMessagesQuery,
  type TAdminOrdersQuery,
  type TAdminUsersQuery,
} from '@freshfold/shared';
import { adminList, pagedAdminList, useAdminList, usePagedAdminList } from './admin-api';
import { adminKeys } from './keys';

/** `GET /api/admin/getAllUsers?q=&page=&pageSize=` */
export const adminUsers = pagedAdminList('/admin/getAllUsers', ZAdminUsersPage, adminKeys.users);

/** `GET /api/admin/getAllOrders?status=&from=&to=&q=&page=&pageSize=` */
export const adminOrders = pagedAdminList(
  '/admin/getAllOrders',
  ZAdminOrdersPage,
  adminKeys.orders,
);

/** `GET /api/admin/messages?status=&page=&pageSize=`: failures first, then newest first. */
export const adminMessages = pagedAdminList(
  '/admin/messages',
  ZAdminMessagesPage,
  adminKeys.messages,
);

/**
 * `GET /api/admin/contact-messages?status=&page=&pageSize=`: unhandled first, newest first
 * within each; `unhandled` counts every unhandled message, whatever the filter.
 */
export const adminContactMessages = pagedAdminList(
  '/admin/contact-messages',
  ZAdminContactMessagesPage,
  adminKeys.contactMessages,
);

/**
 * The live catalogue for the admin (`GET /api/services/getAllService`). Unlike the customer's
 * pages there is no timeout and no built-in fallback: the admin edits the real records.
 */
export const adminServices = adminList(
  '/services/getAllService',
  ZGetAllServicesResponse,
  adminKeys.services.of,
);

/** `GET /api/admin/closures`: every closed date by date, with the pickups booked on it. */
export const adminClosures = adminList('/admin/closures', ZClosuresResponse, adminKeys.closures.of);

/** `GET /api/admin/getAllSlots` */
export const adminSlots = adminList('/admin/getAllSlots', ZAdminSlotsResponse, adminKeys.slots.of);

/** `GET /api/admin/getAllVouchers` */
export const adminVouchers = adminList(
  '/admin/getAllVouchers',
  ZAdminVouchersResponse,
  adminKeys.vouchers.of,
);

/** `GET /api/admin/audit?from=&to=&actor=&q=&page=&pageSize=`: newest first (admins only). */
export const adminAudit = pagedAdminList('/admin/audit', ZAuditPage, adminKeys.audit);

export const useAdminUsers = (query: TAdminUsersQuery, enabled?: boolean) =>
  usePagedAdminList(adminUsers, query, enabled);
export const useAdminAudit = (query: TAuditQuery) => usePagedAdminList(adminAudit, query);
export const useAdminOrders = (query: TAdminOrdersQuery) => usePagedAdminList(adminOrders, query);
export const useAdminMessages = (query: TAdminMessagesQuery) =>
  usePagedAdminList(adminMessages, query);
export const useAdminContactMessages = (query: TAdminContactMessagesQuery) =>
  usePagedAdminList(adminContactMessages, query);
export const useAdminServices = () => useAdminList(adminServices);
export const useAdminSlots = () => useAdminList(adminSlots);
export const useAdminClosures = () => useAdminList(adminClosures);
export const useAdminVouchers = (enabled?: boolean) => useAdminList(adminVouchers, enabled);
