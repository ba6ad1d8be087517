import { ZCustomersExportQuery, ZExportRangeQuery } from '@freshfold/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminDoc, adminErrors } from '../../lib/admin-route-schema.js';
import type { Db } from '../../db/tables.js';
import {
  customersExport,
  gstSummaryExport,
  orderLinesExport,
  ordersExport,
  paymentsExport,
  type CsvExport,
} from './exports.service.js';

/** Sends an export as a CSV attachment, streamed as it is read. */
function sendCsv(reply: FastifyReply, file: CsvExport): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/** An export as a route serves it: the query already checked against its schema. */
interface ExportRoute {
  path: string;
  summary: string;
  query: z.ZodType;
  build: (db: Db, query: unknown) => CsvExport;
}

/**
 * An export and the schema of its query, the builder typed by that schema: the route validates
 * the query with the same schema before `build` sees it.
 */
function csvExport<Query extends z.ZodType>(file: {
  path: string;
  summary: string;
  query: Query;
  build: (db: Db, query: z.output<Query>) => CsvExport;
}): ExportRoute {
  return { ...file, build: (db, query) => file.build(db, query as z.output<Query>) };
}

const EXPORTS: ExportRoute[] = [
  csvExport({
    path: '/exports/orders.csv',
    summary: 'CSV: one row per order placed in the range, with its money and its customer',
    query: ZExportRangeQuery,
    build: ordersExport,
  }),
  csvExport({
    path: '/exports/order-lines.csv',
    summary: 'CSV: one row per line of the orders placed in the range',
    query: ZExportRangeQuery,
    build: orderLinesExport,
  }),
  csvExport({
    path: '/exports/customers.csv',
    summary: 'CSV: every customer (or those registered in the range) with orders and spend',
    query: ZCustomersExportQuery,
    build: customersExport,
  }),
  csvExport({
    path: '/exports/payments.csv',
    summary: 'CSV: each payment and refund recorded in the range',
    query: ZExportRangeQuery,
    build: paymentsExport,
  }),
  csvExport({
    path: '/exports/gst-summary.csv',
    summary: 'CSV: invoices and credit notes issued in the range, by month and SAC',
    query: ZExportRangeQuery,
    build: gstSummaryExport,
  }),
];

/**
 * The accountant's CSV exports, under `/api/admin` (admins only: app.ts's default): UTF-8 with
 * a byte order mark, RFC 4180, streamed a page of rows at a time (lib/csv.ts).
 */
export const exportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const file of EXPORTS) {
    app.get(
      file.path,
      {
        schema: {
          ...adminDoc,
          summary: file.summary,
          produces: ['text/csv'],
          querystring: file.query,
          response: { ...adminErrors },
        },
      },
      async (request, reply) => sendCsv(reply, file.build(app.db, request.query)),
    );
  }
};
