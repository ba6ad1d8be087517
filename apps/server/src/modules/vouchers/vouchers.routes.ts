import { ZErrorResponse, ZVoucherCheckRequest, ZVoucherCheckResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateVoucher } from './vouchers.service.js';
import { isInvalidVoucherError, limitVoucherGuesses } from './voucher-guesses.js';

export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests may check a code in the cart; a token, when sent, enables the first-order rule.
  app.post(
    '/vouchers/validate',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['ordering'],
        summary:
          'Checks a voucher code against a cart subtotal (rupees); 429 after too many unknown codes',
        body: ZVoucherCheckRequest,
        response: {
          200: ZVoucherCheckResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) =>
      limitVoucherGuesses(
        app,
        request,
        request.body.code,
        () =>
          validateVoucher(
            app.db,
            request.body.code,
            request.body.subtotal,
            request.authUser?.id ?? null,
          ),
        (outcome) => 'error' in outcome && isInvalidVoucherError(outcome.error),
      ),
  );
};
