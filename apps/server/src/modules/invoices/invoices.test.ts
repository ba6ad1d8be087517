import { INVOICE_MESSAGES } from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  insertOrderRow,
  itemNamed,
  type TestCustomer,
} from '../../../test/customers.js';
import {
  expectRefusal,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../../test/helpers.js';
import { pdfTextOf } from '../../../test/pdf.js';
import {
  myOrders,
  orderRequest,
  pickupOn,
  placeOrder,
  setOrderStatus,
  storedOrder,
} from '../../../test/orders.js';
import { ConfigError, loadConfig } from '../../config.js';
import { transaction } from '../../db/transaction.js';
import { financialYearOf } from './invoice-numbers.js';
import { issueInvoiceFor } from './invoices.service.js';

const GSTIN = '29ABCDE1234F1Z5';
const LEGAL_NAME = 'FreshFold Services Private Limited';

interface Shop {
  ctx: TestContext;
  admin: TestCustomer;
  staff: TestCustomer;
  customer: TestCustomer;
  other: TestCustomer;
}

/** The app with an admin, a staff member and two customers, for a `describe` block. */
function shopSuite(environment: Record<string, string>): Shop {
  const ctx = testAppSuite({ environment });
  const shop = { ctx } as Shop;
  beforeAll(async () => {
    shop.admin = await createCustomer(ctx, { role: 'admin' });
    shop.staff = await createCustomer(ctx, { role: 'staff' });
    shop.customer = await createCustomer(ctx);
    shop.other = await createCustomer(ctx);
  });
  return shop;
}

/** The customer places an order through the API: 2 shirts and a saree, dry cleaned. */
async function placeOrderOf(shop: Shop, customer = shop.customer): Promise<number> {
  const shirt = await itemNamed(shop.ctx, 'Shirt', 'Dry Cleaning');
  const saree = await itemNamed(shop.ctx, 'Saree', 'Dry Cleaning');
  const pickup = await pickupOn(shop.ctx, 'Monday', 1000);
  const response = await placeOrder(
    shop.ctx.app,
    customer,
    orderRequest(
      [
        { itemId: shirt.id, quantity: 2 },
        { itemId: saree.id, quantity: 1 },
      ],
      pickup,
    ),
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

function setStatus(shop: Shop, orderId: number, status: string, as = shop.staff) {
  return setOrderStatus(shop.ctx.app, as, orderId, status);
}

function invoicePdf(shop: Shop, orderId: number, as: TestCustomer | null) {
  return shop.ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${String(orderId)}/invoice.pdf`,
    headers: as ? as.auth : {},
  });
}

function issueEarly(shop: Shop, orderId: number, as = shop.staff) {
  return shop.ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${String(orderId)}/invoice`,
    headers: as.auth,
  });
}

async function complete(shop: Shop, orderId: number): Promise<string> {
  const response = await setStatus(shop, orderId, 'completed');
  expect(response.statusCode).toBe(200);
  const { invoiceNumber } = response.json<{ invoiceNumber: string | null }>();
  if (!invoiceNumber) throw new Error('completed without an invoice');
  return invoiceNumber;
}

async function firstItemId(shop: Shop): Promise<number> {
  const item = await shop.ctx.database.db
    .selectFrom('service_items')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return item.id;
}

/** The running number of an invoice or credit note number (`FF/2026-27/0007` → 7). */
const sequenceOf = (number: string) => Number(number.split('/').pop());

const FY = () => financialYearOf(new Date());

describe(`GST invoices with a GSTIN (${TEST_DB_KIND})`, () => {
  const shop = shopSuite({ GSTIN, SHOP_LEGAL_NAME: LEGAL_NAME });

  it('numbers an order completed by staff FF/{FY}/0001 and keeps it when completed again', async () => {
    const orderId = await placeOrderOf(shop);
    const placed = await storedOrder(shop.ctx, orderId, ['invoice_number']);
    expect(placed.invoice_number).toBeNull();
    const number = await complete(shop, orderId);
    expect(number).toBe(`FF/${FY()}/0001`);
    expect(number.length).toBeLessThanOrEqual(16);
    const listed = await myOrders(shop.ctx.app, shop.customer);
    expect(listed.find((order) => order.id === orderId)?.invoiceNumber).toBe(number);
    expect((await setStatus(shop, orderId, 'ready')).statusCode).toBe(200);
    expect(await complete(shop, orderId)).toBe(number);
    const invoices = await shop.ctx.database.db
      .selectFrom('invoices')
      .select('number')
      .where('order_id', '=', orderId)
      .execute();
    expect(invoices).toEqual([{ number }]);
  });

  it('freezes the tax split of the charged total: taxable ÷ 1.18, the odd paisa to SGST', async () => {
    const orderId = await placeOrderOf(shop);
    await complete(shop, orderId);
    const invoice = await shop.ctx.database.db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .select([
        'invoices.kind',
        'invoices.taxable_paise',
        'invoices.cgst_paise',
        'invoices.sgst_paise',
        'invoices.total_paise',
        'orders.total_paise as order_total',
      ])
      .where('invoices.order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(invoice.kind).toBe('tax_invoice');
    expect(invoice.total_paise).toBe(invoice.order_total);
    expect(invoice.taxable_paise).toBe(Math.round((invoice.total_paise * 100) / 118));
    expect(invoice.taxable_paise + invoice.cgst_paise + invoice.sgst_paise).toBe(
      invoice.total_paise,
    );
    expect(invoice.sgst_paise - invoice.cgst_paise).toBeGreaterThanOrEqual(0);
    expect(invoice.sgst_paise - invoice.cgst_paise).toBeLessThanOrEqual(1);
  });

  it('prints a tax invoice with every field a PDF reader shows', async () => {
    await shop.ctx.database.db
      .updateTable('users')
      .set({ first_name: 'Asha', last_name: 'Rao', street: '7, 4th Cross', city: 'Bengaluru' })
      .where('id', '=', shop.customer.id)
      .execute();
    const orderId = await placeOrderOf(shop);
    const number = await complete(shop, orderId);
    const order = await storedOrder(shop.ctx, orderId, ['total_paise']);
    const response = await invoicePdf(shop, orderId, shop.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfTextOf(response.rawPayload);
    for (const expected of [
      LEGAL_NAME,
      '42, 12th Main Road, HAL 2nd Stage',
      `GSTIN: ${GSTIN}`,
      'Tax Invoice',
      `Invoice number: ${number}`,
      'Invoice date:',
      'Asha Rao',
      '7, 4th Cross',
      'Place of supply: Karnataka (29)',
      'SAC',
      '999712',
      'Dry Cleaning: Shirt',
      'Taxable value',
      'CGST 9%',
      'SGST 9%',
      'Amount in words: Rupees',
      'Only',
      'Payments received ₹0.00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain(`Balance due ₹${(order.total_paise / 100).toFixed(2)}`);
  });

  it('prints a name and address in Kannada or Hindi as written, and amounts in ₹', async () => {
    const address = '೧೪, ೩ನೇ ಮುಖ್ಯ, ಜಯನಗರ ೪ನೇ ಹಂತ';
    for (const [firstName, lastName] of [
      ['ಅನಿತಾ', 'ರಾವ್'],
      // Not क्षत्रिय: it prints right, but a reader copies its pre-base ि in drawn order (क्षित्रय).
      ['अनीता', 'राव'],
    ] as const) {
      await shop.ctx.database.db
        .updateTable('users')
        .set({ first_name: firstName, last_name: lastName, street: address, city: 'Bengaluru' })
        .where('id', '=', shop.other.id)
        .execute();
      const orderId = await placeOrderOf(shop, shop.other);
      await complete(shop, orderId);
      const text = await pdfTextOf((await invoicePdf(shop, orderId, shop.other)).rawPayload);
      expect(text).toContain(`Bill to ${firstName} ${lastName} ${address} Bengaluru`);
      expect(text).toMatch(/Total ₹\d{1,3}(,\d\d)*(,\d{3})?\.\d\d /);
      expect(text).not.toContain('?');
      expect(text).not.toContain('Rs.');
    }
  });

  it('lets the owner, staff and admins read it; others 403, guests 401, 404 before issue', async () => {
    const orderId = await placeOrderOf(shop);
    expectRefusal(await invoicePdf(shop, orderId, shop.customer), 404, {
      message: 'This order has no invoice yet.',
    });
    expect((await invoicePdf(shop, orderId, shop.other)).statusCode).toBe(403);
    await complete(shop, orderId);
    expect((await invoicePdf(shop, orderId, shop.customer)).statusCode).toBe(200);
    expect((await invoicePdf(shop, orderId, shop.staff)).statusCode).toBe(200);
    expect((await invoicePdf(shop, orderId, shop.admin)).statusCode).toBe(200);
    expect((await invoicePdf(shop, orderId, shop.other)).statusCode).toBe(403);
    expect((await invoicePdf(shop, orderId, null)).statusCode).toBe(401);
    expect((await invoicePdf(shop, 99_999_999, shop.staff)).statusCode).toBe(404);
  });

  it('is issued early by staff for an order paid in full, once, audited', async () => {
    const orderId = await placeOrderOf(shop);
    expectRefusal(await issueEarly(shop, orderId), 409, {
      message: 'An invoice is issued before completion only for an order paid in full.',
    });
    expect((await issueEarly(shop, orderId, shop.customer)).statusCode).toBe(403);
    const { totalPaise } = await shop.ctx.database.db
      .selectFrom('orders')
      .select('total_paise as totalPaise')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const paid = await shop.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(orderId)}/payments`,
      headers: shop.staff.auth,
      payload: { method: 'cash', amount: totalPaise / 100 },
    });
    expect(paid.statusCode).toBe(201);
    const issued = await issueEarly(shop, orderId);
    expect(issued.statusCode).toBe(201);
    const { invoiceNumber, status } = issued.json<{ invoiceNumber: string; status: string }>();
    expect(status).toBe('pending');
    expect(invoiceNumber).toMatch(new RegExp(`^FF/${FY()}/\\d{4}$`));
    const again = await issueEarly(shop, orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ invoiceNumber: string }>().invoiceNumber).toBe(invoiceNumber);
    // An issued invoice never changes: intake can no longer change the order's lines.
    const intake = await shop.ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${String(orderId)}/items`,
      headers: shop.staff.auth,
      payload: { items: [{ itemId: await firstItemId(shop), quantity: 1 }] },
    });
    expectRefusal(intake, 409, {
      message: `Invoice ${invoiceNumber} has been issued for this order: its items can no longer change.`,
      field: 'status',
    });
    expect(await complete(shop, orderId)).toBe(invoiceNumber);
    const audit = await shop.ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'after'])
      .where('action', '=', 'invoice.issue')
      .where('entity_id', '=', String(orderId))
      .execute();
    expect(audit).toEqual([{ actor_id: shop.staff.id, after: JSON.stringify({ invoiceNumber }) }]);
    const text = await pdfTextOf((await invoicePdf(shop, orderId, shop.customer)).rawPayload);
    expect(text).toContain('Balance due ₹0.00');
  });

  it('cancels an invoiced order with a credit note, keeping the invoice', async () => {
    const orderId = await placeOrderOf(shop);
    const number = await complete(shop, orderId);
    expect((await setStatus(shop, orderId, 'cancelled', shop.admin)).statusCode).toBe(200);
    const notes = await shop.ctx.database.db
      .selectFrom('credit_notes')
      .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
      .select(['credit_notes.number', 'credit_notes.reason', 'invoices.number as invoice'])
      .where('invoices.order_id', '=', orderId)
      .execute();
    expect(notes).toEqual([
      { number: `CN/${FY()}/0001`, reason: 'Cancelled by the shop', invoice: number },
    ]);
    const text = await pdfTextOf((await invoicePdf(shop, orderId, shop.customer)).rawPayload);
    expect(text).toContain(`Cancelled by credit note CN/${FY()}/0001`);
    // Nothing was paid, and nothing is asked for any more.
    expect(text).toContain('Balance due ₹0.00');
  });

  it('gives a credit note when the customer cancels a pending order invoiced early', async () => {
    const orderId = await placeOrderOf(shop);
    const { totalPaise } = await shop.ctx.database.db
      .selectFrom('orders')
      .select('total_paise as totalPaise')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await shop.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(orderId)}/payments`,
      headers: shop.staff.auth,
      payload: { method: 'upi', amount: totalPaise / 100, reference: 'UPI-1' },
    });
    expect((await issueEarly(shop, orderId)).statusCode).toBe(201);
    const cancelled = await shop.ctx.app.inject({
      method: 'POST',
      url: `/api/authUser/cancelOrder/${String(orderId)}`,
      headers: shop.customer.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const note = await shop.ctx.database.db
      .selectFrom('credit_notes')
      .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
      .select(['credit_notes.number', 'credit_notes.reason'])
      .where('invoices.order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(note.reason).toBe('Cancelled by the customer');
    expect(sequenceOf(note.number)).toBe(2);
    expectRefusal(await issueEarly(shop, await placeOrderOf(shop, shop.other)), 409, {
      message: 'An invoice is issued before completion only for an order paid in full.',
    });
  });

  it('takes the financial year in India: 31 March is the old year, 1 April a new series', async () => {
    const db = shop.ctx.database.db;
    const slot = await db.selectFrom('pickup_slots').select('id').executeTakeFirstOrThrow();
    const issueAt = async (instant: string) => {
      const orderId = await insertOrderRow(shop.ctx, {
        userId: shop.customer.id,
        slotId: slot.id,
        status: 'completed',
      });
      return transaction(db, (trx) =>
        issueInvoiceFor(trx, orderId, shop.ctx.config.invoicing, new Date(instant)),
      );
    };
    // Years no other test issues in: 31 March 2031, 23:59:59 in India, and a second later.
    expect(await issueAt('2031-03-31T18:29:59Z')).toBe('FF/2030-31/0001');
    expect(await issueAt('2031-03-31T18:30:00Z')).toBe('FF/2031-32/0001');
    expect(await issueAt('2031-04-01T10:00:00+05:30')).toBe('FF/2031-32/0002');
    expect(await issueAt('2031-03-01T10:00:00+05:30')).toBe('FF/2030-31/0002');
  });

  it('never lets an invoice or credit note be deleted or changed', async () => {
    const db = shop.ctx.database.db;
    await expect(db.deleteFrom('invoices').execute()).rejects.toThrow(/never deleted/);
    await expect(db.updateTable('invoices').set({ total_paise: 1 }).execute()).rejects.toThrow(
      /never deleted/,
    );
    await expect(db.deleteFrom('credit_notes').execute()).rejects.toThrow(/never deleted/);
  });
});

describe(`bills of supply without a GSTIN (${TEST_DB_KIND})`, () => {
  const shop = shopSuite({ INVOICE_PREFIX: 'BLR' });

  it('prints a bill of supply without tax lines', async () => {
    const orderId = await placeOrderOf(shop);
    const number = await complete(shop, orderId);
    expect(number).toBe(`BLR/${FY()}/0001`);
    const invoice = await shop.ctx.database.db
      .selectFrom('invoices')
      .select(['kind', 'taxable_paise', 'cgst_paise', 'sgst_paise', 'total_paise'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ kind: 'bill_of_supply', cgst_paise: 0, sgst_paise: 0 });
    expect(invoice.taxable_paise).toBe(invoice.total_paise);
    const text = await pdfTextOf((await invoicePdf(shop, orderId, shop.staff)).rawPayload);
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('FreshFold');
    expect(text).toContain('999712');
    for (const absent of ['Tax Invoice', 'GSTIN', 'CGST', 'SGST', 'Taxable value']) {
      expect(text, absent).not.toContain(absent);
    }
  });
});

describe(`a full invoice series (${TEST_DB_KIND})`, () => {
  const shop = shopSuite({ INVOICE_PREFIX: 'ABC' });

  it("refuses to complete an order once the year's last number is issued, with a reason staff can pass on, changing nothing", async () => {
    const orderId = await placeOrderOf(shop);
    await shop.ctx.database.db
      .insertInto('invoice_sequences')
      .values({ financial_year: FY(), last_number: 9999 })
      .execute();
    expectRefusal(await setStatus(shop, orderId, 'completed'), 409, {
      message: INVOICE_MESSAGES.seriesFull('ABC', FY(), 9999),
    });
    expect(await storedOrder(shop.ctx, orderId, ['status', 'invoice_number'])).toEqual({
      status: 'pending',
      invoice_number: null,
    });
    const sequence = await shop.ctx.database.db
      .selectFrom('invoice_sequences')
      .select('last_number')
      .executeTakeFirstOrThrow();
    expect(sequence.last_number).toBe(9999);
  });
});

describe(`invoice numbers under concurrent completions (${TEST_DB_KIND})`, () => {
  const shop = shopSuite({ GSTIN });

  it('numbers 50 orders completed at once 1 to 50: no gap, no duplicate', async () => {
    const slot = await shop.ctx.database.db
      .selectFrom('pickup_slots')
      .select('id')
      .executeTakeFirstOrThrow();
    const orderIds = await Promise.all(
      Array.from({ length: 50 }, () =>
        insertOrderRow(shop.ctx, {
          userId: shop.customer.id,
          slotId: slot.id,
          status: 'ready',
        }),
      ),
    );
    const numbers = await Promise.all(orderIds.map((orderId) => complete(shop, orderId)));
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    const sequence = await shop.ctx.database.db
      .selectFrom('invoice_sequences')
      .selectAll()
      .execute();
    expect(sequence).toEqual([{ financial_year: FY(), last_number: 50 }]);
  });
});

describe('invoice configuration', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:' };

  it('reads GSTIN, INVOICE_PREFIX and SHOP_LEGAL_NAME, with FF and the brand by default', () => {
    expect(loadConfig(base).invoicing).toEqual({
      legalName: 'FreshFold',
      gstin: null,
      prefix: 'FF',
    });
    expect(
      loadConfig({ ...base, GSTIN: ' 29abcde1234f1z5 ', INVOICE_PREFIX: 'BLR' }).invoicing,
    ).toMatchObject({ gstin: GSTIN, prefix: 'BLR' });
  });

  it('refuses a malformed GSTIN and a prefix that would pass 16 characters or clash', () => {
    for (const environment of [
      { GSTIN: '29ABCDE1234F1X5' },
      { GSTIN: '29ABCDE1234F1Z' },
      { INVOICE_PREFIX: 'FRESH' },
      { INVOICE_PREFIX: 'F/F' },
      { INVOICE_PREFIX: 'cn' },
    ]) {
      expect(() => loadConfig({ ...base, ...environment }), JSON.stringify(environment)).toThrow(
        ConfigError,
      );
    }
  });
});
