import {
  forgonePartOf,
  formatRupees,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  paiseToRupees,
  paymentKindOf,
  rupeesToPaise,
  type TOrderPaymentsResponse,
  type TOutstandingPage,
  type TOutstandingQuery,
  type TPayment,
  type TPaymentKind,
  type TPaymentMethod,
  type TRecordPaymentRequest,
  type TRecordPaymentResponse,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import { wakeDelivery } from '../notifications/outbox.service.js';
import { notifyOrderChange, type OrderChange } from '../orders/order-notifications.js';
import { paymentFieldsOf, paymentStateOfRow } from '../orders/order-views.js';
import {
  holdProviderRefund,
  insertPayment,
  insertProviderPayment,
  lockProviderPayment,
  selectOrderForPayment,
  selectOrderPaymentState,
  selectOutstandingPage,
  selectProviderPayment,
  selectPaymentsOfOrder,
  takeHeldRefundsOf,
  type OrderPaymentRow,
  type PaymentRow,
} from './payments.repository.js';

function toPayment(row: PaymentRow): TPayment {
  return {
    id: row.id,
    orderId: row.order_id,
    amount: paiseToRupees(row.amount_paise),
    method: row.method,
    reference: row.reference,
    reason: row.reason,
    correction: row.is_correction === 1,
    recordedBy: row.recorded_by_email ?? null,
    createdAt: row.created_at,
  };
}

/** An order's payment state and its payments (in the caller's transaction, when given one). */
async function orderPayments(db: Db, orderId: number): Promise<TOrderPaymentsResponse> {
  const [order, payments] = await Promise.all([
    selectOrderPaymentState(db, orderId),
    selectPaymentsOfOrder(db, orderId),
  ]);
  if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  const { owedBackPaise } = paymentStateOfRow(order);
  return {
    orderId,
    totalAmount: paiseToRupees(order.total_paise),
    ...paymentFieldsOf(order),
    amountToRefund: paiseToRupees(owedBackPaise),
    payments: payments.map(toPayment),
  };
}

/** `GET /api/admin/orders/{id}/payments`: the order's payments, oldest first, and its state. */
export function listPayments(db: Kysely<Database>, orderId: number) {
  return orderPayments(db, orderId);
}

/**
 * The rules of a payment recorded by hand: a cancelled order takes refunds only; a payment is
 * at most the amount due (no overpayment); a refund gives back at most what was paid.
 */
function assertPaymentAllowed(order: OrderPaymentRow, amountPaise: number): void {
  const { amountDue, amountPaid } = paymentFieldsOf(order);
  if (amountPaise > 0 && order.status === 'cancelled') {
    throw conflict(PAYMENT_MESSAGES.cancelledRefundsOnly, 'amount');
  }
  if (amountPaise > 0 && amountPaise > rupeesToPaise(amountDue)) {
    throw conflict(PAYMENT_MESSAGES.overpayment(formatRupees(amountDue)), 'amount');
  }
  if (amountPaise < 0 && order.paid_paise + amountPaise < 0) {
    throw conflict(PAYMENT_MESSAGES.refundTooLarge(formatRupees(amountPaid)), 'amount');
  }
}

/** The customer is told of money received, once per payment. */
function paymentReceivedOf(payment: {
  id: number;
  amountPaise: number;
  method: TPaymentMethod;
}): OrderChange {
  return (order) => ({
    data: {
      kind: 'payment_received',
      order,
      amountPaise: payment.amountPaise,
      method: PAYMENT_METHOD_LABELS[payment.method],
    },
    key: `order:${String(order.id)}:payment:${String(payment.id)}`,
  });
}

/** The audit log's action for each kind of entry. */
const AUDIT_ACTIONS: Record<TPaymentKind, string> = {
  payment: 'payment.record',
  refund: 'payment.refund',
  correction: 'payment.correct',
};

/**
 * `POST /api/admin/orders/{id}/payments`: staff record money received (positive) or given back
 * (negative, with a reason), checked against the order locked for the transaction, audited, and
 * the customer told of a payment through the outbox.
 */
export async function recordPayment(
  db: Kysely<Database>,
  actor: AuditActor,
  orderId: number,
  input: TRecordPaymentRequest,
  now: Date = new Date(),
): Promise<TRecordPaymentResponse> {
  const amountPaise = rupeesToPaise(input.amount);
  const recorded = await auditedWrite(db, actor, async (trx) => {
    const order = await selectOrderForPayment(trx, orderId);
    if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    assertPaymentAllowed(order, amountPaise);
    const refund = amountPaise < 0 && !input.correction;
    const id = await insertPayment(trx, {
      order_id: orderId,
      amount_paise: amountPaise,
      method: input.method,
      reference: input.reference,
      reason: input.reason,
      is_correction: input.correction ? 1 : 0,
      forgone_paise: refund ? forgonePartOf(-amountPaise, paymentStateOfRow(order)) : 0,
      recorded_by: actor.id,
      created_at: now.toISOString(),
    });
    if (amountPaise > 0) {
      await notifyOrderChange(trx, orderId, paymentReceivedOf({ id, amountPaise, ...input }));
    }
    const after = await orderPayments(trx, orderId);
    const payment = after.payments.find((entry) => entry.id === id);
    if (!payment) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    const { paymentStatus, amountPaid, amountDue } = after;
    const change = {
      action: AUDIT_ACTIONS[paymentKindOf(amountPaise, input.correction)],
      entity: 'order',
      entityId: orderId,
      before: paymentFieldsOf(order),
      after: { payment, paymentStatus, amountPaid, amountDue },
    };
    return [{ ...after, payment }, change];
  });
  if (amountPaise > 0) wakeDelivery();
  return recorded;
}

/** `GET /api/admin/outstanding`: completed orders with money due, oldest first. */
export async function outstandingOrders(
  db: Kysely<Database>,
  query: TOutstandingQuery,
): Promise<TOutstandingPage> {
  const { rows, total } = await selectOutstandingPage(db, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    orders: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      customerName: `${row.first_name} ${row.last_name}`.trim(),
      phone: row.phone,
      orderDate: row.created_at,
      updatedAt: row.updated_at,
      totalAmount: paiseToRupees(row.total_paise),
      ...paymentFieldsOf(row),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export type ProviderPaymentOutcome = 'recorded' | 'replayed' | 'unknown_order';

/**
 * What became of a provider's payment, and the ids of the refunds held for it that proved too
 * large to record once it arrived (the webhook logs them for the shop to reconcile).
 */
export interface ProviderPaymentResult {
  outcome: ProviderPaymentOutcome;
  refundsNotRecorded: string[];
}

/**
 * A payment a provider reports (Razorpay's webhook): recorded once for its provider payment id,
 * whatever the order's state (the money has arrived; any excess is the shop's to refund), and the
 * customer told. A replay changes nothing. Refunds of it that arrived first (`held`) are
 * recorded after it, in the same transaction; one larger than the payment or than what the order
 * holds is not recorded, and is answered in `refundsNotRecorded` (as a refund delivered after its
 * payment is answered `refund_too_large`).
 */
export async function recordProviderPayment(
  db: Kysely<Database>,
  event: { orderId: number; amountPaise: number; providerPaymentId: string },
  now: Date = new Date(),
): Promise<ProviderPaymentResult> {
  const result = await transaction(db, async (trx): Promise<ProviderPaymentResult> => {
    const nothing = (outcome: ProviderPaymentOutcome) => ({ outcome, refundsNotRecorded: [] });
    await lockProviderPayment(trx, event.providerPaymentId);
    const order = await selectOrderForPayment(trx, event.orderId);
    if (!order) return nothing('unknown_order');
    const id = await insertProviderPayment(trx, {
      order_id: event.orderId,
      amount_paise: event.amountPaise,
      method: 'razorpay',
      reference: event.providerPaymentId,
      reason: null,
      provider_payment_id: event.providerPaymentId,
      recorded_by: null,
      created_at: now.toISOString(),
    });
    if (id === undefined) return nothing('replayed');
    await notifyOrderChange(
      trx,
      event.orderId,
      paymentReceivedOf({ id, amountPaise: event.amountPaise, method: 'razorpay' }),
    );
    const refundsNotRecorded: string[] = [];
    for (const held of await takeHeldRefundsOf(trx, event.providerPaymentId)) {
      const refund = {
        providerRefundId: held.provider_refund_id,
        providerPaymentId: event.providerPaymentId,
        amountPaise: held.amount_paise,
      };
      const refunded = await applyProviderRefund(trx, refund, now);
      if (refunded === 'refund_too_large') refundsNotRecorded.push(refund.providerRefundId);
    }
    return { outcome: 'recorded', refundsNotRecorded };
  });
  if (result.outcome === 'recorded') wakeDelivery();
  return result;
}

export type ProviderRefundOutcome = 'recorded' | 'replayed' | 'held' | 'refund_too_large';

/** The reason a refund from Razorpay's dashboard carries on its negative payment. */
export const PROVIDER_REFUND_REASON = 'Refunded through Razorpay';

interface ProviderRefund {
  providerRefundId: string;
  providerPaymentId: string;
  amountPaise: number;
}

/**
 * A refund a provider reports (Razorpay's `refund.processed`): a negative payment, a refund
 * (decision 016), on the order of the payment it refunds, with the same method, the refund id as
 * its reference and `provider_payment_id` (unique, so a replayed or concurrent delivery records
 * one refund). A refund of more than that payment or than the order's paid amount records
 * nothing. A refund of a payment not recorded yet is held until that payment arrives: Razorpay
 * does not deliver its events in order, and retries a payment event that failed
 * (`held_provider_refunds`). The payment id is locked first, then the order row, so the events of
 * one payment, and two refunds of one order, are decided one after the other.
 */
export async function recordProviderRefund(
  db: Kysely<Database>,
  event: ProviderRefund,
  now: Date = new Date(),
): Promise<ProviderRefundOutcome> {
  return transaction(db, async (trx): Promise<ProviderRefundOutcome> => {
    await lockProviderPayment(trx, event.providerPaymentId);
    const outcome = await applyProviderRefund(trx, event, now);
    if (outcome !== 'unknown_payment') return outcome;
    return (await holdProviderRefund(trx, event, now.toISOString())) ? 'held' : 'replayed';
  });
}

/** Records a provider's refund in the caller's transaction (see `recordProviderRefund`). */
async function applyProviderRefund(
  trx: Db,
  event: ProviderRefund,
  now: Date,
): Promise<ProviderRefundOutcome | 'unknown_payment'> {
  const payment = await selectProviderPayment(trx, event.providerPaymentId);
  if (!payment || payment.amount_paise <= 0) return 'unknown_payment';
  const order = await selectOrderForPayment(trx, payment.order_id);
  if (!order) return 'unknown_payment';
  if (await selectProviderPayment(trx, event.providerRefundId)) return 'replayed';
  if (event.amountPaise > payment.amount_paise || event.amountPaise > order.paid_paise) {
    return 'refund_too_large';
  }
  const id = await insertProviderPayment(trx, {
    order_id: payment.order_id,
    amount_paise: -event.amountPaise,
    forgone_paise: forgonePartOf(event.amountPaise, paymentStateOfRow(order)),
    method: payment.method,
    reference: event.providerRefundId,
    reason: PROVIDER_REFUND_REASON,
    provider_payment_id: event.providerRefundId,
    recorded_by: null,
    created_at: now.toISOString(),
  });
  return id === undefined ? 'replayed' : 'recorded';
}
