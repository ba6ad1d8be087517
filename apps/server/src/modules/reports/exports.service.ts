import type { Readable } from 'node:stream';
import {
  GST_SAC,
  indianDate,
  indianTime,
  paiseToRupees,
  PAYMENT_KIND_LABELS,
  paymentKindOf,
  PAYMENT_STATUS_LABELS,
  type TCustomersExportQuery,
  type TExportRangeQuery,
} from '@freshfold/shared';
import type { Db } from '../../db/tables.js';
import { csvStream, type CsvCell } from '../../lib/csv.js';
import {
  selectCreditNoteMonths,
  selectCustomersPage,
  selectInvoiceMonths,
  selectLinesOf,
  selectOrderKeysPage,
  selectOrdersPage,
  selectOrderTotalsOf,
  selectPaymentsPage,
  type Cursor,
  type OrderExportRow,
} from './exports.repository.js';
import { paymentStateOfRow } from '../orders/order-views.js';
import { instantsOf, type InstantRange } from './reports.repository.js';

/** Rows read per query: enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 1000;

/** A CSV export: its file name and its text, streamed. */
export interface CsvExport {
  filename: string;
  stream: Readable;
}

type Range = { from: string; to: string };

/** `orders-2026-11-01-to-2026-11-30.csv`. */
function filenameOf(name: string, range: Partial<Range>): string {
  return range.from && range.to ? `${name}-${range.from}-to-${range.to}.csv` : `${name}.csv`;
}

/** A timestamp on the Indian wall clock, as a spreadsheet sorts it: `2026-11-23 14:05`. */
function indianDateTime(timestamp: string): string {
  const instant = new Date(timestamp);
  return `${indianDate(instant)} ${indianTime(instant)}`;
}

const rupees = (paise: number | string): number => paiseToRupees(Number(paise));

/**
 * Pages read by keyset on (created_at, id) until a page comes back short: each page starts after
 * the last row of the one before.
 */
async function* keysetPages<Row extends { id: number; created_at: string }>(
  read: (after: Cursor | null) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    after = { at: last.created_at, id: last.id };
  }
}

/**
 * An export of the rows created in the query's range (orders placed, payments recorded): read a
 * page at a time by keyset, each page written as the records `toRecords` makes of it.
 */
function rangeExport<Row extends { id: number; created_at: string }>(
  db: Db,
  name: string,
  query: TExportRangeQuery,
  readPage: (db: Db, range: InstantRange, after: Cursor | null, limit: number) => Promise<Row[]>,
  header: string[],
  toRecords: (rows: Row[]) => CsvCell[][] | Promise<CsvCell[][]>,
): CsvExport {
  const range = instantsOf(query.from, query.to);
  async function* records(): AsyncGenerator<CsvCell[][]> {
    for await (const rows of keysetPages((after) => readPage(db, range, after, EXPORT_PAGE_SIZE))) {
      yield await toRecords(rows);
    }
  }
  return { filename: filenameOf(name, query), stream: csvStream(header, records()) };
}

/**
 * The columns of the orders export. Money in rupees; the delivery fee and the points redeemed
 * as each order was charged them (migration 2026-12-01-001).
 */
const ORDER_COLUMNS: [string, (row: OrderExportRow) => CsvCell][] = [
  ['Order ID', (row) => row.id],
  ['Placed at (IST)', (row) => indianDateTime(row.created_at)],
  ['Pickup date', (row) => row.pickup_date],
  ['Pickup slot', (row) => row.pickup_slot_label],
  ['Status', (row) => row.status],
  ['Customer ID', (row) => row.user_id],
  ['Customer name', (row) => `${row.first_name} ${row.last_name}`.trim()],
  ['Customer email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['PIN', (row) => row.zip_code],
  ['Subtotal', (row) => rupees(row.subtotal_paise)],
  ['Discount', (row) => rupees(row.discount_paise)],
  ['Voucher', (row) => row.voucher_code],
  ['Delivery fee', (row) => rupees(row.delivery_fee_paise)],
  ['Points redeemed', (row) => rupees(row.points_redeemed_paise)],
  ['Total', (row) => rupees(row.total_paise)],
  ['Amount paid', (row) => rupees(row.paid_paise)],
  ['Amount due', (row) => rupees(paymentStateOfRow(row).duePaise)],
  ['Payment status', (row) => PAYMENT_STATUS_LABELS[paymentStateOfRow(row).status]],
  ['Invoice number', (row) => row.invoice_number],
];

/** `GET /api/admin/exports/orders.csv`: one row per order placed in the range. */
export function ordersExport(db: Db, query: TExportRangeQuery): CsvExport {
  return rangeExport(
    db,
    'orders',
    query,
    selectOrdersPage,
    ORDER_COLUMNS.map(([name]) => name),
    (rows) => rows.map((row) => ORDER_COLUMNS.map(([, cell]) => cell(row))),
  );
}

/**
 * `GET /api/admin/exports/order-lines.csv`: one row per line of the orders placed in the range,
 * with its order's status, so that a sum of the lines can leave cancelled orders out as the
 * reports do.
 */
export function orderLinesExport(db: Db, query: TExportRangeQuery): CsvExport {
  return rangeExport(
    db,
    'order-lines',
    query,
    selectOrderKeysPage,
    [
      'Order ID',
      'Placed date (IST)',
      'Order status',
      'Service',
      'Item',
      'Quantity',
      'Unit price',
      'Line total',
    ],
    async (orders) => {
      const placed = new Map(
        orders.map((order) => [order.id, indianDate(new Date(order.created_at))]),
      );
      const statuses = new Map(orders.map((order) => [order.id, order.status]));
      const lines = await selectLinesOf(
        db,
        orders.map((order) => order.id),
      );
      // The lines come by order id; the file keeps the orders' placing order.
      const byOrder = new Map<number, CsvCell[][]>();
      for (const line of lines) {
        const records = byOrder.get(line.order_id) ?? [];
        records.push([
          line.order_id,
          placed.get(line.order_id) ?? '',
          statuses.get(line.order_id) ?? '',
          line.service_name,
          line.name,
          line.quantity,
          rupees(line.unit_price_paise),
          rupees(line.line_total_paise),
        ]);
        byOrder.set(line.order_id, records);
      }
      return orders.flatMap((order) => byOrder.get(order.id) ?? []);
    },
  );
}

/**
 * `GET /api/admin/exports/customers.csv`: every customer, or those registered in the range,
 * with their not-cancelled orders and what those were charged.
 */
export function customersExport(db: Db, query: TCustomersExportQuery): CsvExport {
  // One end alone leaves the other open.
  const narrowed =
    query.from || query.to
      ? instantsOf(query.from ?? '2000-01-01', query.to ?? '9999-12-30')
      : null;
  async function* pages(): AsyncGenerator<CsvCell[][]> {
    let afterId = 0;
    for (;;) {
      const customers = await selectCustomersPage(db, narrowed, afterId, EXPORT_PAGE_SIZE);
      const last = customers.at(-1);
      if (!last) return;
      const totals = new Map(
        (
          await selectOrderTotalsOf(
            db,
            customers.map((customer) => customer.id),
          )
        ).map((row) => [row.user_id, row]),
      );
      yield customers.map((customer) => {
        const total = totals.get(customer.id);
        return [
          customer.id,
          `${customer.first_name} ${customer.last_name}`.trim(),
          customer.email,
          customer.phone,
          customer.zip_code,
          indianDateTime(customer.created_at),
          Number(total?.orders ?? 0),
          rupees(total?.spent ?? 0),
          customer.loyalty_points,
          customer.referrer_email,
        ];
      });
      if (customers.length < EXPORT_PAGE_SIZE) return;
      afterId = last.id;
    }
  }
  return {
    filename: filenameOf('customers', query),
    stream: csvStream(
      [
        'Customer ID',
        'Name',
        'Email',
        'Phone',
        'PIN',
        'Registered at (IST)',
        'Orders',
        'Total spent',
        'Loyalty points',
        'Referred by',
      ],
      pages(),
    ),
  };
}

/**
 * `GET /api/admin/exports/payments.csv`: each payment, refund and correction recorded in the
 * range; `Kind` tells them apart (decision 016).
 */
export function paymentsExport(db: Db, query: TExportRangeQuery): CsvExport {
  return rangeExport(
    db,
    'payments',
    query,
    selectPaymentsPage,
    [
      'Payment ID',
      'Order ID',
      'Recorded at (IST)',
      'Method',
      'Amount',
      'Kind',
      'Reference',
      'Reason',
      'Recorded by',
    ],
    (rows) =>
      rows.map((row) => [
        row.id,
        row.order_id,
        indianDateTime(row.created_at),
        row.method,
        rupees(row.amount_paise),
        PAYMENT_KIND_LABELS[paymentKindOf(row.amount_paise, row.is_correction === 1)],
        row.reference,
        row.reason,
        row.recorded_by_email,
      ]),
  );
}

/** How the GST summary names each kind of document, and its credit notes. */
const GST_DOCUMENTS = {
  tax_invoice: { invoices: 'Tax invoices', creditNotes: 'Credit notes on tax invoices' },
  bill_of_supply: { invoices: 'Bills of supply', creditNotes: 'Credit notes on bills of supply' },
} as const;

/**
 * `GET /api/admin/exports/gst-summary.csv`: by Indian month and SAC, the tax invoices issued and
 * their taxable value, CGST, SGST and total, then the credit notes on them as negative rows:
 * sums of the amounts each document stores, split by the invoices' rounding rule at issue. Bills
 * of supply (issued while the shop had no GSTIN) and their credit notes are rows of their own,
 * with their total alone: they are not taxable supplies of the shop, and never counted in a tax
 * invoice row.
 */
export function gstSummaryExport(db: Db, query: TExportRangeQuery): CsvExport {
  const range = instantsOf(query.from, query.to);
  async function* pages(): AsyncGenerator<CsvCell[][]> {
    const [invoices, creditNotes] = await Promise.all([
      selectInvoiceMonths(db, range),
      selectCreditNoteMonths(db, range),
    ]);
    const rows = [
      ...invoices.map((row) => ({ row, document: GST_DOCUMENTS[row.kind].invoices, sign: 1 })),
      ...creditNotes.map((row) => ({
        row,
        document: GST_DOCUMENTS[row.kind].creditNotes,
        sign: -1,
      })),
    ].sort(
      (a, b) =>
        a.row.month.localeCompare(b.row.month) ||
        b.row.kind.localeCompare(a.row.kind) ||
        b.sign - a.sign,
    );
    yield rows.map(({ row, document, sign }) => {
      const taxed = row.kind === 'tax_invoice';
      return [
        row.month,
        GST_SAC,
        document,
        Number(row.documents),
        taxed ? sign * rupees(row.taxable) : null,
        taxed ? sign * rupees(row.cgst) : null,
        taxed ? sign * rupees(row.sgst) : null,
        sign * rupees(row.total),
      ];
    });
  }
  return {
    filename: filenameOf('gst-summary', query),
    stream: csvStream(
      ['Month', 'SAC', 'Document', 'Count', 'Taxable value', 'CGST', 'SGST', 'Total'],
      pages(),
    ),
  };
}
