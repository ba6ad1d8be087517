import { ZCloseDateRequest, ZClosure, ZClosureParams, ZClosuresResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateRoute,
  adminDeleteRoute,
  adminDoc,
  adminErrors,
} from '../../lib/admin-route-schema.js';
import { closeDate, listClosures, reopenDate } from './closures.admin.service.js';

/** The dates the shop closes, under `/api/admin` (admins only: app.ts). */
export const closuresAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/closures',
    {
      schema: {
        ...adminDoc,
        summary:
          'Every closed date, past and upcoming, with the pickups booked and deliveries planned on it',
        response: { 200: ZClosuresResponse, ...adminErrors },
      },
    },
    async () => listClosures(app.db),
  );
  adminCreateRoute(app, '/closures', {
    summary:
      'Close a date: no pickup is offered or booked on it, no delivery planned; its customers are told',
    body: ZCloseDateRequest,
    response: ZClosure,
    create: (actor, body) => closeDate(app.db, actor, body),
  });
  adminDeleteRoute(app, '/closures/:date', {
    summary:
      'Open a closed date again; the customers told whose order is still on it hear it stands',
    params: ZClosureParams,
    remove: (actor, { date }) => reopenDate(app.db, actor, date),
    confirmation: 'The shop is open on this date again',
  });
};
