import type { Insertable } from 'kysely';
import { lockedForUpdate } from '../../db/dialect.js';
import type { CreditNotesTable, Db, InvoicesTable } from '../../db/tables.js';
import { JOINED_CUSTOMER_COLUMNS } from '../accounts/users.repository.js';
import { ORDER_MONEY_COLUMNS, ordersWithCustomers } from '../orders/orders.repository.js';

/** The gap-free document series: invoices, and credit notes. */
export type Series = 'invoice_sequences' | 'credit_note_sequences';

/**
 * The next number of a series in a financial year, taken in the caller's transaction: the
 * year's row is made if it is missing, then moved by one. On PostgreSQL the UPDATE holds the
 * row's lock until the transaction ends, so concurrent issuers take numbers one after the
 * other and a rolled-back transaction gives its number back; SQLite has one writer at a time.
 */
export async function takeNextNumber(
  trx: Db,
  series: Series,
  financialYear: string,
): Promise<number> {
  await trx
    .insertInto(series)
    .values({ financial_year: financialYear, last_number: 0 })
    .onConflict((conflict) => conflict.column('financial_year').doNothing())
    .execute();
  const { last_number } = await trx
    .updateTable(series)
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('financial_year', '=', financialYear)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return last_number;
}

/**
 * What an invoice prints of an order: its money, its customer and whether it is paid, the
 * order's row locked (PostgreSQL) so that two staff issuing it at once take one number.
 */
export function selectOrderToInvoice(trx: Db, orderId: number) {
  const query = ordersWithCustomers(trx)
    .select([
      'orders.id',
      'orders.status',
      ...ORDER_MONEY_COLUMNS,
      'orders.discount_percent',
      'orders.discount_source',
      ...JOINED_CUSTOMER_COLUMNS,
    ])
    .where('orders.id', '=', orderId);
  return lockedForUpdate(trx, query).executeTakeFirst();
}

export type OrderToInvoice = NonNullable<Awaited<ReturnType<typeof selectOrderToInvoice>>>;

/** The order's lines as an invoice lists them. */
export function selectInvoiceLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['service_name', 'name', 'unit_price_paise', 'quantity', 'line_total_paise'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function insertInvoice(trx: Db, invoice: Insertable<InvoicesTable>): Promise<void> {
  await trx.insertInto('invoices').values(invoice).execute();
}

/** The invoice's number on its order's row (every order answer carries it). */
export async function setOrderInvoiceNumber(
  trx: Db,
  orderId: number,
  invoiceNumber: string,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ invoice_number: invoiceNumber })
    .where('id', '=', orderId)
    .execute();
}

/** An order's invoice, with its credit note if one was issued. */
export function selectInvoiceOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('invoices')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .select([
      'invoices.id',
      'invoices.order_id',
      'invoices.number',
      'invoices.issued_at',
      'invoices.kind',
      'invoices.taxable_paise',
      'invoices.cgst_paise',
      'invoices.sgst_paise',
      'invoices.total_paise',
      'invoices.snapshot',
      'credit_notes.number as credit_note_number',
      'credit_notes.issued_at as credit_note_issued_at',
    ])
    .where('invoices.order_id', '=', orderId)
    .executeTakeFirst();
}

export async function insertCreditNote(
  trx: Db,
  creditNote: Insertable<CreditNotesTable>,
): Promise<void> {
  await trx.insertInto('credit_notes').values(creditNote).execute();
}

/** Who placed the order, what it has been paid and refunded so far (the PDF's payments lines). */
export function selectOrderOwnerAndPayments(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['user_id', 'paid_paise', 'refunded_paise', 'forgone_paise'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
