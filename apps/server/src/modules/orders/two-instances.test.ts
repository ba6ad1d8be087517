import { type TOrder, API_MESSAGES } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { createCustomer, itemNamed, type TestCustomer } from '../../../test/customers.js';
import {
  myOrders,
  orderRequest,
  ordersInSlot,
  ordersOf,
  pickupOn,
  placedOrder,
  placeOrder,
  setOrderStatus,
} from '../../../test/orders.js';
import { secondInstanceSuite, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';

/**
 * Two server instances on one database (the product decisions, "Growing past one machine"):
 * each has its own connection (SQLite) or pool (PostgreSQL) and its own memory, and together
 * they must give the answers one instance gives.
 */
describe(`two instances on one database (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const second = secondInstanceSuite(ctx);

  /** The first instance for even-numbered requests, the second for odd ones. */
  const alternate = (index: number) => (index % 2 === 0 ? ctx.app : second.app);
  /** `count` orders of one customer at once, the `index`-th body to `alternate(index)`. */
  const placeAtOnce = (
    count: number,
    customer: TestCustomer,
    body: (index: number) => unknown,
    headers: Record<string, string> = {},
  ) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        placeOrder(alternate(index), customer, body(index), headers),
      ),
    );

  it('the last place of a slot goes to exactly one of twenty customers, whichever instance each reaches', async () => {
    const pickup = await pickupOn(ctx, 'Wednesday', 1);
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const customers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(ctx)));
    const responses = await Promise.all(
      customers.map((customer, index) =>
        placeOrder(
          alternate(index),
          customer,
          orderRequest([{ itemId: shirt.id, quantity: 1 }], pickup),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201,
      ...Array<number>(19).fill(409),
    ]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({
      message: API_MESSAGES.order.slotUnavailable,
    });
    expect(await ordersInSlot(ctx, pickup)).toHaveLength(1);
  });

  it('one Idempotency-Key sent to both instances at once places one order', async () => {
    const customer = await createCustomer(ctx);
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const pickup = await pickupOn(ctx, 'Friday');
    const responses = await placeAtOnce(
      20,
      customer,
      () => orderRequest([{ itemId: shirt.id, quantity: 3 }], pickup),
      { 'idempotency-key': 'one-tap-two-servers' },
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const placed = responses.filter((response) => response.statusCode === 201);
    expect(new Set(placed.map((response) => response.json<TOrder>().id)).size).toBe(1);
    expect(await ordersOf(ctx, customer.id)).toHaveLength(1);
  });

  it("one customer's orders for one slot sent to both instances at once: exactly one is placed", async () => {
    const customer = await createCustomer(ctx);
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const pickup = await pickupOn(ctx, 'Saturday');
    const responses = await placeAtOnce(10, customer, (index) =>
      orderRequest([{ itemId: shirt.id, quantity: index + 1 }], pickup),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201,
      ...Array<number>(9).fill(409),
    ]);
    const placed = responses.find((response) => response.statusCode === 201)?.json<TOrder>();
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({
      message: API_MESSAGES.order.slotAlreadyBooked,
      field: 'pickupSlotId',
      orderId: placed?.id,
    });
    expect(await ordersOf(ctx, customer.id)).toHaveLength(1);
  });

  it('a catalogue change made through one instance is served by the other within 250 ms', async () => {
    const before = await second.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    const admin = await createCustomer(ctx, { role: 'admin' });
    const service = before.json<{ id: number; name: string }[]>()[0];
    if (!service) throw new Error('no service');
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/updateService/${service.id}`,
      headers: admin.auth,
      payload: { name: 'Dry Cleaning Deluxe', description: 'Renamed by the shop' },
    });
    expect(renamed.statusCode, renamed.body).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await second.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    expect(after.json<{ name: string }[]>()[0]?.name).toBe('Dry Cleaning Deluxe');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("a customer's orders and the admin list, rendered in memory, follow every change made elsewhere", async () => {
    const customer = await createCustomer(ctx);
    const admin = await createCustomer(ctx, { role: 'admin' });
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const pickup = await pickupOn(ctx, 'Thursday');
    const { id: orderId } = await placedOrder(
      ctx.app,
      customer,
      orderRequest([{ itemId: shirt.id, quantity: 2 }], pickup),
    );
    const mine = async () => {
      const order = (await myOrders(ctx.app, customer)).find(
        (candidate) => candidate.id === orderId,
      );
      if (!order) throw new Error('order missing from the list');
      return order;
    };
    const inAdminList = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/getAllOrders?page=1&pageSize=50&q=${orderId}`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ orders: (TOrder & { userName: string })[] }>()
        .orders.find((candidate) => candidate.id === orderId);
    };
    expect((await mine()).status).toBe('pending');
    expect((await inAdminList())?.status).toBe('pending');

    // The shop moves the order on through the other instance.
    const moved = await setOrderStatus(second.app, admin, orderId, 'pick_up_done');
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await mine()).status).toBe('pick_up_done');
    expect((await mine()).statusEvents.map((event) => event.status)).toEqual([
      'pending',
      'pick_up_done',
    ]);
    expect((await inAdminList())?.status).toBe('pick_up_done');

    // A fix made by hand in the database, past every instance.
    await second.database.db
      .updateTable('order_items')
      .set({ description: 'Starched' })
      .where('order_id', '=', orderId)
      .execute();
    expect((await mine()).items[0]?.description).toBe('Starched');
    await second.database.db
      .insertInto('order_status_events')
      .values({
        order_id: orderId,
        status: 'processing',
        note: 'Entered by hand',
        changed_by_user_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await mine()).statusEvents.at(-1)?.note).toBe('Entered by hand');
    expect((await inAdminList())?.statusEvents.at(-1)?.note).toBe('Entered by hand');

    // The slot's times change: the order shows the slot's new start.
    await second.database.db
      .updateTable('pickup_slots')
      .set({ start_time: '05:30' })
      .where('id', '=', pickup.pickupSlotId)
      .execute();
    expect((await mine()).pickupSlot.startTime).toBe('05:30');

    // The customer's name changes: the admin list shows it (it is read with the page).
    await second.database.db
      .updateTable('users')
      .set({ first_name: 'Renamed' })
      .where('id', '=', customer.id)
      .execute();
    expect((await inAdminList())?.userName).toMatch(/^Renamed/);
  });
});
