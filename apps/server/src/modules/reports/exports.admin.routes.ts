import {
  ZCustomersExportQuery,
  ZExportRangeQuery,
  type TCustomersExportQuery,
  type TExportRangeQuery,
} from '@freshfold/shared';
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

const EXPORTS: {
  path: string;
  summary: string;
  /** The query's schema: a date range unless told otherwise. */
  query?: z.ZodType;
  build: (db: Db, query: TExportRangeQuery & TCustomersExportQuery) => CsvExport;
}[] = [
  {
    path: '/exports/orders.csv',
    summary: 'CSV: one row per order placed in the range, with its money and its customer',
    build: ordersExport,
  },
  {
    path: '/exports/order-lines.csv',
    summary: 'CSV: one row per line of the orders placed in the range',
    build: orderLinesExport,
  },
  {
    path: '/exports/customers.csv',
    summary: 'CSV: every customer (or those registered in the range) with orders and spend',
    query: ZCustomersExportQuery,
    build: customersExport,
  },
  {
    path: '/exports/payments.csv',
    summary: 'CSV: each payment and refund recorded in the range',
    build: paymentsExport,
  },
  {
    path: '/exports/gst-summary.csv',
    summary: 'CSV: invoices and credit notes issued in the range, by month and SAC',
    build: gstSummaryExport,
  },
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
          querystring: file.query ?? ZExportRangeQuery,
          response: { ...adminErrors },
        },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          file.build(app.db, request.query as TExportRangeQuery & TCustomersExportQuery),
        ),
    );
  }
};
