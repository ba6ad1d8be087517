import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './helpers.js';

/*
 * Razorpay's side of the webhook, as the payments tests play it: events signed with the test
 * secret the way Razorpay signs them (HMAC-SHA256 of the raw body), and their delivery.
 */

/** An event's raw body and its `X-Razorpay-Signature` under `secret`. */
function signedEvent(body: unknown, secret: string) {
  const payload = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(payload).digest('hex');
  return { payload, signature };
}

/** Razorpay's `payment_link.paid` event for a link whose `reference_id` is the order's id. */
export function paidEvent(orderId: number | string, paymentId: string, amount: number) {
  return {
    entity: 'event',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: 'plink_1', reference_id: String(orderId), amount } },
      payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured' } },
    },
  };
}

/** Delivers a raw event body to the webhook, signed or not. */
function postWebhook(app: FastifyInstance, payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-razorpay-signature': signature } : {}),
    },
    payload,
  });
}

/**
 * The webhook as Razorpay reaches an app (`app()`, read at each call: suites build theirs in
 * `beforeAll`) with the suite's webhook secret: `signed` signs an event (under another secret
 * when given one), `post` delivers a raw body, signed or not, and `deliver` signs and delivers.
 */
export function razorpayWebhook(app: () => FastifyInstance, secret: string) {
  const signed = (body: unknown, key = secret) => signedEvent(body, key);
  const post = (payload: string, signature?: string) => postWebhook(app(), payload, signature);
  const deliver = (body: unknown) => {
    const { payload, signature } = signed(body);
    return post(payload, signature);
  };
  return { signed, post, deliver };
}

/** How many payments and refunds are recorded under these Razorpay ids. */
export async function recordedUnder(ctx: TestContext, providerIds: string[]): Promise<number> {
  const count = await ctx.database.db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('provider_payment_id', 'in', providerIds)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}
