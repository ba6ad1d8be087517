import {
  API_MESSAGES,
  isShopRole,
  PAYMENT_MESSAGES,
  rupeesToPaise,
  type TPaymentOptions,
  type TUserRole,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/tables.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { getUser } from '../accounts/accounts.service.js';
import { paymentFieldsOf } from '../orders/order-views.js';
import { cancelPaymentLink, createPaymentLink, type RazorpayConfig } from './razorpay.js';
import {
  insertPaymentLink,
  markPaymentLinksCancelled,
  selectOpenPaymentLinks,
  selectOrderPaymentState,
  type OpenPaymentLinkRow,
  type OrderPaymentRow,
} from './payments.repository.js';
import { qrCodeSvg, upiPayUrl } from './upi.js';

/** The order, seen by its customer or the shop (404 when there is none, 403 for another customer). */
async function orderSeenBy(
  db: Kysely<Database>,
  orderId: number,
  caller: { id: number; role: TUserRole },
): Promise<OrderPaymentRow> {
  const order = await selectOrderPaymentState(db, orderId);
  if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  if (!isShopRole(caller.role) && order.user_id !== caller.id) {
    throw forbidden(API_MESSAGES.server.forbidden);
  }
  return order;
}

/**
 * `GET /api/orders/{id}/payment-options`: how the amount due can be paid: a UPI link and its QR
 * code when the shop set `UPI_VPA`, and whether Razorpay's online payment is on. Nothing is
 * offered when nothing is due (paid, or cancelled).
 */
export async function paymentOptions(
  db: Kysely<Database>,
  config: AppConfig,
  orderId: number,
  caller: { id: number; role: TUserRole },
): Promise<TPaymentOptions> {
  const order = await orderSeenBy(db, orderId, caller);
  const { amountDue } = paymentFieldsOf(order);
  const duePaise = rupeesToPaise(amountDue);
  const vpa = config.payments.upiVpa;
  const url =
    vpa && duePaise > 0
      ? upiPayUrl({ vpa, name: config.invoicing.legalName }, orderId, duePaise)
      : null;
  return {
    orderId,
    amountDue,
    upi: url ? { url, qrSvg: qrCodeSvg(url) } : null,
    online: config.payments.razorpay !== null && duePaise > 0,
  };
}

/**
 * How long a link must still be payable to be handed out again: time enough to open it and
 * pay (a new link is payable for 30 minutes).
 */
const REUSABLE_FOR_MS = 10 * 60 * 1000;

/**
 * Cancels at Razorpay the open links a new one replaces, at once, and marks those it could
 * cancel (or that could no longer be paid). One it could not reach stays open and is tried again
 * with the next new link; it expires within 30 minutes in any case.
 */
async function cancelReplacedLinks(
  db: Kysely<Database>,
  razorpay: RazorpayConfig,
  links: readonly OpenPaymentLinkRow[],
  now: Date,
): Promise<void> {
  const cancelled = await Promise.all(
    links.map(async (link) =>
      (await cancelPaymentLink(razorpay, link.provider_link_id)) ? link.id : null,
    ),
  );
  await markPaymentLinksCancelled(
    db,
    cancelled.filter((id) => id !== null),
    now.toISOString(),
  );
}

/**
 * `POST /api/orders/{id}/payment-link`: a Razorpay payment link for the amount due, in the
 * customer's name, that brings them back to their orders. 404 when Razorpay is off, 400 when
 * nothing is due. While the amount due is unchanged the same link is handed out again (as long
 * as it is payable for `REUSABLE_FOR_MS` more), so tapping "Pay online" twice, or again before
 * Razorpay's webhook has told the shop of the payment, does not let the customer pay twice. A new
 * link (another amount after intake or a part payment, or the old one about to expire) cancels
 * the order's other open links at Razorpay.
 */
export async function paymentLink(
  db: Kysely<Database>,
  config: AppConfig,
  orderId: number,
  caller: { id: number; role: TUserRole },
  now: Date = new Date(),
): Promise<{ url: string }> {
  const razorpay = config.payments.razorpay;
  if (!razorpay) throw notFound(PAYMENT_MESSAGES.onlineOff);
  const order = await orderSeenBy(db, orderId, caller);
  const duePaise = rupeesToPaise(paymentFieldsOf(order).amountDue);
  if (duePaise <= 0) throw badRequest(PAYMENT_MESSAGES.nothingDue);
  const open = await selectOpenPaymentLinks(db, orderId, now.toISOString());
  const reusableUntil = new Date(now.getTime() + REUSABLE_FOR_MS).toISOString();
  const reusable = open.find(
    (link) => link.amount_paise === duePaise && link.expires_at > reusableUntil,
  );
  if (reusable) return { url: reusable.url };
  const customer = await getUser(db, order.user_id);
  const link = await createPaymentLink(
    razorpay,
    {
      orderId,
      amountPaise: duePaise,
      customer: {
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        email: customer.email,
        phone: customer.phone,
      },
      callbackUrl: `${config.notifications.publicUrl}/orders`,
    },
    now,
  );
  await insertPaymentLink(db, {
    order_id: orderId,
    provider_link_id: link.id,
    reference_id: link.referenceId,
    url: link.url,
    amount_paise: duePaise,
    expires_at: link.expiresAt.toISOString(),
    created_at: now.toISOString(),
  });
  // Read again after the insert: a link another request made meanwhile is older than this one
  // (cancelled here) or newer (that request cancels this one), so the newest alone stays open.
  const links = await selectOpenPaymentLinks(db, orderId, now.toISOString());
  const kept = links.find((open) => open.provider_link_id === link.id)?.id ?? Infinity;
  await cancelReplacedLinks(
    db,
    razorpay,
    links.filter((open) => open.id < kept),
    now,
  );
  return { url: link.url };
}
