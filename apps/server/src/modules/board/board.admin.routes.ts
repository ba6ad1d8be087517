import {
  indianDate,
  ZBoardQuery,
  ZBoardResponse,
  ZBoardStatusRequest,
  ZBoardStatusResponse,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import { boardOf, markOrders } from './board.admin.service.js';

/** The day's board, under `/api/admin` (app.ts adds the role check: staff and admins). */
export const boardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/board',
    {
      schema: {
        ...adminDoc,
        summary: "A day's pickups and deliveries by slot, with the customers' contact and address",
        querystring: ZBoardQuery,
        response: { 200: ZBoardResponse, ...adminErrors },
      },
    },
    async (request) => boardOf(app.db, request.query.date ?? indianDate()),
  );
  app.post(
    '/board/status',
    {
      schema: {
        ...adminDoc,
        summary: 'Mark orders picked up or delivered, all or none',
        body: ZBoardStatusRequest,
        response: { 200: ZBoardStatusResponse, ...adminErrors },
      },
    },
    async (request) => markOrders(app.db, request.body, auditActor(request), app.config.invoicing),
  );
};
