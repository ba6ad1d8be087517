import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { ORDER_MONEY_COLUMNS, ordersWithCustomers } from '../orders/orders.repository.js';
import { indianDateSql, type InstantRange } from './reports.repository.js';

/*
 * The exports read a page at a time by keyset: the next rows after the last one written, in
 * the order of an index, so each page is one index range read however far into the file it is
 * (an OFFSET would read every earlier row again). Orders and payments go by when they were
 * placed or recorded, then id; customers by id.
 */

/**
 * Where the previous page ended: its last row's timestamp and id. The next page starts at that
 * timestamp (`>=`, the index range's start) and skips what was written (`> at or id > id`);
 * a row-value comparison `(at, id) > (…)` reads the same but SQLite does not start its index
 * range at it, so every page would read the file's first rows again.
 */
export interface Cursor {
  at: string;
  id: number;
}

/**
 * A dated export's page reader: one page of the rows of `rows` created in the range after the
 * cursor, by `created_at` then id of `table` (the keyset condition and order every dated export
 * pages by), `limit` rows at the most.
 */
function keysetPages<TB extends keyof Database, O>(
  table: 'orders' | 'payments',
  rows: (db: Db) => SelectQueryBuilder<Database, TB, O>,
) {
  const at = sql.ref<string>(`${table}.created_at`);
  const id = sql.ref<number>(`${table}.id`);
  return (db: Db, range: InstantRange, after: Cursor | null, limit: number): Promise<O[]> => {
    let page = rows(db)
      .where(at, '>=', after?.at ?? range.start)
      .where(at, '<', range.end);
    if (after) page = page.where((eb) => eb.or([eb(at, '>', after.at), eb(id, '>', after.id)]));
    return page.orderBy(at).orderBy(id).limit(limit).execute();
  };
}

/** Orders placed in the range after the cursor, with their customer, by placing time and id. */
export const selectOrdersPage = keysetPages('orders', (db) =>
  ordersWithCustomers(db).select([
    'orders.id',
    'orders.created_at',
    'orders.pickup_date',
    'orders.pickup_slot_label',
    'orders.status',
    'orders.user_id',
    'users.first_name',
    'users.last_name',
    'users.email',
    'users.phone',
    'users.zip_code',
    ...ORDER_MONEY_COLUMNS,
  ]),
);

export type OrderExportRow = Awaited<ReturnType<typeof selectOrdersPage>>[number];

/** The ids and placing times of a page of orders placed in the range, for their lines. */
export const selectOrderKeysPage = keysetPages('orders', (db) =>
  db.selectFrom('orders').select(['orders.id', 'orders.created_at', 'orders.status']),
);

/** The lines of these orders, by order then line (the lines' order index). */
export function selectLinesOf(db: Db, orderIds: number[]) {
  return db
    .selectFrom('order_items')
    .select([
      'order_id',
      'service_name',
      'name',
      'quantity',
      'unit_price_paise',
      'line_total_paise',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

/** Customers (role `user`), optionally registered in the range, after the id, by id. */
export function selectCustomersPage(
  db: Db,
  range: InstantRange | null,
  afterId: number,
  limit: number,
) {
  let query = db
    .selectFrom('users')
    .leftJoin('users as referrer', 'referrer.id', 'users.referred_by_user_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'users.zip_code',
      'users.created_at',
      'users.loyalty_points',
      'referrer.email as referrer_email',
    ])
    .where('users.role', '=', 'user')
    .where('users.id', '>', afterId);
  if (range) {
    query = query
      .where('users.created_at', '>=', range.start)
      .where('users.created_at', '<', range.end);
  }
  return query.orderBy('users.id').limit(limit).execute();
}

/** Not-cancelled orders and their charged totals, of these customers (the customer's index). */
export function selectOrderTotalsOf(db: Db, userIds: number[]) {
  return db
    .selectFrom('orders')
    .select([
      'user_id',
      (eb) => eb.fn.countAll<number | string>().as('orders'),
      (eb) => eb.fn.sum<number | string>('total_paise').as('spent'),
    ])
    .where('user_id', 'in', userIds)
    .where('status', '<>', 'cancelled')
    .groupBy('user_id')
    .execute();
}

/** Payments and refunds recorded in the range after the cursor, with who recorded them. */
export const selectPaymentsPage = keysetPages('payments', (db) =>
  db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.recorded_by')
    .select([
      'payments.id',
      'payments.order_id',
      'payments.created_at',
      'payments.method',
      'payments.amount_paise',
      'payments.reference',
      'payments.reason',
      'payments.is_correction',
      'users.email as recorded_by_email',
    ]),
);

type Count = number | string;

/**
 * Documents issued in the range, by Indian month of issue (`YYYY-MM`) and by the kind of their
 * invoice (a tax invoice, or a bill of supply issued while the shop had no GSTIN): how many, and
 * the sums of the amounts their invoice stores as it was issued (so the totals are those of the
 * documents filed; a credit note cancels its invoice's amounts).
 */
function documentMonths<TB extends keyof Database>(
  db: Db,
  documents: SelectQueryBuilder<Database, TB, object>,
  issuedAt: 'invoices.issued_at' | 'credit_notes.issued_at',
  range: InstantRange,
) {
  const month = sql<string>`substr(${indianDateSql(db, issuedAt)}, 1, 7)`;
  const at = sql.ref<string>(issuedAt);
  const kind = sql.ref<'tax_invoice' | 'bill_of_supply'>('invoices.kind');
  const sum = (amount: 'taxable' | 'cgst' | 'sgst' | 'total') =>
    sql<Count>`sum(${sql.ref(`invoices.${amount}_paise`)})`;
  return documents
    .select([
      month.as('month'),
      kind.as('kind'),
      sql<Count>`count(*)`.as('documents'),
      sum('taxable').as('taxable'),
      sum('cgst').as('cgst'),
      sum('sgst').as('sgst'),
      sum('total').as('total'),
    ])
    .where(at, '>=', range.start)
    .where(at, '<', range.end)
    .groupBy([month, kind])
    .orderBy(month)
    .execute();
}

/** Invoices issued in the range, by Indian month of issue. */
export function selectInvoiceMonths(db: Db, range: InstantRange) {
  return documentMonths(db, db.selectFrom('invoices'), 'invoices.issued_at', range);
}

/** Credit notes issued in the range, by Indian month of issue, with the amounts they cancel. */
export function selectCreditNoteMonths(db: Db, range: InstantRange) {
  const creditNotes = db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id');
  return documentMonths(db, creditNotes, 'credit_notes.issued_at', range);
}
