import {
  API_MESSAGES,
  ZErrorResponse,
  ZPaymentLinkResponse,
  ZPaymentOptions,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import { orderRouteSchema } from '../orders/order-route-schema.js';
import { paymentLink, paymentOptions } from './online-payments.js';
import { isRazorpaySignature, paidLinkEventOf, refundEventOf } from './razorpay.js';
import { recordProviderPayment, recordProviderRefund } from './payments.service.js';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  502: ZErrorResponse,
};

const ZWebhookResponse = z.object({
  outcome: z.enum(['recorded', 'replayed', 'unknown_order', 'held', 'refund_too_large', 'ignored']),
});

/** The customer's ways to pay an order, and Razorpay's webhook. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A signed-in user's route on one of their orders (the service checks it is theirs). */
  const orderRoute = <Answer extends z.ZodType>(summary: string, answer: Answer) => ({
    onRequest: app.requireUser,
    schema: orderRouteSchema('payments', summary, { response: { 200: answer, ...errors } }),
  });
  app.get(
    '/orders/:id/payment-options',
    orderRoute(
      'How the amount due can be paid: a UPI link and QR code, Razorpay when on',
      ZPaymentOptions,
    ),
    async (request) => paymentOptions(app.db, app.config, request.params.id, currentUser(request)),
  );
  app.post(
    '/orders/:id/payment-link',
    orderRoute(
      'A Razorpay payment link for the amount due (404 when Razorpay is off)',
      ZPaymentLinkResponse,
    ),
    async (request) => paymentLink(app.db, app.config, request.params.id, currentUser(request)),
  );
  await app.register(razorpayWebhookRoute);
};

/**
 * `POST /api/payments/razorpay/webhook`: in a scope of its own, whose JSON parser keeps the raw
 * body, because the signature is over the bytes as sent. Verified before anything is read; a
 * `payment_link.paid` event records its payment once, a `refund.processed` event its refund (a
 * negative payment) once, any other event is answered and ignored.
 */
const razorpayWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    '/payments/razorpay/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Razorpay's events, signed with the webhook secret (X-Razorpay-Signature)",
        headers: z.object({ 'x-razorpay-signature': z.string().max(200).optional() }),
        response: { 200: ZWebhookResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const razorpay = app.config.payments.razorpay;
      if (!razorpay) throw notFound(API_MESSAGES.server.notFound);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (!isRazorpaySignature(razorpay.webhookSecret, raw, signature)) {
        throw badRequest('Invalid webhook signature', 'x-razorpay-signature');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest('The webhook body is not JSON');
      }
      const refund = refundEventOf(body);
      if (refund) {
        const outcome = await recordProviderRefund(app.db, refund);
        if (outcome === 'held' || outcome === 'refund_too_large') {
          request.log.warn(
            { refund: refund.providerRefundId, payment: refund.providerPaymentId, outcome },
            outcome === 'held'
              ? 'Razorpay refund held until its payment arrives'
              : 'Razorpay refund not recorded',
          );
        }
        return { outcome };
      }
      const event = paidLinkEventOf(body);
      if (!event) return { outcome: 'ignored' as const };
      if (event.orderId === null) return { outcome: 'unknown_order' as const };
      const { outcome, refundsNotRecorded } = await recordProviderPayment(app.db, {
        ...event,
        orderId: event.orderId,
      });
      if (outcome === 'unknown_order') {
        request.log.warn({ reference: event.orderId }, 'Razorpay payment for an unknown order');
      }
      for (const refundId of refundsNotRecorded) {
        const payment = event.providerPaymentId;
        const logged = { refund: refundId, payment, outcome: 'refund_too_large' };
        request.log.warn(logged, 'Razorpay refund not recorded');
      }
      return { outcome };
    },
  );
};
