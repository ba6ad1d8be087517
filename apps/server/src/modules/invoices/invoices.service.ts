import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  BRAND,
  gstSplitOf,
  INVOICE_MESSAGES,
  isShopRole,
  type TUserRole,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { InvoicingConfig } from '../../config.js';
import type { Database, Db } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { renderInvoicePdf, type InvoiceSnapshot } from './invoice-pdf.js';
import { paymentStateOfRow } from '../orders/order-views.js';
import { CREDIT_NOTE_SERIES, documentNumber, financialYearOf } from './invoice-numbers.js';
import {
  insertCreditNote,
  insertInvoice,
  selectInvoiceLines,
  selectInvoiceOfOrder,
  selectOrderOwnerAndPayments,
  selectOrderToInvoice,
  setOrderInvoiceNumber,
  takeNextNumber,
  type OrderToInvoice,
} from './invoices.repository.js';

function shopOf(invoicing: InvoicingConfig): InvoiceSnapshot['shop'] {
  const { line1, line2, city, state, postalCode } = BRAND.address;
  return {
    legalName: invoicing.legalName,
    address: [line1, line2, `${city}, ${state} ${postalCode}`],
    gstin: invoicing.gstin,
  };
}

function discountOf(order: OrderToInvoice): InvoiceSnapshot['discount'] {
  if (order.discount_paise === 0) return null;
  const what = order.voucher_code
    ? `voucher ${order.voucher_code}`
    : order.discount_source === 'referral'
      ? 'referral welcome'
      : 'discount';
  return {
    label: `Discount (${what}, ${String(order.discount_percent)}%)`,
    paise: order.discount_paise,
  };
}

async function snapshotOf(
  trx: Db,
  order: OrderToInvoice,
  invoicing: InvoicingConfig,
): Promise<InvoiceSnapshot> {
  const lines = await selectInvoiceLines(trx, order.id);
  const place = [order.city, order.state, order.zip_code].filter(Boolean).join(', ');
  return {
    orderId: order.id,
    shop: shopOf(invoicing),
    customer: {
      name: `${order.first_name} ${order.last_name}`.trim(),
      address: [order.street, place].filter(Boolean),
      phone: order.phone,
    },
    lines: lines.map((line) => ({
      description: `${line.service_name}: ${line.name}`,
      quantity: line.quantity,
      ratePaise: line.unit_price_paise,
      amountPaise: line.line_total_paise,
    })),
    subtotalPaise: order.subtotal_paise,
    discount: discountOf(order),
    deliveryFeePaise: order.delivery_fee_paise,
    pointsRedeemedPaise: order.points_redeemed_paise,
  };
}

/**
 * Issues the order's invoice in the caller's transaction, numbered from the financial year of
 * `now`; an order already invoiced keeps its invoice (its number is answered). With a GSTIN
 * it is a tax invoice whose charged total splits into taxable value, CGST and SGST
 * (`gstSplitOf`); without one a bill of supply, all of it the value of the supply.
 */
export async function issueInvoiceFor(
  trx: Db,
  orderId: number,
  invoicing: InvoicingConfig,
  now: Date,
): Promise<string> {
  const order = await selectOrderToInvoice(trx, orderId);
  if (!order) throw notFound(INVOICE_MESSAGES.orderNotFound);
  return order.invoice_number ?? issue(trx, order, invoicing, now);
}

async function issue(
  trx: Db,
  order: OrderToInvoice,
  invoicing: InvoicingConfig,
  now: Date,
): Promise<string> {
  const snapshot = await snapshotOf(trx, order, invoicing);
  const financialYear = financialYearOf(now);
  const sequence = await takeNextNumber(trx, 'invoice_sequences', financialYear);
  const number = documentNumber(invoicing.prefix, financialYear, sequence);
  const total = order.total_paise;
  const tax = invoicing.gstin
    ? gstSplitOf(total)
    : { taxablePaise: total, cgstPaise: 0, sgstPaise: 0 };
  await insertInvoice(trx, {
    order_id: order.id,
    number,
    financial_year: financialYear,
    issued_at: now.toISOString(),
    kind: invoicing.gstin ? 'tax_invoice' : 'bill_of_supply',
    taxable_paise: tax.taxablePaise,
    cgst_paise: tax.cgstPaise,
    sgst_paise: tax.sgstPaise,
    total_paise: total,
    snapshot: JSON.stringify(snapshot),
  });
  await setOrderInvoiceNumber(trx, order.id, number);
  return number;
}

/**
 * A cancelled order's invoice is cancelled by a credit note (`CN/2026-27/0001`, a series of
 * its own), issued in the cancelling transaction, never by deleting the invoice. Nothing to do
 * for an order without an invoice, or whose invoice already has its credit note. Answers the
 * credit note's number when one is issued.
 */
export async function issueCreditNoteFor(
  trx: Db,
  orderId: number,
  reason: string,
  now: Date,
): Promise<string | null> {
  const invoice = await selectInvoiceOfOrder(trx, orderId);
  if (!invoice || invoice.credit_note_number !== null) return null;
  const financialYear = financialYearOf(now);
  const sequence = await takeNextNumber(trx, 'credit_note_sequences', financialYear);
  const number = documentNumber(CREDIT_NOTE_SERIES, financialYear, sequence);
  await insertCreditNote(trx, {
    invoice_id: invoice.id,
    number,
    financial_year: financialYear,
    issued_at: now.toISOString(),
    reason,
  });
  return number;
}

/**
 * 409 on `status` when the order's invoice was cancelled by a credit note: that sale is closed
 * for good. An order has one invoice and a credit note is never undone, so the order, reopened
 * and completed again, could never be invoiced; the customer places a new order instead.
 */
export async function assertInvoiceNotCancelled(trx: Db, orderId: number): Promise<void> {
  const invoice = await selectInvoiceOfOrder(trx, orderId);
  if (invoice?.credit_note_number) {
    const message = ADMIN_MESSAGES.reopenCreditNoted(
      orderId,
      invoice.number,
      invoice.credit_note_number,
    );
    throw conflict(message, 'status');
  }
}

/**
 * Staff issue the invoice of an order paid in full before it is completed (`POST
 * /api/admin/orders/{id}/invoice`), audited. A cancelled order, or one not paid in full, is
 * refused with a 409; an order already invoiced is left as it is (`issued: false`).
 */
export async function issueInvoiceEarly(
  db: Kysely<Database>,
  orderId: number,
  invoicing: InvoicingConfig,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<{ issued: boolean; invoiceNumber: string }> {
  return transaction(db, async (trx) => {
    const order = await selectOrderToInvoice(trx, orderId);
    if (!order) throw notFound(INVOICE_MESSAGES.orderNotFound);
    if (order.invoice_number) return { issued: false, invoiceNumber: order.invoice_number };
    if (order.status === 'cancelled') throw conflict(INVOICE_MESSAGES.cancelled);
    if (order.status !== 'completed' && paymentStateOfRow(order).duePaise > 0) {
      throw conflict(INVOICE_MESSAGES.notPaid);
    }
    const invoiceNumber = await issue(trx, order, invoicing, now);
    await recordAudit(trx, actor, {
      action: 'invoice.issue',
      entity: 'order',
      entityId: orderId,
      before: { invoiceNumber: null },
      after: { invoiceNumber },
    });
    return { issued: true, invoiceNumber };
  });
}

/**
 * The order's invoice as a PDF, for its customer and the shop's staff and admins (403 for
 * anyone else, 404 before it is issued), with the payments received so far and the balance.
 */
export async function invoicePdfOf(
  db: Db,
  orderId: number,
  caller: { id: number; role: TUserRole },
): Promise<{ number: string; pdf: Buffer }> {
  const order = await selectOrderOwnerAndPayments(db, orderId);
  if (!order) throw notFound(INVOICE_MESSAGES.orderNotFound);
  if (!isShopRole(caller.role) && order.user_id !== caller.id) {
    throw forbidden(API_MESSAGES.server.forbidden);
  }
  const invoice = await selectInvoiceOfOrder(db, orderId);
  if (!invoice) throw notFound(INVOICE_MESSAGES.notIssued);
  const pdf = await renderInvoicePdf({
    number: invoice.number,
    issuedAt: invoice.issued_at,
    kind: invoice.kind,
    taxablePaise: invoice.taxable_paise,
    cgstPaise: invoice.cgst_paise,
    sgstPaise: invoice.sgst_paise,
    totalPaise: invoice.total_paise,
    snapshot: JSON.parse(invoice.snapshot) as InvoiceSnapshot,
    creditNote:
      invoice.credit_note_number && invoice.credit_note_issued_at
        ? { number: invoice.credit_note_number, issuedAt: invoice.credit_note_issued_at }
        : null,
    paidPaise: order.paid_paise,
    refundedPaise: order.refunded_paise,
    forgonePaise: order.forgone_paise,
  });
  return { number: invoice.number, pdf };
}
