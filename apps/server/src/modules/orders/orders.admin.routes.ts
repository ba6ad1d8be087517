import {
  ZAdminOrder,
  ZAdminOrdersPage,
  ZAdminOrdersQuery,
  ZAdminUpdateOrderRequest,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors, adminIdParams } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import { sendSerialisedJson } from '../../plugins/serializer.js';
import { listOrdersJson, updateOrder } from './orders.admin.service.js';

/** The admin's orders, under `/api/admin` (app.ts adds the admin check). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAllOrders',
    {
      schema: {
        ...adminDoc,
        summary: 'A page of orders, newest first, with items; filter by status, dates, search',
        querystring: ZAdminOrdersQuery,
        response: { 200: ZAdminOrdersPage, ...adminErrors },
      },
    },
    async (request, reply) =>
      sendSerialisedJson(reply, await listOrdersJson(app.db, app.orderViews, request.query)),
  );
  app.post(
    '/updateOrder/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Change the status, or the delivery date and slot, of an order',
        params: adminIdParams,
        body: ZAdminUpdateOrderRequest,
        response: { 200: ZAdminOrder, ...adminErrors },
      },
    },
    async (request) =>
      updateOrder(
        app.db,
        request.params.id,
        request.body,
        auditActor(request),
        app.config.invoicing,
      ),
  );
};
