import { ZReportCharts, ZReportRangeQuery, ZReportSummary } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors } from '../../lib/admin-route-schema.js';
import { reportCharts, reportSummary } from './reports.service.js';

/** The reports page's figures, under `/api/admin` (admins only: app.ts's default). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/summary',
    {
      schema: {
        ...adminDoc,
        summary: 'Key figures of a date range and of the period of the same length before it',
        querystring: ZReportRangeQuery,
        response: { 200: ZReportSummary, ...adminErrors },
      },
    },
    async (request) => reportSummary(app.db, request.query.from, request.query.to),
  );
  app.get(
    '/reports/charts',
    {
      schema: {
        ...adminDoc,
        summary: "The reports page's chart series for a date range",
        querystring: ZReportRangeQuery,
        response: { 200: ZReportCharts, ...adminErrors },
      },
    },
    async (request) => reportCharts(app.db, request.query.from, request.query.to),
  );
};
