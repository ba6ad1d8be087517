import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BRAND, MAX_ID, PAYMENT_MESSAGES } from '@freshfold/shared';
import { z } from 'zod';
import type { PaymentsConfig } from '../../config.js';
import { HttpError } from '../../lib/http-error.js';
import { postToProvider } from '../notifications/channels/channel.js';

export type RazorpayConfig = NonNullable<PaymentsConfig['razorpay']>;

/** What a payment link is made for: an order's amount due, and who pays it. */
export interface PaymentLinkRequest {
  orderId: number;
  amountPaise: number;
  customer: { name: string; email: string; phone: string };
  /** Where Razorpay sends the customer back after paying. */
  callbackUrl: string;
}

/**
 * A payment link's `reference_id`: the order id, a dash and a random suffix (`42-9f1c03ab77d2`,
 * at most 23 characters). Razorpay refuses a reference that an earlier link used (at most 40
 * characters), and an order may need several links: the customer taps "Pay online" twice, or
 * pays a balance after intake. The webhook reads the order id back (`orderIdOfReference`).
 */
function paymentLinkReference(orderId: number): string {
  return `${String(orderId)}-${randomBytes(6).toString('hex')}`;
}

/**
 * The order a link's `reference_id` names: the id before the dash, or the whole reference for a
 * link made before references had a suffix; null when it is not one of our order ids.
 */
function orderIdOfReference(reference: string): number | null {
  const id = /^([1-9]\d{0,9})(?:-[0-9a-f]{12})?$/.exec(reference)?.[1];
  return id !== undefined && Number(id) <= MAX_ID ? Number(id) : null;
}

/**
 * How long a payment link can be paid: long enough to pay at once (Razorpay asks for at least
 * 15 minutes), short enough that a link opened and left does not take money months later, after
 * the order was paid another way or cancelled (Razorpay's default is six months).
 */
const PAYMENT_LINK_LIFETIME_SECONDS = 30 * 60;

/** A payment link Razorpay made: its id, its address, and what it was made with. */
export interface CreatedPaymentLink {
  /** Razorpay's id of the link (`plink_…`). */
  id: string;
  url: string;
  referenceId: string;
  expiresAt: Date;
}

function basicAuthOf(config: RazorpayConfig): Record<string, string> {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  return { authorization: `Basic ${auth}`, 'content-type': 'application/json' };
}

/**
 * Creates a Razorpay payment link (`POST /v1/payment_links`, basic auth with the key id and
 * secret) and answers its id and `short_url`. Its `reference_id` names the order
 * (`paymentLinkReference`), which the webhook reads back; its `notes` show the order id on
 * Razorpay's dashboard; it expires after `PAYMENT_LINK_LIFETIME_SECONDS`. Razorpay's own e-mail
 * and SMS stay off: the customer is already on the page. A refusal or no answer is a 502: the
 * customer can still pay by UPI or cash.
 */
export async function createPaymentLink(
  config: RazorpayConfig,
  link: PaymentLinkRequest,
  now: Date = new Date(),
): Promise<CreatedPaymentLink> {
  const expireBy = Math.floor(now.getTime() / 1000) + PAYMENT_LINK_LIFETIME_SECONDS;
  const referenceId = paymentLinkReference(link.orderId);
  const body = {
    amount: link.amountPaise,
    currency: 'INR',
    reference_id: referenceId,
    description: `${BRAND.name} order #${String(link.orderId)}`,
    customer: {
      name: link.customer.name,
      email: link.customer.email,
      contact: link.customer.phone,
    },
    notify: { sms: false, email: false },
    callback_url: link.callbackUrl,
    callback_method: 'get',
    expire_by: expireBy,
    notes: { order_id: String(link.orderId) },
  };
  try {
    const { response, answer } = await postToProvider<{ id: string; short_url: string }>(
      'Razorpay',
      `${config.apiUrl}/v1/payment_links`,
      { headers: basicAuthOf(config), body: JSON.stringify(body) },
    );
    const { id, short_url: url } = answer;
    if (response.ok && typeof id === 'string' && typeof url === 'string') {
      return { id, url, referenceId, expiresAt: new Date(expireBy * 1000) };
    }
  } catch {
    // No answer: the same 502 as a refusal.
  }
  throw new HttpError(502, PAYMENT_MESSAGES.providerFailed);
}

/**
 * Cancels a payment link (`POST /v1/payment_links/{id}/cancel`) so that it can no longer be paid.
 * True when the link can no longer be paid: Razorpay cancelled it, or refused with a 400 because
 * it is no longer in the `created` state (paid, expired or cancelled already), or does not know
 * it (404). False otherwise (no answer, a refused key, a failure on its side): it may still be
 * payable, and the next new link tries again.
 */
export async function cancelPaymentLink(config: RazorpayConfig, linkId: string): Promise<boolean> {
  try {
    const { response } = await postToProvider(
      'Razorpay',
      `${config.apiUrl}/v1/payment_links/${encodeURIComponent(linkId)}/cancel`,
      { headers: basicAuthOf(config), body: '{}' },
    );
    return response.ok || response.status === 400 || response.status === 404;
  } catch {
    return false;
  }
}

/**
 * True when `signature` (the `X-Razorpay-Signature` header) is the hex HMAC-SHA256 of the raw
 * body with the webhook secret, compared in constant time.
 */
export function isRazorpaySignature(
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The part of a `payment_link.paid` event the shop records. */
const ZPaymentLinkPaid = z.object({
  event: z.literal('payment_link.paid'),
  payload: z.object({
    payment: z.object({
      entity: z.object({ id: z.string().min(1).max(100), amount: z.number().int().positive() }),
    }),
    payment_link: z.object({ entity: z.object({ reference_id: z.string() }) }),
  }),
});

export interface PaidLinkEvent {
  /** Null when the reference is not one of our order ids. */
  orderId: number | null;
  amountPaise: number;
  providerPaymentId: string;
}

/** A verified event's body: its payment when it is `payment_link.paid`, otherwise null. */
export function paidLinkEventOf(body: unknown): PaidLinkEvent | null {
  const parsed = ZPaymentLinkPaid.safeParse(body);
  if (!parsed.success) return null;
  const { payment, payment_link: link } = parsed.data.payload;
  return {
    orderId: orderIdOfReference(link.entity.reference_id),
    amountPaise: payment.entity.amount,
    providerPaymentId: payment.entity.id,
  };
}

/** The part of a `refund.processed` event the shop records (Razorpay's refund entity). */
const ZRefundProcessed = z.object({
  event: z.literal('refund.processed'),
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string().min(1).max(100),
        payment_id: z.string().min(1).max(100),
        amount: z.number().int().positive(),
        status: z.literal('processed'),
      }),
    }),
  }),
});

export interface RefundEvent {
  /** Razorpay's refund id (`rfnd_…`): recorded once. */
  providerRefundId: string;
  /** The payment it gives money back from (`pay_…`), as `payment_link.paid` recorded it. */
  providerPaymentId: string;
  amountPaise: number;
}

/** A verified event's body: its refund when it is a processed `refund.processed`, otherwise null. */
export function refundEventOf(body: unknown): RefundEvent | null {
  const parsed = ZRefundProcessed.safeParse(body);
  if (!parsed.success) return null;
  const refund = parsed.data.payload.refund.entity;
  return {
    providerRefundId: refund.id,
    providerPaymentId: refund.payment_id,
    amountPaise: refund.amount,
  };
}
