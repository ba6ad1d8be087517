import {
  ZAdminDeletedResponse,
  ZCloseDateRequest,
  ZClosure,
  ZClosureParams,
  ZClosuresResponse,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import { closeDate, listClosures, reopenDate } from './closures.admin.service.js';

/** The dates the shop closes, under `/api/admin` (admins only: app.ts). */
export const closuresAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/closures',
    {
      schema: {
        ...adminDoc,
        summary: 'Every closed date, past and upcoming, with the pickups booked on it',
        response: { 200: ZClosuresResponse, ...adminErrors },
      },
    },
    async () => listClosures(app.db),
  );
  app.post(
    '/closures',
    {
      schema: {
        ...adminDoc,
        summary: 'Close a date: no pickup is offered or booked on it; its customers are told',
        body: ZCloseDateRequest,
        response: { 201: ZClosure, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await closeDate(app.db, auditActor(request), request.body)),
  );
  app.delete(
    '/closures/:date',
    {
      schema: {
        ...adminDoc,
        summary: 'Open a closed date again',
        params: ZClosureParams,
        response: { 200: ZAdminDeletedResponse, ...adminErrors },
      },
    },
    async (request) => {
      await reopenDate(app.db, auditActor(request), request.params.date);
      return { message: 'The shop is open on this date again' };
    },
  );
};
