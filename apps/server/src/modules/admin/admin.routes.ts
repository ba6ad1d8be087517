import {
  ZAddSlotRequest,
  ZAddVoucherRequest,
  ZAdminDeletedResponse,
  ZAdminOrder,
  ZAdminOrdersPage,
  ZAdminOrdersQuery,
  ZAdminSetPasswordRequest,
  ZAdminSlot,
  ZAdminSlotsResponse,
  ZAdminUpdateOrderRequest,
  ZAdminUpdateUserRequest,
  ZAdminUser,
  ZAdminUserStatusRequest,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZAdminVoucher,
  ZAdminVouchersResponse,
  ZCreateItemQuery,
  ZErrorResponse,
  ZIdParam,
  ZItemRequest,
  ZService,
  ZServiceItem,
  ZServiceRequest,
  ZToggleVoucherRequest,
  ZUpdatedService,
  ZUpdateSlotRequest,
} from '@freshfold/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  createItem,
  createService,
  deleteItem,
  deleteService,
  updateItem,
  updateService,
} from './admin-catalogue.service.js';
import { listOrdersJson, updateOrder } from './admin-orders.service.js';
import { sendSerialisedJson } from '../../plugins/serializer.js';
import { addSlot, deleteSlot, listSlots, updateSlot } from './admin-slots.service.js';
import { listUsers, setUserPassword, setUserStatus, updateUser } from './admin-users.service.js';
import {
  addVoucher,
  deleteVoucher,
  listVouchers,
  toggleVoucher,
} from './admin-vouchers.service.js';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const idParams = z.object({ id: ZIdParam });
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/**
 * Every `/api/admin/*` path. The admin check is a hook on this whole plugin rather than on
 * each route, so a route added here later cannot forget it: 401 without a valid token, 403
 * for a customer.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  // Users
  app.get(
    '/getAllUsers',
    {
      schema: {
        ...common,
        summary: 'A page of users with their loyalty points; q matches name, email or phone',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersPage, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );
  app.post(
    '/updateUser/:id',
    {
      schema: {
        ...common,
        summary: "Edit a user's profile (never email or password)",
        params: idParams,
        body: ZAdminUpdateUserRequest,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) => updateUser(app.db, app.databaseKind, request.params.id, request.body),
  );
  app.patch(
    '/users/:id/status',
    {
      schema: {
        ...common,
        summary:
          'Disable an account (no login; every session ends at once) or enable it again; 409 for your own account or the last admin who can sign in',
        params: idParams,
        body: ZAdminUserStatusRequest,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) =>
      setUserStatus(
        app.db,
        app.databaseKind,
        currentUser(request).id,
        request.params.id,
        request.body.disabled,
      ),
  );
  app.put(
    '/users/:id/password',
    {
      bodyLimit: 16 * 1024,
      schema: {
        ...common,
        summary:
          "Set a new password for a user who lost theirs; ends every session of the account. An admin's own account needs currentPassword",
        params: idParams,
        body: ZAdminSetPasswordRequest,
        response: { 204: z.null(), 429: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await setUserPassword(
        { db: app.db, config: app.config, loginAttempts: app.loginAttempts },
        currentUser(request).id,
        request.params.id,
        request.body,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );

  // Orders
  app.get(
    '/getAllOrders',
    {
      schema: {
        ...common,
        summary: 'A page of orders, newest first, with items; filter by status, dates, search',
        querystring: ZAdminOrdersQuery,
        response: { 200: ZAdminOrdersPage, ...errors },
      },
    },
    async (request, reply) =>
      sendSerialisedJson(reply, await listOrdersJson(app.db, app.orderViews, request.query)),
  );
  app.post(
    '/updateOrder/:id',
    {
      schema: {
        ...common,
        summary: 'Change the status, or the delivery date and slot, of an order',
        params: idParams,
        body: ZAdminUpdateOrderRequest,
        response: { 200: ZAdminOrder, ...errors },
      },
    },
    async (request) =>
      updateOrder(
        app.db,
        app.databaseKind,
        request.params.id,
        request.body,
        currentUser(request).id,
      ),
  );

  // Services and items. The public catalogue is cached in memory: a successful change here
  // drops this instance's copy at once (other instances follow the version stamp).
  const refreshCatalogue = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) app.catalogue.invalidate();
  };
  app.post(
    '/createService',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...common,
        summary: 'Add a service',
        body: ZServiceRequest,
        response: { 201: ZService, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createService(app.db, request.body)),
  );
  app.post(
    '/updateService/:id',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...common,
        summary: "Change a service's name and description",
        params: idParams,
        body: ZServiceRequest,
        response: { 200: ZUpdatedService, ...errors },
      },
    },
    async (request) => updateService(app.db, request.params.id, request.body),
  );
  app.delete(
    '/deleteService/:id',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...common,
        summary: 'Delete a service and its items (past orders keep their lines)',
        params: idParams,
        response: { 200: ZAdminDeletedResponse, ...errors },
      },
    },
    async (request) => {
      await deleteService(app.db, request.params.id);
      return { message: 'Service deleted' };
    },
  );
  app.post(
    '/createItem',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...common,
        summary: 'Add a priced item to a service',
        querystring: ZCreateItemQuery,
        body: ZItemRequest,
        response: { 201: ZServiceItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createItem(app.db, request.query.serviceId, request.body)),
  );
  app.post(
    '/updateItem/:id',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...common,
        summary: "Change an item's name, description or price",
        params: idParams,
        body: ZItemRequest,
        response: { 200: ZServiceItem, ...errors },
      },
    },
    async (request) => updateItem(app.db, request.params.id, request.body),
  );
  app.delete(
    '/deleteItem/:id',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...common,
        summary: 'Delete an item (past orders keep their lines)',
        params: idParams,
        response: { 200: ZAdminDeletedResponse, ...errors },
      },
    },
    async (request) => {
      await deleteItem(app.db, request.params.id);
      return { message: 'Service item deleted' };
    },
  );

  // Vouchers
  app.get(
    '/getAllVouchers',
    {
      schema: {
        ...common,
        summary: 'Every voucher, newest first',
        response: { 200: ZAdminVouchersResponse, ...errors },
      },
    },
    async () => listVouchers(app.db),
  );
  app.post(
    '/addVoucher',
    {
      schema: {
        ...common,
        summary: 'Create a voucher (code upper-cased and unique)',
        body: ZAddVoucherRequest,
        response: { 201: ZAdminVoucher, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addVoucher(app.db, request.body)),
  );
  app.post(
    '/toggleVoucher',
    {
      schema: {
        ...common,
        summary: 'Switch a voucher on or off',
        body: ZToggleVoucherRequest,
        response: { 200: ZAdminVoucher, ...errors },
      },
    },
    async (request) => toggleVoucher(app.db, request.body),
  );
  app.delete(
    '/deleteVoucher/:code',
    {
      schema: {
        ...common,
        summary: 'Delete a voucher (orders keep the code they used)',
        params: z.object({ code: z.string().trim().min(1).max(32) }),
        response: { 200: ZAdminDeletedResponse, ...errors },
      },
    },
    async (request) => {
      await deleteVoucher(app.db, request.params.code);
      return { message: 'Voucher deleted' };
    },
  );

  // Pickup slots
  app.get(
    '/getAllSlots',
    {
      schema: {
        ...common,
        summary: 'Every pickup slot, Monday first',
        response: { 200: ZAdminSlotsResponse, ...errors },
      },
    },
    async () => listSlots(app.db),
  );
  app.post(
    '/addSlot',
    {
      schema: {
        ...common,
        summary: 'Add a weekly pickup slot',
        body: ZAddSlotRequest,
        response: { 201: ZAdminSlot, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addSlot(app.db, request.body)),
  );
  app.post(
    '/updateSlot/:id',
    {
      schema: {
        ...common,
        summary: "Change a slot's day, times, availability or capacity",
        params: idParams,
        body: ZUpdateSlotRequest,
        response: { 200: ZAdminSlot, ...errors },
      },
    },
    async (request) => updateSlot(app.db, request.params.id, request.body),
  );
  app.delete(
    '/deleteSlot/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a slot no order holds (409 otherwise: mark it unavailable)',
        params: idParams,
        response: { 200: ZAdminDeletedResponse, ...errors },
      },
    },
    async (request) => {
      await deleteSlot(app.db, request.params.id);
      return { message: 'Pickup time slot deleted' };
    },
  );
};
