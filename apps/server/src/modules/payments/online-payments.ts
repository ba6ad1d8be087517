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
import { createPaymentLink } from './razorpay.js';
import { selectOrderPaymentState, type OrderPaymentRow } from './payments.repository.js';
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
 * `POST /api/orders/{id}/payment-link`: a Razorpay payment link for the amount due, in the
 * customer's name, that brings them back to their orders. 404 when Razorpay is off, 400 when
 * nothing is due.
 */
export async function paymentLink(
  db: Kysely<Database>,
  config: AppConfig,
  orderId: number,
  caller: { id: number; role: TUserRole },
): Promise<{ url: string }> {
  const razorpay = config.payments.razorpay;
  if (!razorpay) throw notFound(PAYMENT_MESSAGES.onlineOff);
  const order = await orderSeenBy(db, orderId, caller);
  const duePaise = rupeesToPaise(paymentFieldsOf(order).amountDue);
  if (duePaise <= 0) throw badRequest(PAYMENT_MESSAGES.nothingDue);
  const customer = await getUser(db, order.user_id);
  const url = await createPaymentLink(razorpay, {
    orderId,
    amountPaise: duePaise,
    customer: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: customer.phone,
    },
    callbackUrl: `${config.notifications.publicUrl}/orders`,
  });
  return { url };
}
