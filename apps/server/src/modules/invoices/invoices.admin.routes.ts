import { ZAdminOrder } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors, adminIdParams } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import { loadAdminOrder } from '../orders/orders.admin.service.js';
import { issueInvoiceEarly } from './invoices.service.js';

/**
 * Invoices under `/api/admin` (app.ts registers them with the day's tools: staff issue and
 * read invoices as admins do).
 */
export const invoicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/invoice',
    {
      schema: {
        ...adminDoc,
        summary:
          "Issue a paid order's invoice before completion (201); one already issued is kept (200)",
        params: adminIdParams,
        response: { 200: ZAdminOrder, 201: ZAdminOrder, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { issued } = await issueInvoiceEarly(
        app.db,
        request.params.id,
        app.config.invoicing,
        auditActor(request),
      );
      return reply.status(issued ? 201 : 200).send(await loadAdminOrder(app.db, request.params.id));
    },
  );
};
