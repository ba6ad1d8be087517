import { ZAdminOrder, ZIntakeItemsRequest, ZOrderQuoteResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors, adminIdParams } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import { orderLabelSheet, quoteIntake, replaceOrderItems } from './intake.service.js';

/**
 * Intake and garment tags, under `/api/admin` (app.ts registers them with the day's tools,
 * open to staff as well as admins).
 */
export const intakeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/orders/:id/items',
    {
      schema: {
        ...adminDoc,
        summary: "Intake: replace a pending or picked-up order's lines with what arrived",
        params: adminIdParams,
        body: ZIntakeItemsRequest,
        response: { 200: ZAdminOrder, ...adminErrors },
      },
    },
    async (request) =>
      replaceOrderItems(app.db, request.params.id, request.body, auditActor(request)),
  );
  app.post(
    '/orders/:id/items/quote',
    {
      schema: {
        ...adminDoc,
        summary: 'What saving these lines at intake would charge (nothing is written)',
        params: adminIdParams,
        body: ZIntakeItemsRequest,
        response: { 200: ZOrderQuoteResponse, ...adminErrors },
      },
    },
    async (request) => quoteIntake(app.db, request.params.id, request.body),
  );
  app.get(
    '/orders/:id/labels.pdf',
    {
      schema: {
        ...adminDoc,
        summary: "The order's garment labels, a PDF: A4 sheets of 3 × 8, one label a garment",
        params: adminIdParams,
      },
    },
    async (request, reply) => {
      const pdf = await orderLabelSheet(app.db, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="order-${request.params.id}-labels.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
