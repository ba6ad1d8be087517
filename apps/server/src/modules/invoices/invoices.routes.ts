import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { orderRouteSchema } from '../orders/order-route-schema.js';
import { invoicePdfOf } from './invoices.service.js';

/** An order's GST invoice, for its customer and the shop. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/invoice.pdf',
    {
      onRequest: app.requireUser,
      schema: orderRouteSchema(
        'ordering',
        "The order's GST invoice (or bill of supply), a PDF: its owner, staff, admins",
        {},
      ),
    },
    async (request, reply) => {
      const { number, pdf } = await invoicePdfOf(app.db, request.params.id, currentUser(request));
      const filename = `invoice-${number.replaceAll('/', '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
