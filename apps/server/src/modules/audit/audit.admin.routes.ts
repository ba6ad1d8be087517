import { ZAuditPage, ZAuditQuery } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors } from '../../lib/admin-route-schema.js';
import { selectAuditPage } from './audit.repository.js';

/** The audit log, under `/api/admin` (admins only: app.ts). There is no write route. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        ...adminDoc,
        summary: 'Writes by admins and staff, newest first; filter by dates, actor, text',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, ...adminErrors },
      },
    },
    async (request) => {
      const { entries, total } = await selectAuditPage(app.db, request.query);
      return { entries, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );
};
