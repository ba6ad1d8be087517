import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { addDays, indianDate, weekdayOf } from '@freshfold/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  insertOrderRow,
  itemNamed,
  nextDateOn,
  PROFILE,
  registrationForm,
  slotsOfDay,
  type TestCustomer,
} from '../test/customers.js';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../test/helpers.js';
import { unsubscribeToken } from './modules/notifications/unsubscribe.js';

/**
 * Who may call what: every route of the app × every kind of caller → the status it gets.
 *
 * The routes come from the app itself (`app.routeTable`), so a route added without a line here
 * fails this test, and so does a line whose route is gone. Each line builds a request valid
 * enough that the status speaks of access, not of input. "customer" acts on their own things;
 * "other" is a second customer acting on the first one's things (their orders, their profile);
 * "staff" runs the day (orders, board, intake, messages) and "admin" the whole shop. Routes that
 * end sessions or delete act on things made for the call.
 */
type Role = 'anonymous' | 'customer' | 'other' | 'staff' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'customer', 'other', 'staff', 'admin'];

interface Built {
  url: string;
  payload?: unknown;
  /** Acts as someone made for this call instead of the role's usual account. */
  as?: TestCustomer | null;
}

interface Line {
  /**
   * The request; without it, the route's own path (it has no parameter), with `query` when
   * given, and no body.
   */
  build?: (role: Role) => Promise<Built> | Built;
  query?: string;
  expect: Record<Role, number>;
}

const PUBLIC = (status: number) => ({
  anonymous: status,
  customer: status,
  other: status,
  staff: status,
  admin: status,
});
const SIGNED_IN = (status: number) => ({
  anonymous: 401,
  customer: status,
  other: status,
  staff: status,
  admin: status,
});
/** An account's own things: its owner and an admin, not staff. */
const OWNER_OR_ADMIN = (status: number) => ({
  anonymous: 401,
  customer: status,
  other: 403,
  staff: 403,
  admin: status,
});
/** A customer's orders: their owner, and the shop's staff and admins. */
const OWNER_OR_SHOP = (status: number) => ({
  anonymous: 401,
  customer: status,
  other: 403,
  staff: status,
  admin: status,
});
/** The day's tools: staff and admins. */
const SHOP = (status: number) => ({
  anonymous: 401,
  customer: 403,
  other: 403,
  staff: status,
  admin: status,
});
/** Users and roles, prices, vouchers, slots, closures, the audit log: admins only. */
const ADMIN_ONLY = (status: number) => ({
  anonymous: 401,
  customer: 403,
  other: 403,
  staff: 403,
  admin: status,
});

/** The reports' and exports' range in the lines that read one. */
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

describe(`access matrix (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  let customer: TestCustomer;
  let other: TestCustomer;
  let staff: TestCustomer;
  let admin: TestCustomer;
  let order: Record<string, unknown>;
  let serviceId: number;

  const call = (options: InjectOptions, as?: TestCustomer) =>
    ctx.app.inject({ ...options, headers: { ...options.headers, ...(as?.auth ?? {}) } });

  const asAdmin = async (method: 'POST' | 'GET', url: string, payload?: unknown) => {
    const response = await call(
      { method, url, payload: payload as InjectOptions['payload'] },
      admin,
    );
    if (response.statusCode >= 300)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, unknown>>();
  };

  // A customer holds one open order per pickup slot: each order placed for a line books the
  // evening slot of another day, apart from the Monday morning slot `order` books.
  let ordersPlaced = 0;
  const placeOrderOf = async (owner: TestCustomer) => {
    ordersPlaced += 1;
    const pickupDate = addDays(indianDate(), ordersPlaced);
    const [, evening] = await slotsOfDay(ctx, weekdayOf(pickupDate));
    const response = await call(
      {
        method: 'POST',
        url: '/api/authUser/createOrder',
        payload: { ...order, pickupDate, pickupSlotId: evening?.id },
      },
      owner,
    );
    if (response.statusCode !== 201) throw new Error(`order: ${response.body}`);
    return response.json<{ id: number }>().id;
  };

  // Intake's lines share one order of the customer: saving its lines again is allowed.
  let intakeOrder: number | undefined;
  const intakeOrderOf = async () => (intakeOrder ??= await placeOrderOf(customer));
  const intakeCall = async (path: string) => ({
    url: `/api/admin/orders/${String(await intakeOrderOf())}${path}`,
    payload: { items: order.items },
  });

  // The invoice's line reads the invoice of one completed order of the customer.
  let invoicedOrder: number | undefined;

  // Payments' lines share one order of the customer, paid ₹1 at a time.
  let paymentOrder: number | undefined;
  const paymentsUrl = async (path: string) =>
    `/api/${path.startsWith('admin') ? 'admin/' : ''}orders/${String(
      (paymentOrder ??= await placeOrderOf(customer)),
    )}/${path.replace(/^admin\//, '')}`;

  const fresh = async (role: Role): Promise<TestCustomer | null> =>
    role === 'anonymous'
      ? null
      : createCustomer(ctx, role === 'admin' || role === 'staff' ? { role } : {});

  const uniqueCode = () => `AM${randomUUID().slice(0, 6).toUpperCase()}`;
  // Closed dates far beyond the pickup window, so that no order a line places falls on one.
  let closuresMade = 0;
  const closureBody = () => {
    closuresMade += 1;
    return { date: addDays(indianDate(), 200 + closuresMade), reason: 'Staff training' };
  };
  const newSlot = () =>
    asAdmin('POST', '/api/admin/addSlot', {
      day: 'Sunday',
      start_time: '05:00',
      end_time: '05:30',
      capacity: 1,
    });
  const newItem = () =>
    asAdmin('POST', `/api/admin/createItem?serviceId=${serviceId}`, {
      name: `Tie ${randomUUID().slice(0, 4)}`,
      description: 'Silk',
      price: 40,
    });
  const newVoucher = async () => {
    const code = uniqueCode();
    await asAdmin('POST', '/api/admin/addVoucher', {
      code,
      discount: 5,
      minOrderValue: null,
      startDate: indianDate(),
      endDate: addDays(indianDate(), 30),
    });
    return code;
  };
  const contactMessage = () => ({
    name: 'Matrix',
    email: `matrix-${randomUUID()}@example.in`,
    message: 'Do you iron shirts?',
  });
  /** A contact message, and with it its two e-mails in the outbox. */
  const newContactMessage = async () => {
    const sent = await call({ method: 'POST', url: '/api/contact', payload: contactMessage() });
    if (sent.statusCode !== 202) throw new Error(`contact: ${sent.body}`);
    return ctx.database.db
      .selectFrom('contact_messages')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  };
  /** The id of a message in the outbox (not sent, so that it can be retried, when asked). */
  const newOutboxMessage = async (status?: 'not_sent') => {
    await newContactMessage();
    const { id } = await ctx.database.db
      .selectFrom('outbox')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    if (status) {
      await ctx.database.db.updateTable('outbox').set({ status }).where('id', '=', id).execute();
    }
    return id;
  };
  /** A reset link's token of a fresh account, stored as the forgot-password e-mail stores it. */
  const newResetToken = async () => {
    const owner = await createCustomer(ctx);
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await ctx.database.db
      .insertInto('password_reset_tokens')
      .values({
        user_id: owner.id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 30 * 60 * 1000).toISOString(),
      })
      .execute();
    return token;
  };
  /** The unsubscribe link of a fresh account's e-mails. */
  const newUnsubscribeLink = async () =>
    `/api/notifications/unsubscribe?token=${unsubscribeToken((await createCustomer(ctx)).id, ctx.config.jwtSecret)}`;

  const MATRIX: Record<string, Line> = {
    'GET /api/health': { expect: PUBLIC(200) },
    'GET /api/services/getAllService': { expect: PUBLIC(200) },
    'GET /api/pickup-timeslots/by-date': {
      build: () => ({ url: `/api/pickup-timeslots/by-date?date=${nextDateOn('Monday')}` }),
      expect: PUBLIC(200),
    },
    'POST /api/vouchers/validate': {
      build: () => ({
        url: '/api/vouchers/validate',
        payload: { code: 'CLEAN20', subtotal: 1200 },
      }),
      expect: PUBLIC(200),
    },
    'POST /api/orders/quote': {
      build: () => ({
        url: '/api/orders/quote',
        payload: {
          items: (order as { items: unknown }).items,
          voucherCode: 'WELCOME10',
        },
      }),
      expect: PUBLIC(200),
    },
    'POST /api/auth/register': {
      build: () => {
        const email = `matrix-${randomUUID()}@example.in`;
        return {
          url: '/api/auth/register',
          payload: registrationForm(email),
        };
      },
      expect: PUBLIC(200),
    },
    'POST /api/auth/login': {
      build: async () => {
        const account = await createCustomer(ctx);
        return {
          url: '/api/auth/login',
          payload: { userName: account.email, password: 'Secret#Garden42' },
        };
      },
      expect: PUBLIC(200),
    },
    'GET /api/auth/me': { expect: SIGNED_IN(200) },
    'GET /api/referrals': { expect: SIGNED_IN(200) },
    'GET /api/authUser/loyalty': { expect: SIGNED_IN(200) },
    'POST /api/auth/logout': {
      build: async (role) => ({ url: '/api/auth/logout', as: await fresh(role) }),
      expect: SIGNED_IN(204),
    },
    'POST /api/auth/change-password': {
      build: async (role) => ({
        url: '/api/auth/change-password',
        payload: { currentPassword: 'Secret#Garden42', newPassword: 'Fresh@Start2026' },
        as: await fresh(role),
      }),
      expect: SIGNED_IN(200),
    },
    'POST /api/auth/updateUser/:id': {
      build: () => ({ url: `/api/auth/updateUser/${customer.id}`, payload: PROFILE }),
      expect: OWNER_OR_ADMIN(200),
    },
    'POST /api/authUser/createOrder': {
      build: () => ({ url: '/api/authUser/createOrder', payload: order }),
      expect: SIGNED_IN(201),
    },
    'GET /api/authUser/myOrders/:userId': {
      build: () => ({ url: `/api/authUser/myOrders/${customer.id}` }),
      expect: OWNER_OR_SHOP(200),
    },
    'POST /api/authUser/cancelOrder/:id': {
      build: async () => ({ url: `/api/authUser/cancelOrder/${await placeOrderOf(customer)}` }),
      expect: OWNER_OR_SHOP(200),
    },
    'PATCH /api/orders/:id/pickup': {
      build: async () => {
        const pickupDate = addDays(indianDate(), 30);
        const [morning] = await slotsOfDay(ctx, weekdayOf(pickupDate));
        return {
          url: `/api/orders/${String(await placeOrderOf(customer))}/pickup`,
          payload: { pickupDate, pickupSlotId: morning?.id },
        };
      },
      // The customer's own booking: nobody else moves it, the shop included.
      expect: { anonymous: 401, customer: 200, other: 403, staff: 403, admin: 403 },
    },
    'GET /api/admin/getAllUsers': { expect: ADMIN_ONLY(200) },
    'GET /api/admin/getAllOrders': { expect: SHOP(200) },
    'GET /api/admin/getAllVouchers': { expect: ADMIN_ONLY(200) },
    'GET /api/admin/getAllSlots': { expect: SHOP(200) },
    'POST /api/admin/updateUser/:id': {
      build: async () => ({
        url: `/api/admin/updateUser/${(await createCustomer(ctx)).id}`,
        payload: PROFILE,
      }),
      expect: ADMIN_ONLY(200),
    },
    'PATCH /api/admin/users/:id/status': {
      build: async () => ({
        url: `/api/admin/users/${(await createCustomer(ctx)).id}/status`,
        payload: { disabled: true },
      }),
      expect: ADMIN_ONLY(200),
    },
    'PUT /api/admin/users/:id/password': {
      build: async () => ({
        url: `/api/admin/users/${(await createCustomer(ctx)).id}/password`,
        payload: { newPassword: 'Fresh@Start2026' },
      }),
      expect: ADMIN_ONLY(204),
    },
    'POST /api/admin/updateOrder/:id': {
      build: async () => ({
        url: `/api/admin/updateOrder/${await placeOrderOf(customer)}`,
        payload: { status: 'ready' },
      }),
      expect: SHOP(200),
    },
    'POST /api/admin/createService': {
      build: () => ({
        url: '/api/admin/createService',
        payload: { name: `Shoes ${randomUUID().slice(0, 4)}`, description: 'Polish' },
      }),
      expect: ADMIN_ONLY(201),
    },
    'POST /api/admin/updateService/:id': {
      build: () => ({
        url: `/api/admin/updateService/${serviceId}`,
        payload: { name: 'Matrix Care', description: 'Renamed' },
      }),
      expect: ADMIN_ONLY(200),
    },
    'DELETE /api/admin/deleteService/:id': {
      build: async () => {
        const service = await asAdmin('POST', '/api/admin/createService', {
          name: `Gone ${randomUUID().slice(0, 4)}`,
          description: 'Short-lived',
        });
        return { url: `/api/admin/deleteService/${String(service.id)}` };
      },
      expect: ADMIN_ONLY(200),
    },
    'POST /api/admin/createItem': {
      build: () => ({
        url: `/api/admin/createItem?serviceId=${serviceId}`,
        payload: { name: `Cap ${randomUUID().slice(0, 4)}`, description: 'Wool', price: 30 },
      }),
      expect: ADMIN_ONLY(201),
    },
    'POST /api/admin/updateItem/:id': {
      build: async () => ({
        url: `/api/admin/updateItem/${String((await newItem()).id)}`,
        payload: { name: 'Bow tie', description: 'Silk', price: 45 },
      }),
      expect: ADMIN_ONLY(200),
    },
    'DELETE /api/admin/deleteItem/:id': {
      build: async () => ({ url: `/api/admin/deleteItem/${String((await newItem()).id)}` }),
      expect: ADMIN_ONLY(200),
    },
    'POST /api/admin/addVoucher': {
      build: () => ({
        url: '/api/admin/addVoucher',
        payload: {
          code: uniqueCode(),
          discount: 5,
          minOrderValue: null,
          startDate: indianDate(),
          endDate: addDays(indianDate(), 30),
        },
      }),
      expect: ADMIN_ONLY(201),
    },
    'POST /api/admin/toggleVoucher': {
      build: async () => ({
        url: '/api/admin/toggleVoucher',
        payload: { code: await newVoucher(), isActive: false },
      }),
      expect: ADMIN_ONLY(200),
    },
    'DELETE /api/admin/deleteVoucher/:code': {
      build: async () => ({ url: `/api/admin/deleteVoucher/${await newVoucher()}` }),
      expect: ADMIN_ONLY(200),
    },
    'POST /api/admin/addSlot': {
      build: () => ({
        url: '/api/admin/addSlot',
        payload: { day: 'Sunday', start_time: '04:00', end_time: '04:30', capacity: 2 },
      }),
      expect: ADMIN_ONLY(201),
    },
    'POST /api/admin/updateSlot/:id': {
      build: async () => ({
        url: `/api/admin/updateSlot/${String((await newSlot()).id)}`,
        payload: { capacity: 3 },
      }),
      expect: ADMIN_ONLY(200),
    },
    'DELETE /api/admin/deleteSlot/:id': {
      build: async () => ({ url: `/api/admin/deleteSlot/${String((await newSlot()).id)}` }),
      expect: ADMIN_ONLY(200),
    },
    'GET /api/pickup-timeslots/closed-dates': { expect: PUBLIC(200) },
    'GET /api/shop/charges': { expect: PUBLIC(200) },
    'GET /api/admin/closures': { expect: ADMIN_ONLY(200) },
    'POST /api/admin/closures': {
      build: () => ({ url: '/api/admin/closures', payload: closureBody() }),
      expect: ADMIN_ONLY(201),
    },
    'DELETE /api/admin/closures/:date': {
      build: async () => {
        const closure = await asAdmin('POST', '/api/admin/closures', closureBody());
        return { url: `/api/admin/closures/${String(closure.date)}` };
      },
      expect: ADMIN_ONLY(200),
    },
    'GET /api/admin/settings': { expect: ADMIN_ONLY(200) },
    // Saved as the defaults, so the orders other lines place are charged as before.
    'PUT /api/admin/settings': {
      build: () => ({ url: '/api/admin/settings', payload: { deliveryFee: 0, minimumOrder: 0 } }),
      expect: ADMIN_ONLY(200),
    },
    'GET /api/admin/service-area': { expect: ADMIN_ONLY(200) },
    'PUT /api/admin/service-area': {
      // Bengaluru's list, as seeded: the orders of the other rows stay in the area.
      build: () => ({
        url: '/api/admin/service-area',
        payload: { pinCodes: Array.from({ length: 300 }, (_, i) => String(560001 + i)) },
      }),
      expect: ADMIN_ONLY(200),
    },
    'GET /api/auth/notification-preferences': { expect: SIGNED_IN(200) },
    'PUT /api/auth/notification-preferences': {
      build: () => ({
        url: '/api/auth/notification-preferences',
        payload: { email: true, whatsapp: false, sms: false },
      }),
      expect: SIGNED_IN(200),
    },
    'POST /api/auth/forgot-password': {
      build: () => ({
        url: '/api/auth/forgot-password',
        payload: { email: `nobody-${randomUUID()}@example.in` },
      }),
      expect: PUBLIC(202),
    },
    'POST /api/auth/reset-password': {
      build: async () => ({
        url: '/api/auth/reset-password',
        payload: { token: await newResetToken(), password: 'Fresh@Start2026' },
      }),
      expect: PUBLIC(200),
    },
    'GET /api/notifications/unsubscribe': {
      build: async () => ({ url: await newUnsubscribeLink() }),
      expect: PUBLIC(200),
    },
    'POST /api/notifications/unsubscribe': {
      build: async () => ({ url: await newUnsubscribeLink(), payload: {} }),
      expect: PUBLIC(200),
    },
    'POST /api/contact': {
      build: () => ({ url: '/api/contact', payload: contactMessage() }),
      expect: PUBLIC(202),
    },
    'GET /api/admin/contact-messages': { expect: SHOP(200) },
    'PATCH /api/admin/contact-messages/:id': {
      build: async () => ({
        url: `/api/admin/contact-messages/${String((await newContactMessage()).id)}`,
        payload: { handled: true },
      }),
      expect: SHOP(200),
    },
    'GET /api/admin/messages': { expect: SHOP(200) },
    'GET /api/admin/messages/:id': {
      build: async () => ({ url: `/api/admin/messages/${String(await newOutboxMessage())}` }),
      expect: SHOP(200),
    },
    'POST /api/admin/messages/:id/retry': {
      build: async () => ({
        url: `/api/admin/messages/${String(await newOutboxMessage('not_sent'))}/retry`,
      }),
      expect: SHOP(200),
    },
    'GET /api/admin/audit': { query: 'q=slot', expect: ADMIN_ONLY(200) },
    'GET /api/admin/reports/summary': { query: NOVEMBER, expect: ADMIN_ONLY(200) },
    'GET /api/admin/reports/charts': { query: NOVEMBER, expect: ADMIN_ONLY(200) },
    'GET /api/admin/exports/orders.csv': { query: NOVEMBER, expect: ADMIN_ONLY(200) },
    'GET /api/admin/exports/order-lines.csv': { query: NOVEMBER, expect: ADMIN_ONLY(200) },
    'GET /api/admin/exports/customers.csv': { expect: ADMIN_ONLY(200) },
    'GET /api/admin/exports/payments.csv': { query: NOVEMBER, expect: ADMIN_ONLY(200) },
    'GET /api/admin/exports/gst-summary.csv': {
      query: 'from=2026-04-01&to=2027-03-31',
      expect: ADMIN_ONLY(200),
    },
    'GET /api/admin/orders/:id/messages': {
      build: async () => ({
        url: `/api/admin/orders/${String(await placeOrderOf(customer))}/messages`,
      }),
      expect: SHOP(200),
    },
    'PUT /api/admin/orders/:id/items': {
      build: () => intakeCall('/items'),
      expect: SHOP(200),
    },
    'POST /api/admin/orders/:id/items/quote': {
      build: () => intakeCall('/items/quote'),
      expect: SHOP(200),
    },
    'GET /api/admin/orders/:id/labels.pdf': {
      build: async () => {
        // The labels are those of the garments intake tagged.
        await call({ method: 'PUT', ...(await intakeCall('/items')) }, admin);
        return { url: (await intakeCall('/labels.pdf')).url };
      },
      expect: SHOP(200),
    },
    'POST /api/admin/orders/:id/invoice': {
      // An order paid in full, its invoice issued before completion.
      build: async () => {
        const [slot] = await slotsOfDay(ctx, 'Monday');
        const orderId = await insertOrderRow(ctx, {
          userId: customer.id,
          slotId: slot?.id ?? 0,
          totalPaise: 24000,
        });
        await asAdmin('POST', `/api/admin/orders/${String(orderId)}/payments`, {
          method: 'cash',
          amount: 240,
        });
        return { url: `/api/admin/orders/${String(orderId)}/invoice` };
      },
      expect: SHOP(201),
    },
    'GET /api/orders/:id/invoice.pdf': {
      // The customer's order, completed: its invoice issued.
      build: async () => {
        invoicedOrder ??= await placeOrderOf(customer);
        await asAdmin('POST', `/api/admin/updateOrder/${String(invoicedOrder)}`, {
          status: 'completed',
        });
        return { url: `/api/orders/${String(invoicedOrder)}/invoice.pdf` };
      },
      expect: OWNER_OR_SHOP(200),
    },
    'GET /api/admin/orders/:id/payments': {
      build: async () => ({ url: await paymentsUrl('admin/payments') }),
      expect: SHOP(200),
    },
    'POST /api/admin/orders/:id/payments': {
      build: async () => ({
        url: await paymentsUrl('admin/payments'),
        payload: { method: 'cash', amount: 1 },
      }),
      expect: SHOP(201),
    },
    'GET /api/admin/outstanding': { expect: SHOP(200) },
    'GET /api/orders/:id/payment-options': {
      build: async () => ({ url: await paymentsUrl('payment-options') }),
      expect: OWNER_OR_SHOP(200),
    },
    // Razorpay is off in this app: the link and the webhook are not there.
    'POST /api/orders/:id/payment-link': {
      build: async () => ({ url: await paymentsUrl('payment-link') }),
      expect: SIGNED_IN(404),
    },
    'POST /api/payments/razorpay/webhook': {
      build: () => ({ url: '/api/payments/razorpay/webhook', payload: { event: 'ping' } }),
      expect: PUBLIC(404),
    },
    'GET /api/admin/board': {
      build: () => ({ url: `/api/admin/board?date=${nextDateOn('Monday')}` }),
      expect: SHOP(200),
    },
    'POST /api/admin/board/status': {
      build: async () => ({
        url: '/api/admin/board/status',
        payload: { orderIds: [await placeOrderOf(customer)], status: 'pick_up_done' },
      }),
      expect: SHOP(200),
    },
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    [customer, other, staff, admin] = await Promise.all([
      createCustomer(ctx),
      createCustomer(ctx),
      createCustomer(ctx, { role: 'staff' }),
      createCustomer(ctx, { role: 'admin' }),
    ]);
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const [slot] = await slotsOfDay(ctx, 'Monday');
    await ctx.database.db
      .updateTable('pickup_slots')
      .set({ capacity: 1000 })
      .where('id', '=', slot?.id ?? 0)
      .execute();
    order = {
      items: [{ itemId: shirt.id, quantity: 2 }],
      pickupDate: nextDateOn('Monday'),
      pickupSlotId: slot?.id,
      geoLocation: { lat: 12.97, lng: 77.59 },
    };
    serviceId = Number(
      (
        await asAdmin('POST', '/api/admin/createService', {
          name: 'Matrix Care',
          description: 'Made for the access matrix',
        })
      ).id,
    );
  });
  afterAll(() => ctx.close());

  it('has a line for every route of the app, and a route for every line', () => {
    const routes = ctx.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`);
    const lines = Object.keys(MATRIX);
    expect(
      routes.filter((route) => !lines.includes(route)),
      'routes without a line',
    ).toEqual([]);
    expect(
      lines.filter((line) => !routes.includes(line)),
      'lines without a route',
    ).toEqual([]);
    // The API docs are public by design: they describe the contract, never data.
    expect(ctx.app.routeTable.some((route) => route.url.startsWith('/api/docs'))).toBe(true);
  });

  it('answers every route and caller with the expected status', async () => {
    const tokenOf: Record<Role, TestCustomer | null> = {
      anonymous: null,
      customer,
      other,
      staff,
      admin,
    };
    const mismatches: string[] = [];
    for (const [name, line] of Object.entries(MATRIX)) {
      const [method, path = ''] = name.split(' ');
      for (const role of ROLES) {
        const built = line.build
          ? await line.build(role)
          : { url: line.query ? `${path}?${line.query}` : path };
        const actor = built.as === undefined ? tokenOf[role] : built.as;
        const response = await call(
          { method, url: built.url, payload: built.payload as InjectOptions['payload'] },
          actor ?? undefined,
        );
        if (response.statusCode !== line.expect[role]) {
          mismatches.push(
            `${name} as ${role}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
        if (response.statusCode === 401 || response.statusCode === 403) {
          const body = response.json<Record<string, unknown>>();
          expect(typeof body.message, `${name} as ${role}`).toBe('string');
          expect(response.body).not.toMatch(/\bat \S+\.(ts|js):\d+|node_modules/);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
