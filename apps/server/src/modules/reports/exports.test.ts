import {
  addDays,
  GST_SAC,
  indianDate,
  indianTime,
  paiseToRupees,
  paymentStateOf,
  PAYMENT_STATUS_LABELS,
  REPORT_MESSAGES,
} from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, sessionOf, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import {
  generateReportData,
  reportStateOf,
  type ReportCustomer,
  type ReportData,
  type ReportLine,
  type ReportOrder,
  type ReportPayment,
} from '../../../test/report-data.js';
import { EXPORT_PAGE_SIZE } from './exports.service.js';

/**
 * A CSV file read back as RFC 4180 says (quoted fields with doubled quotes, CRLF between
 * records), written here rather than with the writer's own code so that a mistake in one is not
 * hidden by the same mistake in the other. Fails on anything malformed.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let at = 0;
  let quoted = false;
  while (at < text.length) {
    const char = text.charAt(at);
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 2;
      } else if (char === '"') {
        quoted = false;
        at += 1;
        if (at < text.length && ![',', '\r'].includes(text.charAt(at)))
          throw new Error(`stray quote at ${at}`);
      } else {
        field += char;
        at += 1;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      at += 1;
    } else if (char === ',') {
      record.push(field);
      field = '';
      at += 1;
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 2;
    } else if (char === '\n' || char === '\r' || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} at ${at}`);
    } else {
      field += char;
      at += 1;
    }
  }
  if (quoted || field !== '' || record.length > 0) throw new Error('the last record is not ended');
  return records;
}

const BOM = '\uFEFF';

/** What a text cell becomes in the file: a formula's first character escaped by `'`. */
const text = (value: string | null) =>
  value === null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
const number = (value: number) => String(value);
const rupees = (paise: number) => String(paiseToRupees(paise));
const indianDateTime = (timestamp: string) =>
  `${indianDate(new Date(timestamp))} ${indianTime(new Date(timestamp))}`;

/** A file's columns as this test expects them: each one's header and its cell for an item. */
type Columns<Item> = [header: string, cell: (item: Item) => string][];
const headerOf = <Item>(columns: Columns<Item>) => columns.map(([header]) => header);
const rowOf = <Item>(columns: Columns<Item>, item: Item) => columns.map(([, cell]) => cell(item));

describe(`admin API: CSV exports (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  let auth: { authorization: string };
  let data: ReportData;
  /** A date far before the data set on which more orders than a page were placed at one instant. */
  const busyDate = '2025-06-15';
  let busyOrderIds: number[] = [];

  const get = (path: string) => ctx.app.inject({ method: 'GET', url: path, headers: auth });
  const csvOf = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith(BOM)).toBe(true);
    const records = parseCsv(response.body.slice(BOM.length));
    return { response, header: records[0] ?? [], rows: records.slice(1) };
  };
  /** The export `name` of the range from `days` days ago to today. */
  const csvOfLastDays = async (name: string, days: number) => {
    const from = addDays(data.today, -days);
    const to = data.today;
    return { from, to, ...(await csvOf(`/api/admin/exports/${name}.csv?from=${from}&to=${to}`)) };
  };

  beforeAll(async () => {
    auth = (await sessionOf(ctx, ADMIN.email)).auth;
    data = await generateReportData(ctx.database.db, {
      seed: 7,
      customers: 24,
      orders: 160,
      names: { 2: '=HYPERLINK("x")', 3: '+Plus "quoted"', 4: 'Line\nbreak' },
    });
    const customer = data.customers[0];
    const slot = data.slots[0];
    if (!customer || !slot) throw new Error('no customer or slot');
    const at = `${addDays(busyDate, -1)}T20:00:00.000Z`;
    const rows = Array.from({ length: EXPORT_PAGE_SIZE + 50 }, () => ({
      user_id: customer.id,
      status: 'pending' as const,
      pickup_date: busyDate,
      pickup_slot_id: slot.id,
      pickup_slot_label: '06:00 - 08:00',
      subtotal_paise: 10_000,
      discount_paise: 0,
      total_paise: 10_000,
      latitude: 12.97,
      longitude: 77.59,
      created_at: at,
      updated_at: at,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      const inserted = await ctx.database.db
        .insertInto('orders')
        .values(rows.slice(start, start + 200))
        .returning('id')
        .execute();
      busyOrderIds.push(...inserted.map((row) => row.id));
    }
    busyOrderIds = busyOrderIds.sort((a, b) => a - b);
    await ctx.database.db
      .insertInto('order_items')
      .values(
        busyOrderIds.map((orderId) => ({
          order_id: orderId,
          service_item_id: null,
          service_name: 'Laundry',
          name: 'Shirt',
          description: '',
          unit_price_paise: 10_000,
          quantity: 1,
          line_total_paise: 10_000,
        })),
      )
      .execute();
  }, 120_000);

  const placedIn = (from: string, to: string) =>
    data.orders
      .filter((order) => {
        const date = indianDate(new Date(order.createdAt));
        return date >= from && date <= to;
      })
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const customerOf = (order: ReportOrder) => {
    const customer = data.customers.find((candidate) => candidate.id === order.userId);
    if (!customer) throw new Error(`no customer ${order.userId}`);
    return customer;
  };

  it('exports the orders placed in a range, one row each, with their money and customer', async () => {
    const { from, to, response, header, rows } = await csvOfLastDays('orders', 30);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${from}-to-${to}.csv"`,
    );
    expect(header).toEqual([
      'Order ID',
      'Placed at (IST)',
      'Pickup date',
      'Pickup slot',
      'Status',
      'Customer ID',
      'Customer name',
      'Customer email',
      'Phone',
      'PIN',
      'Subtotal',
      'Discount',
      'Voucher',
      'Delivery fee',
      'Points redeemed',
      'Total',
      'Amount paid',
      'Amount due',
      'Payment status',
      'Invoice number',
    ]);
    const expected = placedIn(from, to).map((order) => {
      const customer = customerOf(order);
      const state = paymentStateOf(reportStateOf(order));
      return [
        number(order.id),
        indianDateTime(order.createdAt),
        order.pickupDate,
        order.pickupSlotLabel,
        order.status,
        number(customer.id),
        text(`${customer.firstName} ${customer.lastName}`),
        customer.email,
        customer.phone,
        customer.zipCode,
        rupees(order.subtotalPaise),
        rupees(order.discountPaise),
        text(order.voucherCode),
        rupees(order.deliveryFeePaise),
        rupees(order.pointsRedeemedPaise),
        rupees(order.totalPaise),
        rupees(order.paidPaise),
        rupees(state.duePaise),
        PAYMENT_STATUS_LABELS[state.status],
        text(order.invoiceNumber),
      ];
    });
    expect(expected.length).toBeGreaterThan(50);
    expect(rows).toEqual(expected);
  });

  it("escapes a customer's name a spreadsheet would run, and keeps commas, quotes and line breaks", async () => {
    const { rows } = await csvOf('/api/admin/exports/customers.csv');
    const names = rows.map((row) => row[1]);
    expect(names).toContain('\'=HYPERLINK("x") Bench');
    expect(names).toContain('\'+Plus "quoted" Bench');
    expect(names).toContain('Line\nbreak Bench');
    expect(names).toContain('Customer0 Rao, Jr.');
    expect(names.some((name) => name?.startsWith('='))).toBe(false);
  });

  it('exports every customer with their orders, spend and referrer, or those registered in a range', async () => {
    const { header, rows, response } = await csvOf('/api/admin/exports/customers.csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const keptOf = (customer: ReportCustomer) =>
      data.orders.filter((order) => order.userId === customer.id && order.status !== 'cancelled');
    /** How many of the busy date's orders (₹100 each, all the first customer's) are theirs. */
    const extraOf = (customer: ReportCustomer) =>
      customer.id === data.customers[0]?.id ? busyOrderIds.length : 0;
    const columns: Columns<ReportCustomer> = [
      ['Customer ID', (customer) => number(customer.id)],
      ['Name', (customer) => text(`${customer.firstName} ${customer.lastName}`)],
      ['Email', (customer) => customer.email],
      ['Phone', (customer) => customer.phone],
      ['PIN', (customer) => customer.zipCode],
      ['Registered at (IST)', (customer) => indianDateTime(customer.createdAt)],
      ['Orders', (customer) => number(keptOf(customer).length + extraOf(customer))],
      [
        'Total spent',
        (customer) =>
          rupees(
            keptOf(customer).reduce((sum, order) => sum + order.totalPaise, 0) +
              extraOf(customer) * 10_000,
          ),
      ],
      ['Loyalty points', (customer) => number(customer.loyaltyPoints)],
      [
        'Referred by',
        (customer) =>
          data.customers.find((candidate) => candidate.id === customer.referredBy)?.email ?? '',
      ],
    ];
    expect(header).toEqual(headerOf(columns));
    const expectedRow = (customer: ReportCustomer) => rowOf(columns, customer);
    const generated = data.customers.filter((customer) => customer.role === 'user');
    const ids = new Set(generated.map((customer) => String(customer.id)));
    expect(rows.filter((row) => ids.has(row[0] ?? ''))).toEqual(generated.map(expectedRow));
    // Staff are not customers; the seeded demo customer is.
    expect(rows.some((row) => row[2] === 'demo@freshfold.in')).toBe(true);
    expect(rows.some((row) => row[2] === 'admin@freshfold.in')).toBe(false);
    expect(rows.some((row) => row[2] === data.customers[1]?.email)).toBe(false);

    const from = addDays(data.today, -20);
    const to = addDays(data.today, -5);
    const ranged = await csvOf(`/api/admin/exports/customers.csv?from=${from}&to=${to}`);
    const inRange = generated.filter((customer) => {
      const date = indianDate(new Date(customer.createdAt));
      return date >= from && date <= to;
    });
    expect(inRange.length).toBeGreaterThan(0);
    expect(ranged.rows).toEqual(inRange.map(expectedRow));
  });

  it('exports the lines of the orders placed in a range, each with its order status', async () => {
    const { from, to, header, rows } = await csvOfLastDays('order-lines', 10);
    const columns: Columns<{ order: ReportOrder; line: ReportLine }> = [
      ['Order ID', ({ order }) => number(order.id)],
      ['Placed date (IST)', ({ order }) => indianDate(new Date(order.createdAt))],
      ['Order status', ({ order }) => order.status],
      ['Service', ({ line }) => line.serviceName],
      ['Item', ({ line }) => line.name],
      ['Quantity', ({ line }) => number(line.quantity)],
      ['Unit price', ({ line }) => rupees(line.unitPricePaise)],
      ['Line total', ({ line }) => rupees(line.unitPricePaise * line.quantity)],
    ];
    expect(header).toEqual(headerOf(columns));
    expect(rows).toEqual(
      placedIn(from, to).flatMap((order) =>
        order.lines.map((line) => rowOf(columns, { order, line })),
      ),
    );
  });

  it('exports the payments and refunds recorded in a range, refunds as negative numbers', async () => {
    const { header, rows } = await csvOfLastDays('payments', 70);
    const columns: Columns<ReportPayment> = [
      ['Payment ID', (payment) => number(payment.id)],
      ['Order ID', (payment) => number(payment.orderId)],
      ['Recorded at (IST)', (payment) => indianDateTime(payment.createdAt)],
      ['Method', (payment) => payment.method],
      ['Amount', (payment) => rupees(payment.amountPaise)],
      [
        'Kind',
        (payment) =>
          payment.amountPaise > 0 ? 'Payment' : payment.correction ? 'Correction' : 'Refund',
      ],
      ['Reference', (payment) => text(payment.reference)],
      ['Reason', (payment) => text(payment.reason)],
      ['Recorded by', (payment) => payment.recordedBy],
    ];
    expect(header).toEqual(headerOf(columns));
    const expected = [...data.payments]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((payment) => rowOf(columns, payment));
    expect(rows).toEqual(expected);
    expect(rows.some((row) => row[4]?.startsWith('-'))).toBe(true);
    expect(new Set(rows.map((row) => row[5]))).toEqual(
      new Set(['Payment', 'Refund', 'Correction']),
    );
    expect(rows.some((row) => row[6]?.startsWith("'=UPI-"))).toBe(true);
  });

  it('sums the invoices and credit notes of a range by month and SAC', async () => {
    const { header, rows } = await csvOfLastDays('gst-summary', 90);
    expect(header).toEqual([
      'Month',
      'SAC',
      'Document',
      'Count',
      'Taxable value',
      'CGST',
      'SGST',
      'Total',
    ]);
    const monthOf = (timestamp: string) => indianDate(new Date(timestamp)).slice(0, 7);
    const sums = new Map<
      string,
      { count: number; taxable: number; cgst: number; sgst: number; total: number }
    >();
    const add = (key: string, sign: number, invoice: ReportData['invoices'][number]) => {
      const entry = sums.get(key) ?? { count: 0, taxable: 0, cgst: 0, sgst: 0, total: 0 };
      entry.count += 1;
      entry.taxable += sign * invoice.taxablePaise;
      entry.cgst += sign * invoice.cgstPaise;
      entry.sgst += sign * invoice.sgstPaise;
      entry.total += sign * invoice.totalPaise;
      sums.set(key, entry);
    };
    // Tax invoices and their credit notes first in a month, then bills of supply and theirs.
    const names = {
      tax_invoice: ['0 Tax invoices', '1 Credit notes on tax invoices'],
      bill_of_supply: ['2 Bills of supply', '3 Credit notes on bills of supply'],
    } as const;
    for (const invoice of data.invoices) {
      const [issued, cancelled] = names[invoice.kind];
      add(`${monthOf(invoice.issuedAt)} ${issued}`, 1, invoice);
      if (invoice.creditNoteAt) add(`${monthOf(invoice.creditNoteAt)} ${cancelled}`, -1, invoice);
    }
    const expected = [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => {
        const [month = '', rank = '', ...document] = key.split(' ');
        // A bill of supply is no taxable supply: its rows carry the total alone.
        const taxed = Number(rank) < 2;
        return [
          month,
          GST_SAC,
          document.join(' '),
          number(entry.count),
          taxed ? rupees(entry.taxable) : '',
          taxed ? rupees(entry.cgst) : '',
          taxed ? rupees(entry.sgst) : '',
          rupees(entry.total),
        ];
      });
    for (const document of [
      'Tax invoices',
      'Credit notes on tax invoices',
      'Bills of supply',
      'Credit notes on bills of supply',
    ]) {
      expect(
        expected.some((row) => row[2] === document),
        document,
      ).toBe(true);
    }
    expect(rows).toEqual(expected);
    for (const row of rows.filter((cells) => cells[4] !== '')) {
      // Taxable value, CGST and SGST add up to the total, as on every tax invoice.
      const [taxable, cgst, sgst, total] = row.slice(4).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      expect(Math.round((taxable + cgst + sgst) * 100)).toBe(Math.round(total * 100));
    }
  });

  it('reads more orders than a page, all placed at one instant, each once and in id order', async () => {
    const orders = await csvOf(`/api/admin/exports/orders.csv?from=${busyDate}&to=${busyDate}`);
    expect(orders.rows.map((row) => Number(row[0]))).toEqual(busyOrderIds);
    const lines = await csvOf(`/api/admin/exports/order-lines.csv?from=${busyDate}&to=${busyDate}`);
    expect(lines.rows.map((row) => Number(row[0]))).toEqual(busyOrderIds);
  });

  it('answers an empty range with the header alone', async () => {
    const { rows, header } = await csvOf(
      '/api/admin/exports/payments.csv?from=2020-01-01&to=2020-01-31',
    );
    expect(header[0]).toBe('Payment ID');
    expect(rows).toEqual([]);
  });

  it('refuses a wrong range with a 400 naming the field', async () => {
    for (const name of ['orders', 'order-lines', 'payments', 'gst-summary']) {
      const backwards = await get(`/api/admin/exports/${name}.csv?from=2026-11-30&to=2026-11-01`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ field: 'to', message: REPORT_MESSAGES.fromAfterTo });
      const missing = await get(`/api/admin/exports/${name}.csv`);
      expect(missing.statusCode).toBe(400);
    }
    const customers = await get('/api/admin/exports/customers.csv?from=2026-13-01');
    expect(customers.statusCode).toBe(400);
    expect(customers.json()).toMatchObject({ field: 'from' });
  });
});
