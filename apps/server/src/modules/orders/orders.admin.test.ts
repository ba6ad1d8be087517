import { beforeAll, describe, expect, it } from 'vitest';
import { adminApiSuite } from '../../../test/admin-api.js';
import { DEMO, TEST_DB_KIND, type TestContext } from '../../../test/helpers.js';
import { storedOrder } from '../../../test/orders.js';

describe(`admin API: orders (${TEST_DB_KIND})`, () => {
  const api = adminApiSuite();
  const { call, insertOrder, mondaySlotId } = api;
  let ctx: TestContext;
  let adminId: number;
  let customerId: number;
  beforeAll(() => {
    ({ ctx, adminId, customerId } = api);
  });

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
      userName: 'Priya Sharma',
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
    const byName = await call('GET', '/getAllOrders?q=priya%20sh');
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
    const row = await storedOrder(ctx, id, ['total_paise', 'user_id']);
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

    const row = await storedOrder(ctx, id, ['delivery_date', 'delivery_slot_id']);
    expect(row).toEqual({ delivery_date: '2026-11-30', delivery_slot_id: monday });
  });
});
