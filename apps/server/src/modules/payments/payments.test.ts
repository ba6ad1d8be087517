import {
  PAYMENT_MESSAGES,
  type TOrderPaymentsResponse,
  type TOutstandingPage,
  type TPaymentOptions,
  type TRecordPaymentResponse,
} from '@freshfold/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, newCustomerOrderRow } from '../../../test/customers.js';
import {
  createTestApp,
  expectRefusal,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../../test/helpers.js';
import { startProviderServer, type RecordedRequest } from '../../../test/mail-server.js';
import { migrateToLatest } from '../../db/migrate.js';
import { myOrders, storedOrder } from '../../../test/orders.js';
import { paidEvent, razorpayWebhook, recordedUnder } from '../../../test/razorpay.js';

const WEBHOOK_SECRET = 'whsec-test-0123456789';

/** A completed (or other) order of a fresh customer, ₹240 unless given, written to the tables. */
function orderOf(
  ctx: TestContext,
  options: {
    status?: 'pending' | 'completed' | 'cancelled';
    totalPaise?: number;
    createdAt?: string;
  } = {},
) {
  return newCustomerOrderRow(ctx, { status: 'completed', ...options });
}

/** As the customer: `GET /api/orders/{id}/payment-options` or `POST /api/orders/{id}/payment-link`. */
function customerPaymentRoute(
  ctx: TestContext,
  customer: { auth: { authorization: string } },
  route: 'payment-options' | 'payment-link',
  orderId: number,
) {
  return ctx.app.inject({
    method: route === 'payment-options' ? 'GET' : 'POST',
    url: `/api/orders/${String(orderId)}/${route}`,
    headers: customer.auth,
  });
}

/** The order's rows of `payments`, oldest first. */
function paymentRowsOf(ctx: TestContext, orderId: number) {
  return ctx.database.db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Sets an order's total, as intake does when the lines it counts change the price. */
function setOrderTotal(ctx: TestContext, orderId: number, totalPaise: number) {
  return ctx.database.db
    .updateTable('orders')
    .set({ subtotal_paise: totalPaise, total_paise: totalPaise })
    .where('id', '=', orderId)
    .execute();
}

function staffCall(ctx: TestContext, staff: { auth: { authorization: string } }) {
  return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: staff.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

describe(`payments recorded by staff (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  let call: ReturnType<typeof staffCall>;
  let staffId: number;

  beforeAll(async () => {
    const staff = await createCustomer(ctx, { role: 'staff' });
    staffId = staff.id;
    call = staffCall(ctx, staff);
  });

  it('records a cash payment: 201 with the payment and the state, the order answers carry it, audited, the customer told', async () => {
    const { id, customer } = await orderOf(ctx);
    const response = await call('POST', `/orders/${String(id)}/payments`, {
      method: 'cash',
      amount: 100.5,
      reference: ' counter ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<TRecordPaymentResponse>();
    expect(body).toMatchObject({
      orderId: id,
      totalAmount: 240,
      paymentStatus: 'part_paid',
      amountPaid: 100.5,
      amountDue: 139.5,
      payment: { orderId: id, amount: 100.5, method: 'cash', reference: 'counter', reason: null },
    });
    expect(body.payments).toHaveLength(1);

    const mine = await myOrders(ctx.app, customer);
    expect(mine[0]).toMatchObject({
      paymentStatus: 'part_paid',
      amountPaid: 100.5,
      amountDue: 139.5,
    });

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'entity', 'entity_id', 'after'])
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: staffId, action: 'payment.record', entity: 'order' });
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ amountPaid: 100.5 });

    const messages = await ctx.database.db
      .selectFrom('outbox')
      .select(['kind', 'dedupe_key'])
      .where('order_id', '=', id)
      .execute();
    expect(messages).toContainEqual({
      kind: 'payment_received',
      dedupe_key: `payment_received:order:${String(id)}:payment:${String(body.payment.id)}:email`,
    });
  });

  it('moves unpaid → part-paid → paid; a refund is not asked for again, a correction is; refunded once all is given back', async () => {
    const { id } = await orderOf(ctx);
    const pay = (amount: number, reason?: string, correction?: boolean) =>
      call('POST', `/orders/${String(id)}/payments`, { method: 'upi', amount, reason, correction });
    const list = await call('GET', `/orders/${String(id)}/payments`);
    expect(list.json()).toMatchObject({
      paymentStatus: 'unpaid',
      amountPaid: 0,
      amountDue: 240,
      payments: [],
    });
    expect((await pay(40)).json()).toMatchObject({ paymentStatus: 'part_paid', amountDue: 200 });
    expect((await pay(200)).json()).toMatchObject({ paymentStatus: 'paid', amountDue: 0 });
    // ₹40 back for a collar not cleaned: the shop gave it, and does not ask for it again.
    expect((await pay(-40, 'Collar not cleaned')).json()).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 200,
      amountDue: 0,
      amountToRefund: 0,
    });
    // ₹100 of the ₹200 was recorded by mistake: it never came in, so it is due again.
    expect((await pay(-100, 'Typed 200 for 100', true)).json()).toMatchObject({
      paymentStatus: 'part_paid',
      amountPaid: 100,
      amountDue: 100,
    });
    expect((await pay(100)).json()).toMatchObject({ paymentStatus: 'paid', amountDue: 0 });
    expect((await pay(-200, 'Order returned')).json()).toMatchObject({
      paymentStatus: 'refunded',
      amountPaid: 0,
      amountDue: 0,
    });
    const payments = (
      await call('GET', `/orders/${String(id)}/payments`)
    ).json<TOrderPaymentsResponse>().payments;
    expect(payments.map((payment) => [payment.amount, payment.correction])).toEqual([
      [40, false],
      [200, false],
      [-40, false],
      [-100, true],
      [100, false],
      [-200, false],
    ]);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'payment.record',
      'payment.record',
      'payment.refund',
      'payment.correct',
      'payment.record',
      'payment.refund',
    ]);
  });

  it('refuses a refund without a reason, an overpayment, a refund past what was paid and 0, changing nothing', async () => {
    const { id } = await orderOf(ctx);
    const url = `/orders/${String(id)}/payments`;
    expectRefusal(await call('POST', url, { method: 'cash', amount: -10 }), 400, {
      message: 'A refund needs a reason.',
      field: 'reason',
    });
    expect((await call('POST', url, { method: 'cash', amount: 0 })).statusCode).toBe(400);
    // Amounts that round to 0 paise are 0 too, refused as such rather than failing to store.
    for (const amount of [1e-9, 5e-9, -1e-9]) {
      expectRefusal(await call('POST', url, { method: 'cash', amount, reason: 'x' }), 400, {
        message: PAYMENT_MESSAGES.amountNotZero,
        field: 'amount',
      });
    }
    expect((await call('POST', url, { method: 'cash', amount: 1.005 })).statusCode).toBe(400);
    expectRefusal(await call('POST', url, { method: 'cash', amount: 10, correction: true }), 400, {
      message: PAYMENT_MESSAGES.correctionNegative,
      field: 'correction',
    });
    expect((await call('POST', url, { method: 'razorpay', amount: 1 })).statusCode).toBe(400);
    expectRefusal(await call('POST', url, { method: 'cash', amount: 240.01 }), 409, {
      message: 'This is more than the amount due (₹240).',
      field: 'amount',
    });
    await call('POST', url, { method: 'cash', amount: 100 });
    expectRefusal(await call('POST', url, { method: 'card', amount: -100.01, reason: 'x' }), 409, {
      message: 'A refund cannot be more than the amount paid (₹100).',
      field: 'amount',
    });
    expect((await call('GET', url)).json()).toMatchObject({
      amountPaid: 100,
      payments: [{ amount: 100 }],
    });
    expect(
      (await call('POST', '/orders/99999999/payments', { method: 'cash', amount: 1 })).statusCode,
    ).toBe(404);
  });

  it('takes only refunds on a cancelled order, which owes nothing', async () => {
    const { id } = await orderOf(ctx, { status: 'cancelled' });
    const url = `/orders/${String(id)}/payments`;
    expect((await call('GET', url)).json()).toMatchObject({
      paymentStatus: 'unpaid',
      amountDue: 0,
    });
    expectRefusal(await call('POST', url, { method: 'cash', amount: 10 }), 409, {
      message: 'This order is cancelled: only a refund can be recorded.',
      field: 'amount',
    });
  });

  it('owes back what was paid beyond the total, or all of it once the order is cancelled; the refund settles it', async () => {
    const { id } = await orderOf(ctx, { status: 'pending' });
    const url = `/orders/${String(id)}/payments`;
    expect((await call('POST', url, { method: 'upi', amount: 240 })).json()).toMatchObject({
      amountDue: 0,
      amountToRefund: 0,
    });
    // Intake lowers the total below what was paid.
    await setOrderTotal(ctx, id, 20000);
    expect((await call('GET', url)).json()).toMatchObject({
      paymentStatus: 'paid',
      amountDue: 0,
      amountToRefund: 40,
    });
    const cancelled = await call('POST', `/updateOrder/${String(id)}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call('GET', url)).json()).toMatchObject({ amountDue: 0, amountToRefund: 240 });
    const refunded = await call('POST', url, { method: 'upi', amount: -240, reason: 'Cancelled' });
    expect(refunded.json()).toMatchObject({
      paymentStatus: 'refunded',
      amountPaid: 0,
      amountToRefund: 0,
    });
  });

  it('asks again for money refunded as owed back once the order is charged again; a forgone refund stays forgone', async () => {
    const { id } = await orderOf(ctx, { status: 'pending' });
    const url = `/orders/${String(id)}/payments`;
    const setTotal = (totalPaise: number) => setOrderTotal(ctx, id, totalPaise);
    const record = async (payment: object) => {
      const response = await call('POST', url, { method: 'cash', ...payment });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<TRecordPaymentResponse>();
    };
    await record({ amount: 240 });
    // Intake lowers the total to ₹200; the ₹40 paid beyond it goes back to the customer.
    await setTotal(20000);
    expect(await record({ amount: -40, reason: 'Two shirts fewer' })).toMatchObject({
      paymentStatus: 'paid',
      amountDue: 0,
      amountToRefund: 0,
    });
    // The shirts turn up after all: the total is ₹240 again, and the ₹40 is due again.
    await setTotal(24000);
    expect((await call('GET', url)).json()).toMatchObject({
      paymentStatus: 'part_paid',
      amountPaid: 200,
      amountDue: 40,
    });
    await record({ amount: 40 });
    // A collar damaged: ₹30 back that the shop forgoes.
    expect(await record({ amount: -30, reason: 'Collar damaged' })).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 210,
      amountDue: 0,
    });
    // Cancelled, all that is held goes back; moved back to pending, the order is charged again,
    // less the ₹30 forgone.
    expect(
      (await call('POST', `/updateOrder/${String(id)}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await record({ amount: -210, reason: 'Cancelled' })).toMatchObject({
      paymentStatus: 'refunded',
      amountToRefund: 0,
    });
    const reopened = await call('POST', `/updateOrder/${String(id)}`, { status: 'pending' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await call('GET', url)).json()).toMatchObject({
      paymentStatus: 'unpaid',
      amountPaid: 0,
      amountDue: 210,
      amountToRefund: 0,
    });
    const rows = await paymentRowsOf(ctx, id);
    expect(rows.map((row) => [row.amount_paise, row.forgone_paise])).toEqual([
      [24000, 0],
      [-4000, 0],
      [4000, 0],
      [-3000, 3000],
      [-21000, 0],
    ]);
  });

  it('counts a forgone refund as paid when intake lowers the total: what was paid beyond the rest is owed back', async () => {
    const { id } = await orderOf(ctx, { status: 'pending' });
    const url = `/orders/${String(id)}/payments`;
    const setTotal = (totalPaise: number) => setOrderTotal(ctx, id, totalPaise);
    await call('POST', url, { method: 'cash', amount: 240 });
    await call('POST', url, { method: 'cash', amount: -40, reason: 'Collar damaged' });
    // One ₹60 item did not come in: ₹180 charged, ₹200 held and ₹40 forgone, so ₹60 goes back.
    await setTotal(18000);
    expect((await call('GET', url)).json()).toMatchObject({ amountDue: 0, amountToRefund: 60 });
    const refunded = await call('POST', url, {
      method: 'cash',
      amount: -60,
      reason: 'Item missing',
    });
    expect(refunded.json()).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 140,
      amountDue: 0,
      amountToRefund: 0,
    });
    // The item turns up: the ₹60 is due again, the ₹40 for the collar is not.
    await setTotal(24000);
    expect((await call('GET', url)).json()).toMatchObject({ amountDue: 60, amountToRefund: 0 });
    const rows = await paymentRowsOf(ctx, id);
    expect(rows.map((row) => row.forgone_paise)).toEqual([0, 4000, 0]);
  });

  it('keeps payments append-only in the database: UPDATE and DELETE are refused', async () => {
    const { id } = await orderOf(ctx);
    await call('POST', `/orders/${String(id)}/payments`, { method: 'cash', amount: 10 });
    const db = ctx.database.db;
    await expect(
      db
        .updateTable('payments')
        .set({ amount_paise: 1 } as never)
        .where('order_id', '=', id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('payments').where('order_id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(
      sql`update orders set paid_paise = -1 where id = ${id}`.execute(db),
    ).rejects.toThrow();
  });

  it('moves the order version, so a rendered order shows the payment', async () => {
    const { id } = await orderOf(ctx);
    const version = () => storedOrder(ctx, id, ['version']);
    const before = (await version()).version;
    await call('POST', `/orders/${String(id)}/payments`, { method: 'cash', amount: 10 });
    expect((await version()).version).toBeGreaterThan(before);
  });
});

describe(`refunds recorded before their forgone part was kept (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('keep what they left due through the migration, which runs down and up again', async () => {
    const { db } = ctx.database;
    await migrateToLatest(db, '2026-12-03-002-held-provider-refunds');
    const { id } = await orderOf(ctx);
    const payment = { order_id: id, method: 'cash' as const, reference: null, recorded_by: null };
    const at = new Date().toISOString();
    await db
      .insertInto('payments')
      .values([
        { ...payment, amount_paise: 24000, reason: null, created_at: at },
        { ...payment, amount_paise: -4000, reason: 'Collar damaged', created_at: at },
      ])
      .execute();
    await migrateToLatest(db);
    const sums = await storedOrder(ctx, id, ['paid_paise', 'refunded_paise', 'forgone_paise']);
    expect(sums).toEqual({ paid_paise: 20000, refunded_paise: 4000, forgone_paise: 4000 });
    const staff = await createCustomer(ctx, { role: 'staff' });
    const state = await staffCall(ctx, staff)('GET', `/orders/${String(id)}/payments`);
    expect(state.json()).toMatchObject({ paymentStatus: 'paid', amountPaid: 200, amountDue: 0 });
  });
});

describe(`the outstanding list (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('lists completed orders with money due, oldest first, paged', async () => {
    const staff = await createCustomer(ctx, { role: 'staff' });
    const call = staffCall(ctx, staff);
    const older = await orderOf(ctx, { createdAt: '2026-11-01T05:00:00.000Z' });
    const newer = await orderOf(ctx, { createdAt: '2026-11-02T05:00:00.000Z' });
    const paid = await orderOf(ctx, { createdAt: '2026-10-01T05:00:00.000Z' });
    await orderOf(ctx, { status: 'pending', createdAt: '2026-10-01T05:00:00.000Z' });
    await call('POST', `/orders/${String(paid.id)}/payments`, { method: 'cash', amount: 240 });
    await call('POST', `/orders/${String(newer.id)}/payments`, { method: 'cash', amount: 40 });

    const page = (await call('GET', '/outstanding')).json<TOutstandingPage>();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.orders).toMatchObject([
      { id: older.id, paymentStatus: 'unpaid', amountDue: 240, customerName: 'Asha Rao' },
      { id: newer.id, paymentStatus: 'part_paid', amountDue: 200 },
    ]);
    const second = (await call('GET', '/outstanding?page=2&pageSize=1')).json<TOutstandingPage>();
    expect(second.orders.map((order) => order.id)).toEqual([newer.id]);
  });
});

describe(`UPI payment options (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite({
    environment: { UPI_VPA: 'fresh.fold@okhdfcbank', SHOP_LEGAL_NAME: 'FreshFold Care & Co' },
  });

  it('offers the exact upi://pay link, encoded, and its QR code for the amount due', async () => {
    const { id, customer } = await orderOf(ctx, { totalPaise: 48050 });
    const response = await customerPaymentRoute(ctx, customer, 'payment-options', id);
    expect(response.statusCode).toBe(200);
    const options = response.json<TPaymentOptions>();
    expect(options.upi?.url).toBe(
      `upi://pay?pa=fresh.fold%40okhdfcbank&pn=FreshFold%20Care%20%26%20Co&am=480.50&tr=FF${String(id)}&tn=FreshFold%20order%20%23${String(id)}&cu=INR`,
    );
    expect(options).toMatchObject({ orderId: id, amountDue: 480.5, online: false });
    expect(options.upi?.qrSvg).toMatch(/^<svg/);
    const other = await createCustomer(ctx);
    const refused = await customerPaymentRoute(ctx, other, 'payment-options', id);
    expect(refused.statusCode).toBe(403);
  });

  it('asks nothing more of a completed order refunded for a damaged shirt: not outstanding, no UPI link', async () => {
    const call = staffCall(ctx, await createCustomer(ctx, { role: 'staff' }));
    const { id, customer } = await orderOf(ctx);
    expect((await customerPaymentRoute(ctx, customer, 'payment-options', id)).json()).toMatchObject(
      { amountDue: 240, upi: { url: expect.stringContaining('am=240.00') as string } },
    );
    const url = `/orders/${String(id)}/payments`;
    await call('POST', url, { method: 'cash', amount: 240 });
    await call('POST', url, { method: 'cash', amount: -240, reason: 'Shirt damaged in wash' });
    const outstanding = (await call('GET', '/outstanding?pageSize=100')).json<TOutstandingPage>();
    expect(outstanding.orders.map((order) => order.id)).not.toContain(id);
    const options = await customerPaymentRoute(ctx, customer, 'payment-options', id);
    expect(options.json()).toMatchObject({ amountDue: 0, upi: null, online: false });
    const [order] = (await myOrders(ctx.app, customer)).filter((mine) => mine.id === id);
    expect(order).toMatchObject({ paymentStatus: 'refunded', amountPaid: 0, amountDue: 0 });
  });

  it('offers nothing for a cancelled order', async () => {
    const { id, customer } = await orderOf(ctx, { status: 'cancelled' });
    const options = await customerPaymentRoute(ctx, customer, 'payment-options', id);
    expect(options.json()).toEqual({ orderId: id, amountDue: 0, upi: null, online: false });
  });
});

/**
 * Razorpay's documented `POST /v1/payment_links` request, as far as the shop sends it: no other
 * field, and a `reference_id` of at most 40 characters that no earlier link used.
 */
const ZPaymentLinkRequest = z.strictObject({
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  reference_id: z.string().min(1).max(40),
  description: z.string().max(2048),
  customer: z.strictObject({ name: z.string(), email: z.email(), contact: z.string() }),
  notify: z.strictObject({ sms: z.boolean(), email: z.boolean() }),
  callback_url: z.url(),
  callback_method: z.literal('get'),
  // A Unix time at least 15 minutes ahead.
  expire_by: z
    .number()
    .int()
    .refine((time) => time >= Date.now() / 1000 + 15 * 60)
    .optional(),
  notes: z
    .record(z.string().max(256), z.string().max(256))
    .refine((notes) => Object.keys(notes).length <= 15)
    .optional(),
});

/** Razorpay's documented cancellation, `POST /v1/payment_links/{id}/cancel`, has no fields. */
const ZCancelRequest = z.strictObject({});

const CANCEL_PATH = /^\/v1\/payment_links\/(plink_[A-Za-z0-9]+)\/cancel$/;

/**
 * A stand-in for Razorpay's API: makes payment links when the request keeps to the contract
 * (400 with Razorpay's error shape otherwise, as for a `reference_id` used before), each with an
 * id and address of its own, and cancels a link still in the `created` state (400 for one that
 * is not, 404 for one it never made). It keeps what it was sent, and each link's state.
 */
async function razorpayContractServer() {
  const links = new Map<string, { reference: string; status: 'created' | 'cancelled' }>();
  const refusal = (description: string) => ({
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      reason: 'input_validation_failed',
    },
  });
  const create = (body: unknown) => {
    const link = ZPaymentLinkRequest.safeParse(body);
    if (!link.success) return { status: 400, body: refusal(link.error.message) };
    const reference = link.data.reference_id;
    if ([...links.values()].some((made) => made.reference === reference)) {
      return { status: 400, body: refusal('reference_id already exists') };
    }
    const id = `plink_${String(links.size + 1)}`;
    links.set(id, { reference, status: 'created' });
    return {
      status: 200,
      body: { id, short_url: `https://rzp.io/i/${id}`, status: 'created', reference_id: reference },
    };
  };
  const cancel = (id: string, body: unknown) => {
    if (!ZCancelRequest.safeParse(body).success) {
      return { status: 400, body: refusal('no fields are taken') };
    }
    const link = links.get(id);
    if (!link) return { status: 404, body: refusal('The id provided does not exist') };
    if (link.status !== 'created') {
      return { status: 400, body: refusal('Payment link cannot be cancelled') };
    }
    link.status = 'cancelled';
    return { status: 200, body: { id, status: 'cancelled' } };
  };
  const answer = (request: RecordedRequest, body: unknown) => {
    const authorised =
      request.method === 'POST' &&
      request.headers.authorization ===
        `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`;
    if (!authorised) return { status: 401, body: {} };
    if (request.url === '/v1/payment_links') return create(body);
    const cancelled = CANCEL_PATH.exec(request.url)?.[1];
    return cancelled ? cancel(cancelled, body) : { status: 404, body: {} };
  };
  const provider = await startProviderServer((request) =>
    answer(request, JSON.parse(request.body || '{}')),
  );
  return {
    url: provider.url,
    /** What it was sent, oldest first: each request's path, credentials and JSON body. */
    get received() {
      return provider.requests.map((request) => ({
        path: request.url,
        authorization: request.headers.authorization ?? '',
        body: JSON.parse(request.body || '{}') as unknown,
      }));
    },
    /** The state of the link Razorpay made at `https://rzp.io/i/{id}`. */
    statusOf: (url: string) => links.get(url.split('/').at(-1) ?? '')?.status,
    close: () => provider.close(),
  };
}

describe(`Razorpay (${TEST_DB_KIND})`, () => {
  let razorpay: Awaited<ReturnType<typeof razorpayContractServer>>;
  let ctx: TestContext;

  beforeAll(async () => {
    razorpay = await razorpayContractServer();
    ctx = await createTestApp({
      environment: {
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'key-secret',
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: razorpay.url,
        PUBLIC_URL: 'https://freshfold.example',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await razorpay.close();
  });

  const { signed: signedEvent, post: webhook } = razorpayWebhook(() => ctx.app, WEBHOOK_SECRET);

  const paymentsOf = (orderId: number) => paymentRowsOf(ctx, orderId);

  it('creates a payment link for the amount due with the documented request', async () => {
    const { id, customer } = await orderOf(ctx, { totalPaise: 48050 });
    const response = await customerPaymentRoute(ctx, customer, 'payment-link', id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/^https:\/\/rzp\.io\/i\/plink_\d+$/);
    // The order id, a dash and a suffix of the link's own (the server checks it is unused).
    const reference: unknown = expect.stringMatching(new RegExp(`^${String(id)}-[0-9a-f]{12}$`));
    const aTime: unknown = expect.any(Number);
    expect(razorpay.received.at(-1)).toEqual({
      path: '/v1/payment_links',
      authorization: `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`,
      body: {
        amount: 48050,
        currency: 'INR',
        reference_id: reference,
        description: `FreshFold order #${String(id)}`,
        customer: { name: 'Asha Rao', email: customer.email, contact: '9876501234' },
        notify: { sms: false, email: false },
        callback_url: 'https://freshfold.example/orders',
        callback_method: 'get',
        expire_by: aTime,
        notes: { order_id: String(id) },
      },
    });
    // Payable for half an hour from now, not Razorpay's six months.
    const { expire_by: expiry } = razorpay.received.at(-1)?.body as { expire_by: number };
    expect(Math.abs(expiry - (Date.now() / 1000 + 30 * 60))).toBeLessThan(60);
  });

  const linkOf = async (customer: { auth: { authorization: string } }, orderId: number) => {
    const response = await customerPaymentRoute(ctx, customer, 'payment-link', orderId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ url: string }>().url;
  };
  const madeLinks = () => razorpay.received.filter((call) => call.path === '/v1/payment_links');
  const cancellations = () => razorpay.received.filter((call) => call.path.endsWith('/cancel'));

  it('hands out the same link again while the amount due is unchanged, so it cannot be paid twice', async () => {
    const { id, customer } = await orderOf(ctx);
    const before = madeLinks().length;
    const first = await linkOf(customer, id);
    // A second tap, or one before the webhook has told the shop of the payment.
    expect(await linkOf(customer, id)).toBe(first);
    expect(madeLinks()).toHaveLength(before + 1);
    expect(razorpay.statusOf(first)).toBe('created');
  });

  it('makes a new link, with its own reference, for a new amount due and cancels the old one at Razorpay', async () => {
    const { id, customer } = await orderOf(ctx, { totalPaise: 24000 });
    const before = { made: madeLinks().length, cancelled: cancellations().length };
    const first = await linkOf(customer, id);
    // ₹100 paid another way: ₹140 is due now.
    const part = signedEvent(
      paidEvent(`${String(id)}-0123456789ab`, `pay_PART_${String(id)}`, 10000),
    );
    expect((await webhook(part.payload, part.signature)).json()).toEqual({ outcome: 'recorded' });
    const second = await linkOf(customer, id);
    expect(second).not.toBe(first);
    const made = madeLinks().slice(before.made);
    expect(made.map((call) => (call.body as { amount: number }).amount)).toEqual([24000, 14000]);
    const references = made.map((call) => (call.body as { reference_id: string }).reference_id);
    expect(new Set(references).size).toBe(2);
    expect(cancellations().slice(before.cancelled)).toEqual([
      {
        path: `/v1/payment_links/${first.split('/').at(-1) ?? ''}/cancel`,
        authorization: `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`,
        body: {},
      },
    ]);
    expect([razorpay.statusOf(first), razorpay.statusOf(second)]).toEqual(['cancelled', 'created']);
    // The new link is handed out again; the cancelled one is not cancelled twice.
    expect(await linkOf(customer, id)).toBe(second);
    expect(cancellations()).toHaveLength(before.cancelled + 1);
  });

  it('leaves one link payable when two taps arrive at once', async () => {
    const { id, customer } = await orderOf(ctx);
    const before = madeLinks().length;
    const urls = await Promise.all([linkOf(customer, id), linkOf(customer, id)]);
    const made = madeLinks().length - before;
    expect(made).toBeGreaterThanOrEqual(1);
    const payable = [...new Set(urls)].filter((url) => razorpay.statusOf(url) === 'created');
    expect(payable).toHaveLength(1);
    // Every later tap hands out that one.
    expect(await linkOf(customer, id)).toBe(payable[0]);
  });

  it('replaces a link with under ten minutes left to pay it', async () => {
    const { id, customer } = await orderOf(ctx);
    const first = await linkOf(customer, id);
    const soon = new Date(Date.now() + 5 * 60 * 1000).toISOString();
    await sql`update payment_links set expires_at = ${soon} where order_id = ${id}`.execute(
      ctx.database.db,
    );
    const second = await linkOf(customer, id);
    expect(second).not.toBe(first);
    expect([razorpay.statusOf(first), razorpay.statusOf(second)]).toEqual(['cancelled', 'created']);
  });

  it("records a payment on the order its link's reference names, with or without a suffix", async () => {
    const suffixed = await orderOf(ctx);
    const bare = await orderOf(ctx);
    for (const [reference, paymentId] of [
      [`${String(suffixed.id)}-9f1c03ab77d2`, 'pay_SUFFIXED'],
      // A link made before references had a suffix.
      [String(bare.id), 'pay_BARE'],
    ] as const) {
      const { payload, signature } = signedEvent(paidEvent(reference, paymentId, 24000));
      expect((await webhook(payload, signature)).json()).toEqual({ outcome: 'recorded' });
    }
    expect(await paymentsOf(suffixed.id)).toMatchObject([{ provider_payment_id: 'pay_SUFFIXED' }]);
    expect(await paymentsOf(bare.id)).toMatchObject([{ provider_payment_id: 'pay_BARE' }]);
  });

  it('records a signed payment_link.paid once, however often it is replayed', async () => {
    const { id } = await orderOf(ctx);
    const { payload, signature } = signedEvent(paidEvent(id, 'pay_ABC123', 24000));
    const first = await webhook(payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ outcome: 'recorded' });
    for (let replay = 0; replay < 3; replay += 1) {
      expect((await webhook(payload, signature)).json()).toEqual({ outcome: 'replayed' });
    }
    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount_paise: 24000,
      method: 'razorpay',
      provider_payment_id: 'pay_ABC123',
      recorded_by: null,
    });
    const order = await storedOrder(ctx, id, ['paid_paise']);
    expect(order.paid_paise).toBe(24000);
    const told = await ctx.database.db
      .selectFrom('outbox')
      .select('kind')
      .where('order_id', '=', id)
      .where('kind', '=', 'payment_received')
      .execute();
    expect(told).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400, changing nothing', async () => {
    const { id } = await orderOf(ctx);
    const { payload } = signedEvent(paidEvent(id, 'pay_BAD', 24000));
    const forged = signedEvent(paidEvent(id, 'pay_BAD', 24000), 'another-secret').signature;
    expect((await webhook(payload, forged)).statusCode).toBe(400);
    expect((await webhook(payload)).statusCode).toBe(400);
    expect((await webhook(payload, 'not-hex')).statusCode).toBe(400);
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('answers other events and unknown orders with 200, recording nothing', async () => {
    const unknown = signedEvent(paidEvent(99999999, 'pay_UNKNOWN', 100));
    expect((await webhook(unknown.payload, unknown.signature)).json()).toEqual({
      outcome: 'unknown_order',
    });
    // Another integration's links on the same account name no order of ours, even after an id.
    const { id } = await orderOf(ctx);
    const others = [`${String(id)}-inv`, `${String(id)}-9f1c03ab77d`, `${String(id)}-9F1C03AB77D2`];
    for (const reference of ['TS1989', 'TS1989-x', '-12', '12-', '012-x', ...others]) {
      const notOurs = signedEvent(paidEvent(reference, 'pay_OTHER', 100));
      expect((await webhook(notOurs.payload, notOurs.signature)).json()).toEqual({
        outcome: 'unknown_order',
      });
    }
    const other = signedEvent({ event: 'payment_link.expired', payload: {} });
    expect((await webhook(other.payload, other.signature)).json()).toEqual({ outcome: 'ignored' });
    expect(await recordedUnder(ctx, ['pay_UNKNOWN', 'pay_OTHER'])).toBe(0);
    expect(await paymentsOf(id)).toEqual([]);
  });
});

describe(`Razorpay off (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('answers 404 to the webhook and to a payment link', async () => {
    const { id, customer } = await orderOf(ctx);
    const hook = razorpayWebhook(() => ctx.app, WEBHOOK_SECRET);
    expect((await hook.deliver(paidEvent(id, 'pay_X', 100))).statusCode).toBe(404);
    const link = await customerPaymentRoute(ctx, customer, 'payment-link', id);
    expect(link.statusCode).toBe(404);
  });
});
