import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  SERVICE_AREA_MESSAGES,
  type TOrderQuoteResponse,
  type TServiceAreaResponse,
} from '@freshfold/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountsWithEmail,
  createCustomer,
  itemNamed,
  outboxIdsOf,
  PROFILE,
  promoteToAdmin,
  registrationForm,
  storedUser,
  type TestCustomer,
} from '../../../test/customers.js';
import {
  auditEntriesFor,
  expectRefusal,
  onOlderDatabase,
  secondInstanceSuite,
  seedTestShop,
  TEST_DB_KIND,
  testAppSuite,
} from '../../../test/helpers.js';
import {
  orderingShop,
  orderRequest,
  ordersOf,
  orderShirts,
  pickupOn,
  placeOrder,
  type Pickup,
} from '../../../test/orders.js';
import { migrateToLatest } from '../../db/migrate.js';

const BENGALURU = Array.from({ length: 300 }, (_, i) => String(560001 + i));

describe(`service area (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const shop = orderingShop(ctx, 'Dry Cleaning');
  let pickup: Pickup;

  beforeAll(async () => {
    pickup = await pickupOn(ctx, 'Friday');
  });

  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    as: TestCustomer | null = shop.admin,
    app: FastifyInstance = ctx.app,
  ) =>
    app.inject({
      method,
      url,
      headers: as?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const putArea = (pinCodes: unknown, as: TestCustomer | null = shop.admin) =>
    call('PUT', '/api/admin/service-area', { pinCodes }, as);
  const storedArea = async () =>
    (
      await ctx.database.db
        .selectFrom('service_area_pin_codes')
        .select('pin_code')
        .orderBy('pin_code')
        .execute()
    ).map((row) => row.pin_code);
  const auditEntries = () => auditEntriesFor(ctx, 'service_area.replace');
  const order = (customer: TestCustomer, key?: string) =>
    orderShirts(ctx.app, shop, customer, 1, pickup, key);
  const quote = (customer: TestCustomer | null) =>
    call(
      'POST',
      '/api/orders/quote',
      { items: [{ itemId: shop.shirt.id, quantity: 1 }] },
      customer,
    );
  /** A customer registered through the API with this PIN code. */
  const customerAt = async (zipCode: string): Promise<TestCustomer> => {
    const email = `pin-${randomUUID()}@example.in`;
    const response = await call(
      'POST',
      '/api/auth/register',
      registrationForm(email, { zipCode }),
      null,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { id, token } = response.json<{ id: number; token: string }>();
    return { id, email, token, auth: { authorization: `Bearer ${token}` } };
  };
  /** A customer whose zip code was stored before the rule: written as it is, past any check. */
  const customerWithStoredZip = async (zipCode: string): Promise<TestCustomer> => {
    const customer = await createCustomer(ctx);
    await ctx.database.db
      .updateTable('users')
      .set({ zip_code: zipCode })
      .where('id', '=', customer.id)
      .execute();
    return customer;
  };
  const written = async (customer: TestCustomer) => ({
    orders: await ordersOf(ctx, customer.id),
    messages: await outboxIdsOf(ctx, customer.id),
    keys: await ctx.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', customer.id)
      .execute(),
  });

  it("starts with Bengaluru's PIN codes, 560001 to 560300", async () => {
    const response = await call('GET', '/api/admin/service-area');
    expect(response.statusCode).toBe(200);
    expect(response.json<TServiceAreaResponse>().pinCodes).toEqual(BENGALURU);
  });

  it('refuses an order from a PIN code outside the area before writing anything; the quote says so', async () => {
    const outside = await customerAt('560999');
    const refusal = { message: "Sorry, we don't pick up from 560999 yet.", field: 'zipCode' };
    expectRefusal(await order(outside, 'outside-key'), 400, refusal);
    expect(await written(outside)).toEqual({ orders: [], messages: [], keys: [] });

    const quoted = await quote(outside);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json<TOrderQuoteResponse>().serviceArea).toEqual({
      pinCode: '560999',
      served: false,
      message: refusal.message,
    });
    // A guest is quoted without a verdict; a customer inside the area is told they are served.
    expect((await quote(null)).json<TOrderQuoteResponse>().serviceArea).toBeNull();
    const inside = await createCustomer(ctx);
    expect((await quote(inside)).json<TOrderQuoteResponse>().serviceArea).toEqual({
      pinCode: PROFILE.zipCode,
      served: true,
    });

    // Once the profile's PIN code is one the shop serves, the same key places the order.
    const moved = await call(
      'POST',
      `/api/auth/updateUser/${String(outside.id)}`,
      { ...PROFILE, zipCode: '560034' },
      outside,
    );
    expect(moved.statusCode).toBe(200);
    expect((await quote(outside)).json<TOrderQuoteResponse>().serviceArea?.served).toBe(true);
    expect((await order(outside, 'outside-key')).statusCode).toBe(201);
    expect((await written(outside)).orders).toHaveLength(1);
  });

  it('takes only a 6-digit PIN code on registration and profile update', async () => {
    const customer = await createCustomer(ctx);
    for (const zipCode of ['56001', '5600011', '060001', 'ABCDEF', '560 01']) {
      const email = `bad-pin-${randomUUID()}@example.in`;
      expectRefusal(
        await call('POST', '/api/auth/register', registrationForm(email, { zipCode }), null),
        400,
        { message: SERVICE_AREA_MESSAGES.invalidPinCode, field: 'zipCode' },
      );
      expect(await accountsWithEmail(ctx, email)).toEqual([]);
      expectRefusal(
        await call(
          'POST',
          `/api/auth/updateUser/${String(customer.id)}`,
          { ...PROFILE, zipCode },
          customer,
        ),
        400,
        { message: SERVICE_AREA_MESSAGES.invalidPinCode, field: 'zipCode' },
      );
    }
    expectRefusal(
      await call(
        'POST',
        '/api/auth/register',
        registrationForm(`no-pin-${randomUUID()}@example.in`, { zipCode: ' ' }),
        null,
      ),
      400,
      { message: MESSAGES.register.requiredFields, field: 'zipCode' },
    );
    // The admin's user edit too: a PIN code, or empty (its address fields are optional).
    expectRefusal(
      await call('POST', `/api/admin/updateUser/${String(customer.id)}`, {
        ...PROFILE,
        zipCode: '5600',
      }),
      400,
      { message: SERVICE_AREA_MESSAGES.invalidPinCode, field: 'zipCode' },
    );
    const stored = await storedUser(ctx, customer.id);
    expect(stored.zip_code).toBe(PROFILE.zipCode);
    const edited = await call('POST', `/api/admin/updateUser/${String(customer.id)}`, {
      ...PROFILE,
      zipCode: ' 560002 ',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ zipCode: string }>().zipCode).toBe('560002');
  });

  it('lets a customer with a zip code stored before the rule log in and see it, and asks them to correct it', async () => {
    const customer = await customerWithStoredZip('5600');
    const login = await call(
      'POST',
      '/api/auth/login',
      { userName: customer.email, password: 'Secret#Garden42' },
      null,
    );
    expect(login.statusCode).toBe(200);
    const me = await call('GET', '/api/auth/me', undefined, customer);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ zipCode: string }>().zipCode).toBe('5600');

    const correct = { message: SERVICE_AREA_MESSAGES.profilePinInvalid('5600'), field: 'zipCode' };
    expect((await quote(customer)).json<TOrderQuoteResponse>().serviceArea).toEqual({
      pinCode: '5600',
      served: false,
      message: correct.message,
    });
    expectRefusal(await order(customer), 400, correct);
    expectRefusal(
      await call(
        'POST',
        `/api/auth/updateUser/${String(customer.id)}`,
        { ...PROFILE, zipCode: '5600' },
        customer,
      ),
      400,
      { message: SERVICE_AREA_MESSAGES.invalidPinCode, field: 'zipCode' },
    );
    expect(await written(customer)).toEqual({ orders: [], messages: [], keys: [] });
  });

  it('replaces the list (distinct, sorted), audited with both lists as ranges', async () => {
    const before = await auditEntries();
    const response = await putArea(['560002', '560001', '560002', '110001']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pinCodes: ['110001', '560001', '560002'] });
    expect(await storedArea()).toEqual(['110001', '560001', '560002']);
    expect((await call('GET', '/api/admin/service-area')).json()).toEqual({
      pinCodes: ['110001', '560001', '560002'],
    });
    const entries = await auditEntries();
    expect(entries.slice(before.length)).toEqual([
      {
        actor_id: shop.admin.id,
        entity: 'service_area',
        entity_id: null,
        before: JSON.stringify({ count: 300, pinCodes: ['560001-560300'] }),
        after: JSON.stringify({ count: 3, pinCodes: ['110001', '560001-560002'] }),
      },
    ]);

    // Narrowed: 560001 still orders, 560034 (served before) no longer.
    const served = await createCustomer(ctx);
    expect((await order(served)).statusCode).toBe(201);
    const narrowed = await customerAt('560034');
    expectRefusal(await order(narrowed), 400, {
      message: SERVICE_AREA_MESSAGES.notServed('560034'),
      field: 'zipCode',
    });
  });

  it('refuses a malformed list with 400 naming the entry, changing nothing', async () => {
    const listBefore = await storedArea();
    const auditBefore = (await auditEntries()).length;
    const tooMany = Array.from({ length: 20_001 }, (_, i) => String(100000 + i));
    const cases: [unknown, string][] = [
      [['560001', '56002'], 'pinCodes.1'],
      [['560001-560300'], 'pinCodes.0'],
      [['060001'], 'pinCodes.0'],
      [[560001], 'pinCodes.0'],
      [[' 560001'], 'pinCodes.0'],
      ['560001', 'pinCodes'],
      [null, 'pinCodes'],
      [tooMany, 'pinCodes'],
    ];
    for (const [pinCodes, field] of cases) {
      const response = await putArea(pinCodes);
      expect(response.statusCode, JSON.stringify(pinCodes).slice(0, 80)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect((await call('PUT', '/api/admin/service-area', {})).statusCode).toBe(400);
    expect(await storedArea()).toEqual(listBefore);
    expect(await auditEntries()).toHaveLength(auditBefore);
  });

  it('serves every PIN code once the list is empty', async () => {
    expect((await putArea([])).json()).toEqual({ pinCodes: [] });
    const far = await customerAt('400001');
    expect((await quote(far)).json<TOrderQuoteResponse>().serviceArea).toEqual({
      pinCode: '400001',
      served: true,
    });
    expect((await order(far)).statusCode).toBe(201);
    // A zip code from before the rule too: there is no list to check it against.
    const legacy = await customerWithStoredZip('12');
    expect((await order(legacy)).statusCode).toBe(201);
  });

  it('keeps one of two lists saved at once, never a mix', async () => {
    const first = Array.from({ length: 1500 }, (_, i) => String(110001 + i));
    const second = Array.from({ length: 1500 }, (_, i) => String(110501 + i));
    const [a, b] = await Promise.all([putArea(first), putArea(second)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = await storedArea();
    expect([first, second]).toContainEqual(stored);
    await putArea(BENGALURU);
  });

  it('keeps the service area to admins: staff and customers are refused, guests asked to log in', async () => {
    const staff = await createCustomer(ctx);
    await promoteToAdmin(ctx, staff.id, 'staff');
    const customer = await createCustomer(ctx);
    const listBefore = await storedArea();
    for (const [who, status] of [
      [customer, 403],
      [staff, 403],
      [null, 401],
    ] as const) {
      expect((await call('GET', '/api/admin/service-area', undefined, who)).statusCode).toBe(
        status,
      );
      expect((await putArea(['560001'], who)).statusCode).toBe(status);
    }
    expect(await storedArea()).toEqual(listBefore);
  });
});

describe(`service area on two instances (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const second = secondInstanceSuite(ctx);

  it("follows a change made on the other instance at once: each reads the database's list", async () => {
    const admin = await createCustomer(ctx, { role: 'admin' });
    const customer = await createCustomer(ctx);
    const shirt = await itemNamed(ctx, 'Shirt', 'Dry Cleaning');
    const pickup = await pickupOn(ctx, 'Saturday');
    const body = orderRequest([{ itemId: shirt.id, quantity: 1 }], pickup);
    const put = (pinCodes: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/service-area',
        headers: admin.auth,
        payload: { pinCodes },
      });

    expect((await put(['560002'])).statusCode).toBe(200);
    expectRefusal(await placeOrder(second.app, customer, body), 400, {
      message: SERVICE_AREA_MESSAGES.notServed(PROFILE.zipCode),
      field: 'zipCode',
    });
    expect((await put(['560001'])).statusCode).toBe(200);
    expect((await placeOrder(second.app, customer, body)).statusCode).toBe(201);
  });
});

describe(`service area on an existing database (${TEST_DB_KIND})`, () => {
  it("gets Bengaluru's list once, and an emptied list stays empty on the next start", async () => {
    const volume = { customers: 5, orders: 5, heavyOrders: 0 };
    await onOlderDatabase('2026-12-01-001-shop-settings-points', volume, async (db) => {
      const listed = async () =>
        (
          await db
            .selectFrom('service_area_pin_codes')
            .select('pin_code')
            .orderBy('pin_code')
            .execute()
        ).map((row) => row.pin_code);
      await migrateToLatest(db);
      expect(await listed()).toEqual(BENGALURU);
      // The admin empties it (serve everywhere); the server starts again: migrate, seed.
      await db.deleteFrom('service_area_pin_codes').execute();
      await migrateToLatest(db);
      await seedTestShop(db);
      expect(await listed()).toEqual([]);
    });
  });
});
