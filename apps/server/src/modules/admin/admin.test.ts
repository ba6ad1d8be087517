import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestApp,
  DEMO,
  TEST_DB_KIND,
  type TestContext,
} from '../../../test/helpers.js';
import { insertOrderRow } from '../../../test/customers.js';
import { issueToken } from '../auth/tokens.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe(`admin API (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  let adminToken: string;
  let customerToken: string;
  let adminId: number;
  let customerId: number;

  async function tokenFor(email: string): Promise<{ id: number; token: string }> {
    const user = await ctx.database.db
      .selectFrom('users')
      .select(['id', 'role', 'token_version'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return {
      id: user.id,
      token: issueToken(
        { id: user.id, role: user.role, tokenVersion: user.token_version },
        ctx.config.jwtSecret,
      ),
    };
  }

  function call(method: Method, url: string, body?: unknown, token: string | null = adminToken) {
    return ctx.app.inject({
      method,
      url: `/api/admin${url}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  }

  async function catalogueVersion(): Promise<number> {
    const row = await ctx.database.db
      .selectFrom('app_state')
      .select('value')
      .where('key', '=', 'catalogue_version')
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  /** An order written straight to the tables, as the ordering flow would leave it. */
  async function insertOrder(options: {
    userId: number;
    slotId: number;
    createdAt: string;
    status?: 'pending' | 'processing';
    pickupDate?: string;
  }): Promise<number> {
    const db = ctx.database.db;
    const order = {
      id: await insertOrderRow(ctx, { ...options, pickupDate: options.pickupDate ?? '2026-11-23' }),
    };
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        service_item_id: null,
        service_name: 'Laundry',
        name: 'Shirt',
        description: 'Washed, ironed and folded',
        unit_price_paise: 8000,
        quantity: 3,
        line_total_paise: 24000,
      })
      .execute();
    await db
      .insertInto('order_status_events')
      .values({
        order_id: order.id,
        status: options.status ?? 'pending',
        note: null,
        changed_by_user_id: options.userId,
        created_at: options.createdAt,
      })
      .execute();
    return order.id;
  }

  async function mondaySlotId(): Promise<number> {
    const slot = await ctx.database.db
      .selectFrom('pickup_slots')
      .select('id')
      .where('day', '=', 'Monday')
      .where('start_time', '=', '06:00')
      .executeTakeFirstOrThrow();
    return slot.id;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ id: adminId, token: adminToken } = await tokenFor(ADMIN.email));
    ({ id: customerId, token: customerToken } = await tokenFor(DEMO.email));
  });
  afterAll(() => ctx.close());

  describe('access', () => {
    const paths: [Method, string][] = [
      ['GET', '/getAllUsers'],
      ['POST', '/updateUser/1'],
      ['PATCH', '/users/1/status'],
      ['PUT', '/users/1/password'],
      ['GET', '/getAllOrders'],
      ['POST', '/updateOrder/1'],
      ['POST', '/createService'],
      ['POST', '/updateService/1'],
      ['DELETE', '/deleteService/1'],
      ['POST', '/createItem?serviceId=1'],
      ['POST', '/updateItem/1'],
      ['DELETE', '/deleteItem/1'],
      ['GET', '/getAllVouchers'],
      ['POST', '/addVoucher'],
      ['POST', '/toggleVoucher'],
      ['DELETE', '/deleteVoucher/WELCOME10'],
      ['GET', '/getAllSlots'],
      ['POST', '/addSlot'],
      ['POST', '/updateSlot/1'],
      ['DELETE', '/deleteSlot/1'],
    ];

    it.each(paths)(
      '%s %s answers 401 without a token and 403 for a customer',
      async (method, url) => {
        const body = method === 'POST' ? {} : undefined;
        const guest = await call(method, url, body, null);
        expect(guest.statusCode).toBe(401);
        expect(guest.json<{ message: string }>().message).toBeTruthy();
        const forged = await call(method, url, body, 'not-a-token');
        expect(forged.statusCode).toBe(401);
        const customer = await call(method, url, body, customerToken);
        expect(customer.statusCode).toBe(403);
      },
    );

    it('changes nothing for a customer who tries', async () => {
      await call('DELETE', '/deleteVoucher/WELCOME10', undefined, customerToken);
      const vouchers = await call('GET', '/getAllVouchers');
      expect(vouchers.json<{ code: string }[]>().map((v) => v.code)).toContain('WELCOME10');
    });
  });

  describe('users', () => {
    it('lists users with loyalty points, paged and searchable', async () => {
      await ctx.database.db
        .updateTable('users')
        .set({ loyalty_points: 100 })
        .where('id', '=', customerId)
        .execute();
      const all = await call('GET', '/getAllUsers');
      expect(all.statusCode).toBe(200);
      const page = all.json<{
        users: { email: string; loyaltyPoints: number; createdDate: string }[];
        total: number;
      }>();
      expect(page.total).toBe(2);
      const demo = page.users.find((user) => user.email === DEMO.email);
      expect(demo?.loyaltyPoints).toBe(100);
      expect(demo?.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const search = await call('GET', '/getAllUsers?q=PRIYA');
      expect(search.json<{ users: { email: string }[] }>().users.map((u) => u.email)).toEqual([
        DEMO.email,
      ]);

      const second = await call('GET', '/getAllUsers?page=2&pageSize=1');
      expect(second.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(second.json<{ users: unknown[] }>().users).toHaveLength(1);

      const literal = await call('GET', '/getAllUsers?q=%25');
      expect(literal.json<{ total: number }>().total).toBe(0);

      expect((await call('GET', '/getAllUsers?pageSize=1000')).statusCode).toBe(400);
    });

    const edit = {
      firstName: 'Ananya',
      lastName: 'Rao',
      phone: '9000000001',
      street: '7 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
    };

    it('edits the profile fields, first name into the first name, never the email', async () => {
      const response = await call('POST', `/updateUser/${customerId}`, {
        ...edit,
        email: 'hijack@example.com',
        password: 'Whatever@123',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...edit, email: DEMO.email, role: 'user' });
      const row = await ctx.database.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email', 'password_hash'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ first_name: 'Ananya', last_name: 'Rao', email: DEMO.email });
    });

    it('requires first and last names and a 10-digit phone', async () => {
      for (const [field, value] of [
        ['firstName', '  '],
        ['lastName', ''],
        ['phone', '12345'],
      ] as const) {
        const response = await call('POST', `/updateUser/${customerId}`, {
          ...edit,
          [field]: value,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ field: string }>().field).toBe(field);
      }
      expect((await call('POST', '/updateUser/9999', edit)).statusCode).toBe(404);
    });

    it('keeps the last admin an admin', async () => {
      const response = await call('POST', `/updateUser/${adminId}`, { ...edit, role: 'user' });
      expect(response.statusCode).toBe(409);
      const row = await ctx.database.db
        .selectFrom('users')
        .select(['role', 'first_name'])
        .where('id', '=', adminId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ role: 'admin', first_name: 'Shop' });
    });
  });

  describe('orders', () => {
    let orderIds: number[] = [];

    beforeAll(async () => {
      const slotId = await mondaySlotId();
      orderIds = [];
      // 25 orders over 25 days; every fifth one processing.
      for (let day = 1; day <= 25; day += 1) {
        orderIds.push(
          await insertOrder({
            userId: customerId,
            slotId,
            createdAt: `2026-10-${String(day).padStart(2, '0')}T06:00:00.000Z`,
            status: day % 5 === 0 ? 'processing' : 'pending',
          }),
        );
      }
    });

    it('answers a page of orders, newest first, with items and the customer', async () => {
      const response = await call('GET', '/getAllOrders?pageSize=10');
      expect(response.statusCode).toBe(200);
      const page = response.json<{
        orders: {
          id: number;
          userName: string;
          email: string;
          totalAmount: number;
          items: { name: string; quantity: number; price: number }[];
        }[];
        total: number;
        page: number;
      }>();
      expect(page.total).toBe(25);
      expect(page.orders).toHaveLength(10);
      expect(page.orders[0]?.id).toBe(orderIds[24]);
      expect(page.orders[0]).toMatchObject({
        userName: 'Ananya Rao',
        email: DEMO.email,
        totalAmount: 240,
        items: [{ name: 'Shirt', quantity: 3, price: 80 }],
      });
      const third = await call('GET', '/getAllOrders?pageSize=10&page=3');
      expect(third.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual(
        orderIds.slice(0, 5).reverse(),
      );
      // A page past the end has no rows to carry the total, which is still given.
      const past = await call('GET', '/getAllOrders?pageSize=10&page=4');
      expect(past.json()).toMatchObject({ orders: [], total: 25, page: 4 });
      const pastOfStatus = await call('GET', '/getAllOrders?status=processing&pageSize=5&page=2');
      expect(pastOfStatus.json()).toMatchObject({ orders: [], total: 5, page: 2 });
    });

    it('filters by status, by Indian dates and by search', async () => {
      const processing = await call('GET', '/getAllOrders?status=processing');
      expect(processing.json<{ total: number }>().total).toBe(5);

      // 2026-10-03T06:00Z is 11:30 on 3 October in India.
      const range = await call('GET', '/getAllOrders?from=2026-10-03&to=2026-10-05');
      expect(range.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual(
        orderIds.slice(2, 5).reverse(),
      );

      const byEmail = await call('GET', '/getAllOrders?q=demo%40freshfold');
      expect(byEmail.json<{ total: number }>().total).toBe(25);
      const byName = await call('GET', '/getAllOrders?q=ananya');
      expect(byName.json<{ total: number }>().total).toBe(25);
      const byId = await call('GET', `/getAllOrders?q=${orderIds[7]}`);
      expect(byId.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual([
        orderIds[7],
      ]);
      const nobody = await call('GET', '/getAllOrders?q=nobody');
      expect(nobody.json<{ total: number }>().total).toBe(0);

      expect((await call('GET', '/getAllOrders?status=lost')).statusCode).toBe(400);
      expect((await call('GET', '/getAllOrders?from=2026-02-30')).statusCode).toBe(400);
    });

    it('changes the status (any case) and records one event per real change', async () => {
      const id = orderIds[0] ?? 0;
      const response = await call('POST', `/updateOrder/${id}`, {
        status: 'READY',
        totalAmount: 1,
        userId: adminId,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        status: 'ready',
        totalAmount: 240,
        userId: customerId,
      });
      await call('POST', `/updateOrder/${id}`, { status: 'ready' });
      const events = await ctx.database.db
        .selectFrom('order_status_events')
        .select(['status', 'changed_by_user_id'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
      expect(events).toEqual([
        { status: 'pending', changed_by_user_id: customerId },
        { status: 'ready', changed_by_user_id: adminId },
      ]);
      const row = await ctx.database.db
        .selectFrom('orders')
        .select(['total_paise', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ total_paise: 24000, user_id: customerId });
    });

    it('sets the delivery date and slot, checking the slot and its weekday', async () => {
      const id = orderIds[1] ?? 0;
      const monday = await mondaySlotId();
      // 2026-11-30 is a Monday, after the pickup on 2026-11-23.
      const response = await call('POST', `/updateOrder/${id}`, {
        deliveryDate: '2026-11-30',
        deliverySlot: { id: monday },
        status: 'pending',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        deliveryDate: '2026-11-30',
        deliverySlotId: monday,
        deliverySlot: { slotId: monday, slotTime: '6:00 AM - 8:00 AM' },
      });

      const tuesday = await call('POST', `/updateOrder/${id}`, { deliveryDate: '2026-12-01' });
      expect(tuesday.statusCode).toBe(400);
      expect(tuesday.json<{ field: string }>().field).toBe('deliverySlotId');
      const early = await call('POST', `/updateOrder/${id}`, {
        deliveryDate: '2026-11-16',
        deliverySlotId: null,
      });
      expect(early.statusCode).toBe(400);
      expect(early.json<{ field: string }>().field).toBe('deliveryDate');
      expect((await call('POST', `/updateOrder/${id}`, { deliverySlotId: 99999 })).statusCode).toBe(
        400,
      );
      expect(
        (await call('POST', `/updateOrder/${id}`, { deliveryDate: '30/11/2026' })).statusCode,
      ).toBe(400);
      expect((await call('POST', `/updateOrder/${id}`, { status: 'lost' })).statusCode).toBe(400);
      expect((await call('POST', `/updateOrder/${id}`, { totalAmount: 5 })).statusCode).toBe(400);
      expect((await call('POST', '/updateOrder/999999', { status: 'ready' })).statusCode).toBe(404);

      const row = await ctx.database.db
        .selectFrom('orders')
        .select(['delivery_date', 'delivery_slot_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ delivery_date: '2026-11-30', delivery_slot_id: monday });
    });
  });

  describe('services and items', () => {
    it('creates, edits and deletes services and items, bumping the catalogue version', async () => {
      const before = await catalogueVersion();
      const created = await call('POST', '/createService', {
        name: '  Shoe Care ',
        description: 'Cleaning and polishing',
      });
      expect(created.statusCode).toBe(201);
      const service = created.json<{ id: number; name: string; items: unknown[] }>();
      expect(service).toMatchObject({ name: 'Shoe Care', items: [] });

      const item = await call('POST', `/createItem?serviceId=${service.id}`, {
        name: 'Sneakers',
        price: 299.5,
      });
      expect(item.statusCode).toBe(201);
      const itemId = item.json<{ id: number }>().id;
      expect(item.json()).toMatchObject({
        name: 'Sneakers',
        description: '',
        price: 299.5,
        service_id: service.id,
      });

      const catalogue = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
      const shoeCare = catalogue
        .json<{ name: string; items: { name: string; price: number }[] }[]>()
        .find((s) => s.name === 'Shoe Care');
      expect(shoeCare?.items).toEqual([
        expect.objectContaining({ name: 'Sneakers', price: 299.5 }),
      ]);

      const renamed = await call('POST', `/updateItem/${itemId}`, {
        name: 'Sneakers (pair)',
        description: 'Both shoes',
        price: 349,
      });
      expect(renamed.json()).toMatchObject({ name: 'Sneakers (pair)', price: 349 });
      const service2 = await call('POST', `/updateService/${service.id}`, {
        name: 'Shoe & Bag Care',
        description: 'Shoes and bags',
      });
      expect(service2.json()).toMatchObject({ id: service.id, name: 'Shoe & Bag Care' });

      expect(await catalogueVersion()).toBe(before + 4);

      expect((await call('DELETE', `/deleteItem/${itemId}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/deleteItem/${itemId}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/deleteService/${service.id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/deleteService/${service.id}`)).statusCode).toBe(404);
      expect(await catalogueVersion()).toBe(before + 6);
    });

    it('validates services and items and changes nothing on bad input', async () => {
      const before = await catalogueVersion();
      const cases: [string, unknown, string][] = [
        ['/createService', { name: '', description: 'x' }, 'name'],
        ['/createService', { name: 'X', description: '   ' }, 'description'],
        ['/createService', { name: 'X' }, 'description'],
        ['/createItem?serviceId=1', { name: '', price: 10 }, 'name'],
        ['/createItem?serviceId=1', { name: 'Tie', price: 0 }, 'price'],
        ['/createItem?serviceId=1', { name: 'Tie', price: -5 }, 'price'],
        ['/createItem?serviceId=1', { name: 'Tie', price: 10.005 }, 'price'],
        ['/createItem?serviceId=1', { name: 'Tie', price: '10' }, 'price'],
        ['/createItem', { name: 'Tie', price: 10 }, 'serviceId'],
      ];
      for (const [url, body, field] of cases) {
        const response = await call('POST', url, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json<{ field: string }>().field).toBe(field);
      }
      expect(
        (await call('POST', '/createItem?serviceId=9999', { name: 'Tie', price: 10 })).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', '/updateService/9999', { name: 'A', description: 'B' })).statusCode,
      ).toBe(404);
      expect((await call('POST', '/updateItem/9999', { name: 'A', price: 1 })).statusCode).toBe(
        404,
      );
      expect(await catalogueVersion()).toBe(before);
    });

    it('refuses a price below one paisa, which would be stored as 0 (was a 500 on PostgreSQL)', async () => {
      const service = (
        await call('POST', '/createService', { name: 'Tiny', description: 'Prices' })
      ).json<{ id: number }>();
      const item = (
        await call('POST', `/createItem?serviceId=${service.id}`, { name: 'Tie', price: 0.01 })
      ).json<{ id: number; price: number }>();
      expect(item.price).toBe(0.01);
      for (const price of [5e-324, 1e-9, 0.001]) {
        for (const url of [`/createItem?serviceId=${service.id}`, `/updateItem/${item.id}`]) {
          const response = await call('POST', url, { name: 'Tie', price });
          expect(response.statusCode, `${url} ${price}`).toBe(400);
          expect(response.json<{ field: string }>().field).toBe('price');
        }
      }
    });

    it('keeps the snapshot on past orders when an item is deleted', async () => {
      const item = await ctx.database.db
        .selectFrom('service_items')
        .select(['id', 'name', 'price_paise'])
        .where('name', '=', 'Pillowcase')
        .executeTakeFirstOrThrow();
      const orderId = await insertOrder({
        userId: customerId,
        slotId: await mondaySlotId(),
        createdAt: '2026-09-01T06:00:00.000Z',
      });
      await ctx.database.db
        .updateTable('order_items')
        .set({ service_item_id: item.id })
        .where('order_id', '=', orderId)
        .execute();
      expect((await call('DELETE', `/deleteItem/${item.id}`)).statusCode).toBe(200);
      const line = await ctx.database.db
        .selectFrom('order_items')
        .select(['service_item_id', 'name', 'unit_price_paise'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(line).toEqual({ service_item_id: null, name: 'Shirt', unit_price_paise: 8000 });
    });
  });

  describe('vouchers', () => {
    const summer = {
      code: ' summer10 ',
      discount: 10,
      minOrderValue: null,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      status: 'ACTIVE',
      name: '',
      description: '',
    };

    it('lists the seeded vouchers', async () => {
      const response = await call('GET', '/getAllVouchers');
      expect(response.statusCode).toBe(200);
      const welcome = response.json<{ code: string }[]>().find((v) => v.code === 'WELCOME10');
      expect(welcome).toMatchObject({
        discount: 10,
        minOrderValue: 500,
        status: 'ACTIVE',
        isActive: true,
      });
    });

    it('adds a voucher with the code upper-cased, and refuses a duplicate with 409', async () => {
      const response = await call('POST', '/addVoucher', summer);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        code: 'SUMMER10',
        name: 'SUMMER10',
        description: 'SUMMER10',
        discount: 10,
        minOrderValue: null,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        status: 'ACTIVE',
      });
      const duplicate = await call('POST', '/addVoucher', {
        ...summer,
        code: 'Summer10',
        discount: 50,
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json<{ field: string }>().field).toBe('code');
      const stored = await ctx.database.db
        .selectFrom('vouchers')
        .select('discount_percent')
        .where('code', '=', 'SUMMER10')
        .executeTakeFirstOrThrow();
      expect(stored.discount_percent).toBe(10);
    });

    it('validates each voucher rule', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ code: '  ' }, 'code'],
        [{ code: 'BAD CODE' }, 'code'],
        [{ discount: 0 }, 'discount'],
        [{ discount: 101 }, 'discount'],
        [{ discount: 12.5 }, 'discount'],
        [{ startDate: '' }, 'startDate'],
        [{ endDate: '2026-13-01' }, 'endDate'],
        [{ endDate: '2026-11-30' }, 'endDate'],
        [{ minOrderValue: -1 }, 'minOrderValue'],
        [{ status: 'MAYBE' }, 'status'],
      ];
      for (const [change, field] of cases) {
        const response = await call('POST', '/addVoucher', {
          ...summer,
          code: 'NEWCODE',
          ...change,
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json<{ field: string }>().field).toBe(field);
      }
      const expiryBeforeStart = await call('POST', '/addVoucher', {
        ...summer,
        code: 'NEWCODE',
        endDate: '2026-11-30',
      });
      expect(expiryBeforeStart.json<{ message: string }>().message).toBe(
        'The expiry date cannot be before the start date.',
      );
      const sameDay = await call('POST', '/addVoucher', {
        ...summer,
        code: 'ONEDAY',
        endDate: '2026-12-01',
        minOrderValue: 0,
        status: 'INACTIVE',
      });
      expect(sameDay.statusCode).toBe(201);
      expect(sameDay.json()).toMatchObject({
        minOrderValue: 0,
        status: 'INACTIVE',
        isActive: false,
      });
      const codes = (await call('GET', '/getAllVouchers'))
        .json<{ code: string }[]>()
        .map((v) => v.code);
      expect(codes).not.toContain('NEWCODE');
    });

    it('switches a voucher off and on', async () => {
      const off = await call('POST', '/toggleVoucher', { code: 'clean20', isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ code: 'CLEAN20', status: 'INACTIVE', isActive: false });
      const on = await call('POST', '/toggleVoucher', { code: 'CLEAN20', status: 'ACTIVE' });
      expect(on.json()).toMatchObject({ isActive: true });
      const spec = await call('POST', '/toggleVoucher', { code: 'CLEAN20', is_active: false });
      expect(spec.json()).toMatchObject({ isActive: false });
      expect((await call('POST', '/toggleVoucher', { code: 'CLEAN20' })).statusCode).toBe(400);
      expect(
        (await call('POST', '/toggleVoucher', { code: 'NOPE', isActive: true })).statusCode,
      ).toBe(404);
    });

    it('deletes a voucher; an order keeps the code it used', async () => {
      const voucher = await ctx.database.db
        .selectFrom('vouchers')
        .select('id')
        .where('code', '=', 'WELCOME10')
        .executeTakeFirstOrThrow();
      const orderId = await insertOrder({
        userId: customerId,
        slotId: await mondaySlotId(),
        createdAt: '2026-09-02T06:00:00.000Z',
      });
      await ctx.database.db
        .updateTable('orders')
        .set({ voucher_id: voucher.id, voucher_code: 'WELCOME10' })
        .where('id', '=', orderId)
        .execute();
      expect((await call('DELETE', '/deleteVoucher/welcome10')).statusCode).toBe(200);
      expect((await call('DELETE', '/deleteVoucher/WELCOME10')).statusCode).toBe(404);
      const order = await ctx.database.db
        .selectFrom('orders')
        .select(['voucher_id', 'voucher_code'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({ voucher_id: null, voucher_code: 'WELCOME10' });
    });
  });

  describe('pickup slots', () => {
    it('lists the seeded slots, each with its own id, Monday first', async () => {
      const response = await call('GET', '/getAllSlots');
      expect(response.statusCode).toBe(200);
      const slots =
        response.json<
          { id: number; day: string; start_time: string; available: boolean; capacity: number }[]
        >();
      expect(slots).toHaveLength(14);
      expect(new Set(slots.map((s) => s.id)).size).toBe(14);
      expect(slots[0]).toMatchObject({
        day: 'Monday',
        start_time: '06:00',
        end_time: '08:00',
        available: true,
      });
      expect(slots.at(-1)).toMatchObject({ day: 'Sunday', start_time: '19:00' });
    });

    it('adds, edits and deletes a slot', async () => {
      const added = await call('POST', '/addSlot', {
        day: 'wednesday',
        start_time: '09:00',
        end_time: '17:00',
        capacity: 5,
      });
      expect(added.statusCode).toBe(201);
      const slot = added.json<{ id: number }>();
      expect(slot).toMatchObject({
        day: 'Wednesday',
        start_time: '09:00',
        end_time: '17:00',
        available: true,
        capacity: 5,
      });

      const edited = await call('POST', `/updateSlot/${slot.id}`, {
        start_time: '10:00',
        available: false,
        capacity: 8,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        start_time: '10:00',
        end_time: '17:00',
        available: false,
        capacity: 8,
      });

      const backwards = await call('POST', `/updateSlot/${slot.id}`, { end_time: '09:00' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json<{ field: string }>().field).toBe('end_time');

      expect((await call('DELETE', `/deleteSlot/${slot.id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/deleteSlot/${slot.id}`)).statusCode).toBe(404);
      expect((await call('POST', `/updateSlot/${slot.id}`, { capacity: 3 })).statusCode).toBe(404);
    });

    it('validates slots', async () => {
      const good = { day: 'Monday', start_time: '09:00', end_time: '17:00', capacity: 1 };
      const cases: [Record<string, unknown>, string][] = [
        [{ day: 'Funday' }, 'day'],
        [{ start_time: '9am' }, 'start_time'],
        [{ end_time: '24:00' }, 'end_time'],
        [{ start_time: '17:00', end_time: '09:00' }, 'end_time'],
        [{ start_time: '09:00', end_time: '09:00' }, 'end_time'],
        [{ capacity: 0 }, 'capacity'],
        [{ capacity: 2.5 }, 'capacity'],
      ];
      const before = (await call('GET', '/getAllSlots')).json<unknown[]>().length;
      for (const [change, field] of cases) {
        const response = await call('POST', '/addSlot', { ...good, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json<{ field: string }>().field).toBe(field);
      }
      expect((await call('GET', '/getAllSlots')).json<unknown[]>()).toHaveLength(before);
    });

    it('refuses to delete a slot that orders hold, which can be marked unavailable instead', async () => {
      const added = await call('POST', '/addSlot', {
        day: 'Friday',
        start_time: '11:00',
        end_time: '12:00',
      });
      const slotId = added.json<{ id: number }>().id;
      await insertOrder({ userId: customerId, slotId, createdAt: '2026-09-03T06:00:00.000Z' });
      const response = await call('DELETE', `/deleteSlot/${slotId}`);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/unavailable/);
      const unavailable = await call('POST', `/updateSlot/${slotId}`, { available: false });
      expect(unavailable.json()).toMatchObject({ id: slotId, available: false });
    });
  });
});
