import {
  ZOrderPaymentsResponse,
  ZOutstandingPage,
  ZOutstandingQuery,
  ZRecordPaymentRequest,
  ZRecordPaymentResponse,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateRoute,
  adminDoc,
  adminErrors,
  adminIdParams,
} from '../../lib/admin-route-schema.js';
import { listPayments, outstandingOrders, recordPayment } from './payments.service.js';

/** Payments and refunds, under `/api/admin` (staff and admins: app.ts's `shopDayRoutes`). */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/payments',
    {
      schema: {
        ...adminDoc,
        summary: "An order's payments and refunds, oldest first, with its payment state",
        params: adminIdParams,
        response: { 200: ZOrderPaymentsResponse, ...adminErrors },
      },
    },
    async (request) => listPayments(app.db, request.params.id),
  );
  adminCreateRoute(app, '/orders/:id/payments', {
    summary: 'Record a payment (cash, UPI, card) or a refund (a negative amount with a reason)',
    parent: { params: adminIdParams },
    body: ZRecordPaymentRequest,
    response: ZRecordPaymentResponse,
    create: (actor, body, { id }) => recordPayment(app.db, actor, id, body),
  });
  app.get(
    '/outstanding',
    {
      schema: {
        ...adminDoc,
        summary: 'Completed orders with money still due, oldest first',
        querystring: ZOutstandingQuery,
        response: { 200: ZOutstandingPage, ...adminErrors },
      },
    },
    async (request) => outstandingOrders(app.db, request.query),
  );
};
