import {
  ZCreateOrderRequest,
  ZErrorResponse,
  ZIdParam,
  ZMyOrdersResponse,
  ZOrder,
  ZOrderQuoteRequest,
  ZOrderQuoteResponse,
  ZReschedulePickupRequest,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../lib/user-route-schema.js';
import { assertSelfOrShop, currentUser, signedUser } from '../../plugins/auth.js';
import { sendSerialisedJson } from '../../plugins/serializer.js';
import { auditActor } from '../audit/audit.js';
import { createIdempotencyGate } from './idempotency.js';
import { reschedulePickup } from './order-reschedule.js';
import { orderRouteSchema } from './order-route-schema.js';
import { cancelOrder, createOrder, ordersOfUserJson, quoteOrder } from './orders.service.js';
import { isInvalidVoucherError, limitVoucherGuesses } from '../vouchers/voucher-guesses.js';

const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional(),
});

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** The customer's ordering routes: place, quote, list, cancel and move the pickup. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  createOrderRoute(app);
  quoteRoute(app);
  myOrdersRoute(app);
  cancelOrderRoute(app);
  reschedulePickupRoute(app);
};

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

function createOrderRoute(app: ZodApp): void {
  const idempotencyGate = createIdempotencyGate();
  const orderContext = {
    writes: app.writeTransactions,
    shopEmail: app.config.notifications.shopEmail,
  };
  app.post(
    '/authUser/createOrder',
    {
      // The session is checked in the order's transaction, on the customer's row it locks.
      onRequest: app.requireSignedUser,
      schema: {
        tags: ['ordering'],
        summary: 'Places an order; the server prices it. Idempotency-Key makes a retry safe.',
        security: bearerSecurity,
        headers: ZIdempotencyHeaders,
        body: ZCreateOrderRequest,
        response: { 200: ZOrder, 201: ZOrder, ...errors, 422: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = signedUser(request);
      const key = request.headers['idempotency-key'];
      // A voucher code sent with an order is a guess like any other (voucher-guesses.ts).
      const result = await limitVoucherGuesses(
        app,
        request,
        request.body.voucher,
        () =>
          idempotencyGate.run(user.id, key, () =>
            createOrder(orderContext, user, request.body, key),
          ),
        (outcome) => 'error' in outcome && isInvalidVoucherError(outcome.error),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return sendSerialisedJson(reply.status(result.statusCode), result.json);
    },
  );
}

// Guests may ask in the cart; a token, when sent, brings the customer's first-order facts.
function quoteRoute(app: ZodApp): void {
  app.post(
    '/orders/quote',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['ordering'],
        summary:
          'Prices a cart as an order would be priced: lines, voucher, referral welcome, totals',
        body: ZOrderQuoteRequest,
        response: {
          200: ZOrderQuoteResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) =>
      // The quote judges the code it is sent: an unknown one is a guess like any other.
      limitVoucherGuesses(
        app,
        request,
        request.body.voucherCode,
        () => quoteOrder(app.db, request.authUser?.id ?? null, request.body),
        (outcome) => 'result' in outcome && outcome.result.voucherCheck?.refusal === 'invalid',
      ),
  );
}

function myOrdersRoute(app: ZodApp): void {
  app.get(
    '/authUser/myOrders/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['ordering'],
        summary: "A customer's orders with items and status history, newest first",
        security: bearerSecurity,
        params: z.object({ userId: ZIdParam }),
        response: { 200: ZMyOrdersResponse, ...errors },
      },
    },
    async (request, reply) => {
      assertSelfOrShop(request, request.params.userId);
      const json = await ordersOfUserJson(app.db, app.orderViews, request.params.userId);
      return sendSerialisedJson(reply, json);
    },
  );
}

function cancelOrderRoute(app: ZodApp): void {
  app.post(
    '/authUser/cancelOrder/:id',
    {
      onRequest: app.requireUser,
      schema: orderRouteSchema('ordering', 'Cancels an own order while it is pending', {
        response: { 200: ZOrder, ...errors },
      }),
    },
    async (request) =>
      cancelOrder(app.db, request.params.id, {
        ...auditActor(request),
        role: currentUser(request).role,
      }),
  );
}

function reschedulePickupRoute(app: ZodApp): void {
  app.patch(
    '/orders/:id/pickup',
    {
      onRequest: app.requireUser,
      schema: orderRouteSchema(
        'ordering',
        'Moves the pickup of an own pending order to another date and slot, by the booking rules',
        { body: ZReschedulePickupRequest, response: { 200: ZOrder, ...errors } },
      ),
    },
    async (request) =>
      reschedulePickup(app.db, request.params.id, currentUser(request).id, request.body),
  );
}
