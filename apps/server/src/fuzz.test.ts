import { createHash } from 'node:crypto';
import { addDays, indianDate, weekdayOf, type TOrder } from '@freshfold/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../test/customers.js';
import { TEST_DB_KIND, testAppSuite } from '../test/helpers.js';

/**
 * Property tests: every write endpoint gets 1 000 random and hostile requests (wrong types,
 * missing and extra fields, huge strings, deep nesting, `__proto__` keys, SQL-looking text,
 * unicode, numbers at the edges). Whatever arrives, the answer is never a 5xx, never a stack
 * trace; a refused request (4xx) changes nothing in the database, and nothing pollutes
 * `Object.prototype`. Valid orders always cost the catalogue price × quantity, less the discount.
 */
const RUNS = 1000;

const sqlish = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; DELETE FROM users',
  "admin'--",
  '%',
  '_',
  '\\',
  'NULL',
);
const unicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u202Eevil\u202C', 'a\u200Bb', '😀🧺👔', '\uD800', 'ﬀ', 'İstanbul', '\u0000'),
);
const edgeNumbers = fc.constantFrom(
  Number.MAX_SAFE_INTEGER + 1,
  -0,
  1e308,
  -1e308,
  0.1 + 0.2,
  'NaN',
  'Infinity',
  '1e5',
  '0x10',
  -1,
  2 ** 31,
);
/** The tables each write route may change: compared after every hostile request to it. */
const ORDER_TABLES = ['orders', 'order_items', 'order_status_events', 'loyalty_point_entries'];
const WRITES: Record<string, readonly string[]> = {
  'POST /api/auth/login': ['users'],
  'POST /api/auth/register': ['users', 'referrals', 'loyalty_point_entries'],
  'POST /api/auth/logout': ['users'],
  'POST /api/auth/change-password': ['users'],
  'POST /api/auth/updateUser/:id': ['users'],
  'POST /api/authUser/createOrder': [...ORDER_TABLES, 'users', 'vouchers', 'idempotency_keys'],
  'POST /api/authUser/cancelOrder/:id': [...ORDER_TABLES, 'users'],
  'POST /api/vouchers/validate': ['vouchers'],
  'POST /api/orders/quote': [...ORDER_TABLES, 'vouchers'],
  'POST /api/admin/updateUser/:id': ['users'],
  'PATCH /api/admin/users/:id/status': ['users'],
  'PUT /api/admin/users/:id/password': ['users'],
  'POST /api/admin/updateOrder/:id': [...ORDER_TABLES, 'users', 'referrals'],
  'POST /api/admin/createService': ['services', 'service_items', 'app_state'],
  'POST /api/admin/updateService/:id': ['services', 'service_items', 'app_state'],
  'DELETE /api/admin/deleteService/:id': ['services', 'service_items', 'app_state'],
  'POST /api/admin/createItem': ['service_items', 'app_state'],
  'POST /api/admin/updateItem/:id': ['service_items', 'app_state'],
  'DELETE /api/admin/deleteItem/:id': ['service_items', 'app_state'],
  'POST /api/admin/addVoucher': ['vouchers'],
  'POST /api/admin/toggleVoucher': ['vouchers'],
  'DELETE /api/admin/deleteVoucher/:code': ['vouchers'],
  'POST /api/admin/addSlot': ['pickup_slots'],
  'POST /api/admin/updateSlot/:id': ['pickup_slots'],
  'DELETE /api/admin/deleteSlot/:id': ['pickup_slots'],
  'PUT /api/auth/notification-preferences': ['users'],
  'POST /api/auth/forgot-password': ['password_reset_tokens', 'outbox'],
  'POST /api/auth/reset-password': ['users', 'password_reset_tokens'],
  'POST /api/notifications/unsubscribe': ['users'],
  'POST /api/contact': ['contact_messages', 'outbox'],
  'PATCH /api/admin/contact-messages/:id': ['contact_messages'],
  'POST /api/admin/messages/:id/retry': ['outbox'],
  'PATCH /api/orders/:id/pickup': [...ORDER_TABLES, 'outbox'],
  'PUT /api/admin/orders/:id/items': [
    ...ORDER_TABLES,
    'order_booked_items',
    'garment_tags',
    'outbox',
    'audit_log',
  ],
  'POST /api/admin/orders/:id/items/quote': [...ORDER_TABLES, 'garment_tags'],
  'POST /api/admin/board/status': [...ORDER_TABLES, 'outbox', 'audit_log'],
  'POST /api/admin/closures': ['closures', 'outbox', 'audit_log'],
  'DELETE /api/admin/closures/:date': ['closures', 'audit_log'],
  'PUT /api/admin/service-area': ['service_area_pin_codes', 'audit_log'],
  'PUT /api/admin/settings': ['shop_settings', 'audit_log'],
  'POST /api/admin/orders/:id/payments': ['payments', 'orders', 'outbox', 'audit_log'],
  'POST /api/orders/:id/payment-link': ['payments', 'payment_links', 'orders'],
  'POST /api/payments/razorpay/webhook': ['payments', 'orders', 'outbox'],
  'POST /api/admin/orders/:id/invoice': ['invoices', 'invoice_sequences', 'orders', 'audit_log'],
};

/** Strings just under the 64 KB body limit (they reach validation) and well above it. */
const huge = fc.constantFrom(
  'x'.repeat(60_000),
  'x'.repeat(70_000),
  'x'.repeat(120_000),
  'ü'.repeat(40_000),
  '['.repeat(10_000),
);
/**
 * A value nested `levels` deep. Serialising it recursively would overflow the test's own stack,
 * so it travels as a placeholder that `toPayload` swaps for the nested JSON text.
 */
class Deep {
  constructor(
    readonly levels: number,
    readonly open: string,
    readonly close: string,
  ) {}
  toJSON() {
    return `@@deep:${this.levels}:${this.open}@@`;
  }
  get text() {
    return `${this.open.repeat(this.levels)}0${this.close.repeat(this.levels)}`;
  }
  [fc.toStringMethod]() {
    return `<${this.levels} levels of ${this.open}>`;
  }
}
const DEEP = [new Deep(2000, '[', ']'), new Deep(5000, '[', ']'), new Deep(3000, '{"a":', '}')];
const deep = fc.constantFrom(...DEEP);

/** The JSON text of a generated body, with nested values expanded. */
function toPayload(body: unknown): string {
  // undefined (and a function) has no JSON text, whatever the declared type says.
  let text = (JSON.stringify(body) as string | undefined) ?? 'null';
  for (const value of DEEP) text = text.replaceAll(JSON.stringify(value), value.text);
  return text;
}
const protoKeys = fc.constantFrom(
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown,
  { prototype: { polluted: true } },
);
const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  sqlish,
  unicode,
  edgeNumbers,
  protoKeys,
  fc.constantFrom(null, undefined, true, [], {}, ''),
);

/** A hostile body: anything at all, or a valid one with one field spoilt or an extra key. */
function hostileBody(valid: Record<string, unknown>) {
  const fields = Object.keys(valid);
  return fc.oneof(
    hostileValue,
    huge,
    deep,
    fields.length > 0
      ? fc
          .tuple(fc.constantFrom(...fields), fc.oneof(hostileValue, huge, deep))
          .map(([field, value]) => ({ ...valid, [field]: value }))
      : hostileValue,
    fields.length > 0
      ? fc
          .constantFrom(...fields)
          .map((field) =>
            Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)),
          )
      : hostileValue,
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role'), hostileValue)
      .map(
        ([key, value]) => JSON.parse(JSON.stringify({ ...valid, [key]: value ?? null })) as unknown,
      ),
  );
}

/** How a request body travels: JSON, invalid JSON, or another content type. */
const encodings = fc.constantFrom(
  'json',
  'json',
  'json',
  'json',
  'broken',
  'text',
  'form',
  'multipart',
  'none',
);
const CONTENT_TYPES: Record<string, string | undefined> = {
  json: 'application/json',
  broken: 'application/json',
  text: 'text/plain',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data; boundary=freshfold',
  none: undefined,
};

describe(`hostile input never breaks the server (${TEST_DB_KIND})`, () => {
  // Limits on sign-ups and unknown voucher codes would end the run early; they have their own tests.
  const ctx = testAppSuite({
    environment: {
      RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
      RATE_LIMIT_VOUCHER_FAILURES: '1000000',
    },
  });
  let customer: TestCustomer;
  let admin: TestCustomer;
  let orderId: number;
  let slotId: number;
  let itemId: number;
  let serviceId: number;
  /** Every table of the schema: a refused request must leave each one exactly as it was. */
  let tables: string[];

  /**
   * What a refused request must leave as it was: for each table (all of them unless told), its
   * row count, its highest id and a hash of all its rows.
   */
  async function fingerprint(only: readonly string[] = tables): Promise<string> {
    const parts = await Promise.all(
      only.map(async (table) => {
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
          ctx.database.db,
        );
        const lines = rows.rows.map((row) =>
          JSON.stringify(row, (_key, value: unknown) =>
            typeof value === 'bigint' ? value.toString() : value,
          ),
        );
        const maxId = rows.rows.reduce((max, row) => Math.max(max, Number(row.id ?? 0)), 0);
        const hash = createHash('sha256').update(lines.sort().join('\n')).digest('hex');
        return `${table}:${rows.rows.length}:${maxId}:${hash}`;
      }),
    );
    return parts.join(' ');
  }

  const order = (date = addDays(indianDate(), 7)) => ({
    items: [{ itemId, quantity: 2 }],
    pickupDate: date,
    pickupSlotId: slotId,
    geoLocation: { lat: 12.97, lng: 77.59 },
  });

  beforeAll(async () => {
    tables = (await ctx.database.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_'));
    [customer, admin] = await Promise.all([
      createCustomer(ctx),
      createCustomer(ctx, { role: 'admin' }),
    ]);
    const item = await ctx.database.db
      .selectFrom('service_items')
      .select(['id', 'service_id'])
      .executeTakeFirstOrThrow();
    itemId = item.id;
    serviceId = item.service_id;
    // Every weekday's slots get room for the valid orders below.
    await ctx.database.db.updateTable('pickup_slots').set({ capacity: 10_000 }).execute();
    const day = weekdayOf(addDays(indianDate(), 7));
    slotId = (
      await ctx.database.db
        .selectFrom('pickup_slots')
        .select('id')
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).id;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/authUser/createOrder',
      headers: customer.auth,
      payload: order(),
    });
    orderId = placed.json<TOrder>().id;
  });

  /**
   * Every write route, as whom it is called and a valid body to spoil; called at `url`, or at the
   * route's own path with 999999 for an `:id` (no such row).
   */
  const targets = (): Record<
    string,
    { as: TestCustomer | null; url?: string; valid: Record<string, unknown> }
  > => ({
    'POST /api/auth/login': {
      as: null,
      valid: { userName: customer.email, password: 'Wrong@123' },
    },
    'POST /api/auth/register': {
      as: null,
      valid: {
        firstName: 'A',
        lastName: 'B',
        email: 'taken@example.in',
        phone: '98765',
        password: 'short',
      },
    },
    'POST /api/auth/logout': { as: null, valid: {} },
    'POST /api/auth/change-password': {
      as: customer,
      valid: { currentPassword: 'Wrong@123', newPassword: 'Fresh@Start2026' },
    },
    'POST /api/auth/updateUser/:id': {
      as: customer,
      url: `/api/auth/updateUser/${customer.id}`,
      valid: {
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '98',
        street: '',
        city: 'B',
        state: 'K',
        zipCode: '5',
      },
    },
    'POST /api/authUser/createOrder': {
      as: customer,
      valid: { ...order(), pickupSlotId: 999_999, pointsToRedeem: 5 },
    },
    'POST /api/authUser/cancelOrder/:id': {
      as: customer,
      url: '/api/authUser/cancelOrder/abc',
      valid: {},
    },
    'POST /api/vouchers/validate': { as: null, valid: { code: 'NOPE', subtotal: 100 } },
    'POST /api/orders/quote': {
      as: customer,
      valid: { items: order().items, voucherCode: 'WELCOME10' },
    },
    'POST /api/admin/updateUser/:id': { as: admin, valid: { firstName: 'A' } },
    'PATCH /api/admin/users/:id/status': { as: admin, valid: { disabled: true } },
    'PUT /api/admin/users/:id/password': { as: admin, valid: { newPassword: 'Fresh@Start2026' } },
    'POST /api/admin/updateOrder/:id': {
      as: admin,
      url: `/api/admin/updateOrder/${orderId}`,
      valid: { status: 'lost' },
    },
    'POST /api/admin/createService': { as: admin, valid: { name: '', description: 'x' } },
    'POST /api/admin/updateService/:id': { as: admin, valid: { name: 'A', description: 'B' } },
    'DELETE /api/admin/deleteService/:id': { as: admin, valid: {} },
    'POST /api/admin/createItem': {
      as: admin,
      url: `/api/admin/createItem?serviceId=${serviceId}`,
      valid: { name: 'Tie', price: 0 },
    },
    'POST /api/admin/updateItem/:id': { as: admin, valid: { name: 'A', price: 1 } },
    'DELETE /api/admin/deleteItem/:id': { as: admin, valid: {} },
    'POST /api/admin/addVoucher': {
      as: admin,
      valid: {
        code: 'WELCOME10',
        discount: 10,
        minOrderValue: null,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
      },
    },
    'POST /api/admin/toggleVoucher': { as: admin, valid: { code: 'NOPE', isActive: false } },
    'DELETE /api/admin/deleteVoucher/:code': {
      as: admin,
      url: '/api/admin/deleteVoucher/NOPE',
      valid: {},
    },
    'POST /api/admin/addSlot': {
      as: admin,
      valid: { day: 'Funday', start_time: '09:00', end_time: '08:00', capacity: 1 },
    },
    'POST /api/admin/updateSlot/:id': { as: admin, valid: { capacity: 3 } },
    'DELETE /api/admin/deleteSlot/:id': { as: admin, valid: {} },
    'PUT /api/auth/notification-preferences': {
      as: customer,
      valid: { email: true, whatsapp: false, sms: false },
    },
    'POST /api/auth/forgot-password': { as: null, valid: { email: 'nobody-here@example.in' } },
    'POST /api/auth/reset-password': {
      as: null,
      valid: { token: 'a-token-nobody-was-sent', password: 'Fresh@Start2026' },
    },
    'POST /api/notifications/unsubscribe': {
      as: null,
      url: '/api/notifications/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      valid: {},
    },
    'POST /api/contact': {
      as: null,
      valid: { name: 'Ravi', email: 'ravi@example.in', phone: '9845012345', message: 'Hello' },
    },
    'PATCH /api/admin/contact-messages/:id': { as: admin, valid: { handled: true } },
    'POST /api/admin/messages/:id/retry': { as: admin, valid: {} },
    'PATCH /api/orders/:id/pickup': {
      as: customer,
      url: `/api/orders/${orderId}/pickup`,
      valid: { pickupDate: addDays(indianDate(), 7), pickupSlotId: 999_999 },
    },
    'PUT /api/admin/orders/:id/items': { as: admin, valid: { items: [{ itemId, quantity: 1 }] } },
    'POST /api/admin/orders/:id/items/quote': {
      as: admin,
      valid: { items: [{ itemId, quantity: 1 }] },
    },
    'POST /api/admin/board/status': {
      as: admin,
      valid: { orderIds: [999_999], status: 'pick_up_done' },
    },
    'POST /api/admin/closures': { as: admin, valid: { date: '2020-01-06', reason: 'Long past' } },
    'DELETE /api/admin/closures/:date': {
      as: admin,
      url: '/api/admin/closures/2031-01-06',
      valid: {},
    },
    // One entry is not a PIN code (a letter O): the list stays as it was.
    'PUT /api/admin/service-area': { as: admin, valid: { pinCodes: ['560001', '5600O2'] } },
    // Both amounts out of range: spoiling one leaves the other refused.
    'PUT /api/admin/settings': { as: admin, valid: { deliveryFee: -40, minimumOrder: 10_000.001 } },
    'POST /api/admin/orders/:id/payments': { as: admin, valid: { method: 'cash', amount: 100 } },
    // Razorpay is off here: both answer 404 whatever is sent, and change nothing.
    'POST /api/orders/:id/payment-link': {
      as: customer,
      url: `/api/orders/${orderId}/payment-link`,
      valid: {},
    },
    'POST /api/payments/razorpay/webhook': { as: null, valid: { event: 'payment_link.paid' } },
    'POST /api/admin/orders/:id/invoice': { as: admin, valid: {} },
  });

  it('has hostile input for every write route of the app', () => {
    const writes = ctx.app.routeTable
      .filter(
        (route) =>
          route.url.startsWith('/api/') && route.method !== 'GET' && route.method !== 'OPTIONS',
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(
      writes.filter((route) => !(route in targets())),
      'write routes without hostile input',
    ).toEqual([]);
    expect(
      Object.keys(targets()).filter((route) => !(route in WRITES)),
      'write routes without their tables',
    ).toEqual([]);
    // The fingerprint covers the whole schema, read from the database itself.
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'orders', 'vouchers', 'pickup_slots', 'idempotency_keys']),
    );
  });

  it(`answers ${RUNS} hostile requests per write route with a 4xx that changes nothing`, async () => {
    for (const [name, target] of Object.entries(targets())) {
      const [method, path = ''] = name.split(' ');
      const url = target.url ?? path.replace(':id', '999999');
      const writes = WRITES[name] ?? tables;
      // The tables the route writes are compared after every request; the whole schema once per
      // route, when none of its requests was accepted (the usual case).
      const schemaBefore = await fingerprint();
      let accepted = 0;
      let before = await fingerprint(writes);
      await fc.assert(
        fc.asyncProperty(hostileBody(target.valid), encodings, async (body, encoding) => {
          const payload = encoding === 'broken' ? '{"unterminated": ' : toPayload(body);
          const response = await ctx.app.inject({
            method,
            url,
            headers: {
              ...(target.as?.auth ?? {}),
              ...(CONTENT_TYPES[encoding] ? { 'content-type': CONTENT_TYPES[encoding] } : {}),
            },
            payload,
          });
          const where = `${name} ${payload.slice(0, 80)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          expect(response.body, where).not.toMatch(/\bat \S+\.(ts|js):\d+|node_modules|stack/i);
          expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
          const after = await fingerprint(writes);
          if (response.statusCode >= 400) {
            expect(typeof response.json<{ message: unknown }>().message, where).toBe('string');
            expect(after, `${where} changed the database`).toBe(before);
          } else {
            accepted += 1;
          }
          before = after;
        }),
        { numRuns: RUNS },
      );
      if (accepted === 0) {
        expect(await fingerprint(), `${name} changed a table it should not write`).toBe(
          schemaBefore,
        );
      }
    }
  }, 600_000);

  it('prices every valid order at the catalogue price × quantity, less the discount', async () => {
    // Items at odd prices, so that a discount's rounding to the paisa is exercised too.
    for (const price of [12.37, 0.99, 333.33]) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/createItem?serviceId=${serviceId}`,
        headers: admin.auth,
        payload: { name: `Odd ${price}`, description: 'Odd price', price },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const catalogue = (
      await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' })
    ).json<{ items: { id: number; price: number }[] }[]>();
    const prices = new Map(
      catalogue.flatMap((service) => service.items).map((item) => [item.id, item.price]),
    );
    const ids = [...prices.keys()];
    const lines = fc
      .uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 6 })
      .chain((chosen) =>
        fc.tuple(
          ...chosen.map((id) =>
            fc.integer({ min: 1, max: 20 }).map((quantity) => ({ itemId: id, quantity })),
          ),
        ),
      );
    const slots = await ctx.database.db
      .selectFrom('pickup_slots')
      .select(['id', 'day', 'start_time'])
      .execute();
    await fc.assert(
      fc.asyncProperty(
        lines,
        fc.integer({ min: 1, max: 28 }),
        fc.constantFrom(null, 'WELCOME10', 'CLEAN20', 'welcome20'),
        async (items, days, voucher) => {
          const buyer = await createCustomer(ctx);
          const pickupDate = addDays(indianDate(), days);
          const slot = slots.find((candidate) => candidate.day === weekdayOf(pickupDate));
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/api/authUser/createOrder',
            headers: buyer.auth,
            payload: {
              items,
              pickupDate,
              pickupSlotId: slot?.id,
              voucher,
              geoLocation: { lat: 12.9, lng: 77.6 },
            },
          });
          const subtotalPaise = items.reduce(
            (sum, line) => sum + Math.round((prices.get(line.itemId) ?? 0) * 100) * line.quantity,
            0,
          );
          // The seeded vouchers: WELCOME10 10 % from ₹500, CLEAN20 20 % from ₹1000, WELCOME20
          // 20 % from ₹500 on a first order (every buyer here is new).
          const rule = {
            WELCOME10: { percent: 10, minPaise: 50_000 },
            CLEAN20: { percent: 20, minPaise: 100_000 },
            WELCOME20: { percent: 20, minPaise: 50_000 },
          }[voucher?.toUpperCase() ?? ''] ?? { percent: 0, minPaise: 0 };
          if (subtotalPaise < rule.minPaise) {
            expect(response.statusCode, response.body).toBe(400);
            expect(response.json<{ field: string }>().field).toBe('voucher');
            return;
          }
          expect(response.statusCode, response.body).toBe(201);
          const placed = response.json<TOrder>();
          const discountPaise = Math.round((subtotalPaise * rule.percent) / 100);
          expect(placed.discountPercent).toBe(rule.percent);
          expect(Math.round(placed.subtotal * 100)).toBe(subtotalPaise);
          expect(Math.round(placed.discountAmount * 100)).toBe(discountPaise);
          expect(Math.round(placed.totalAmount * 100)).toBe(subtotalPaise - discountPaise);
          for (const line of placed.items) {
            const quantity = items.find((chosen) => chosen.itemId === line.itemId)?.quantity;
            expect(line.price).toBe(prices.get(line.itemId ?? 0));
            expect(line.quantity).toBe(quantity);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 600_000);
});
