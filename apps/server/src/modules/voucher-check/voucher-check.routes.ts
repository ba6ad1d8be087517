import { ZErrorResponse, ZVoucherCheckRequest, ZVoucherCheckResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateVoucher } from './voucher-check.service.js';

export const voucherCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests may check a code in the cart; a token, when sent, enables the first-order rule.
  app.post(
    '/vouchers/validate',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['ordering'],
        summary: 'Checks a voucher code against a cart subtotal (rupees)',
        body: ZVoucherCheckRequest,
        response: { 200: ZVoucherCheckResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) =>
      validateVoucher(
        app.db,
        request.body.code,
        request.body.subtotal,
        request.authUser?.id ?? null,
      ),
  );
};
