import {
  addDays,
  ADMIN_MESSAGES,
  CART_PAGE_MESSAGES,
  formatLongDate,
  indianDate,
  type TClosure,
} from '@freshfold/shared';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  outboxIdsOf,
  outboxMessagesOf,
  PROFILE,
  promoteToAdmin,
  type TestCustomer,
} from '../../../test/customers.js';
import {
  auditEntriesFor,
  expectRefusal,
  onOlderDatabase,
  TEST_DB_KIND,
  testAppSuite,
} from '../../../test/helpers.js';
import { migrateToLatest } from '../../db/migrate.js';
import { lockDateAgainstPlaces } from '../slots/slots.service.js';
import { insertClosure } from './closures.repository.js';
import {
  cancelOrder,
  orderingShop,
  ordersOf,
  orderShirts,
  pickupOn,
  storedOrderState,
  type Pickup,
} from '../../../test/orders.js';
import { renderMessage } from '../notifications/templates/render.js';
import { notifyClosedDateReopened } from '../orders/orders.admin.service.js';
import type { NotificationData } from '../notifications/templates/data.js';

describe(`closures (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const shop = orderingShop(ctx, 'Dry Cleaning');
  let asha: TestCustomer;
  let ravi: TestCustomer;
  /** Thursday's morning and evening slots, on the next Thursday: the date closed below. */
  let morning: Pickup;
  let evening: Pickup;

  beforeAll(async () => {
    asha = await createCustomer(ctx);
    ravi = await createCustomer(ctx);
    morning = await pickupOn(ctx, 'Thursday');
    evening = await pickupOn(ctx, 'Thursday', undefined, 1);
  });

  const call = (method: InjectOptions['method'], url: string, payload?: object, as = shop.admin) =>
    ctx.app.inject({ method, url, headers: as.auth, ...(payload ? { payload } : {}) });
  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) =>
    call(method, `/api/admin${url}`, payload);
  const order = (customer: TestCustomer, pickup: Pickup, key?: string) =>
    orderShirts(ctx.app, shop, customer, 2, pickup, key);
  const slotsOn = (date: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/pickup-timeslots/by-date?date=${date}` });
  const closedMessages = () =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['order_id', 'user_id', 'channel', 'recipient', 'data'])
      .where('kind', '=', 'pickup_date_closed')
      .orderBy('order_id')
      .execute();

  it('closes a date: the pickups booked on it are listed for the shop and their customers told', async () => {
    const emailOff = { email: false, whatsapp: false, sms: false };
    const off = await call('PUT', '/api/auth/notification-preferences', emailOff, ravi);
    expect(off.statusCode).toBe(200);
    const late = (await order(asha, evening)).json<{ id: number }>();
    const early = (await order(ravi, morning)).json<{ id: number }>();
    const cancelled = (await order(asha, morning)).json<{ id: number }>();
    expect((await cancelOrder(ctx.app, asha, cancelled.id)).statusCode).toBe(200);

    const response = await asAdmin('POST', '/closures', {
      date: morning.pickupDate,
      reason: '  Diwali  ',
    });
    expect(response.statusCode).toBe(201);
    const customer = {
      customerName: `${PROFILE.firstName} ${PROFILE.lastName}`,
      phone: PROFILE.phone,
    };
    // By slot (the morning first, though booked later), without the cancelled order.
    const closure = response.json<TClosure>();
    expect(Date.parse(closure.createdAt)).not.toBeNaN();
    expect(closure).toEqual({
      date: morning.pickupDate,
      reason: 'Diwali',
      createdAt: closure.createdAt,
      orders: [
        {
          id: early.id,
          userId: ravi.id,
          ...customer,
          pickupSlotId: morning.pickupSlotId,
          slotTime: '6:00 AM - 8:00 AM',
        },
        {
          id: late.id,
          userId: asha.id,
          ...customer,
          pickupSlotId: evening.pickupSlotId,
          slotTime: '7:00 PM - 9:00 PM',
        },
      ],
      deliveries: [],
    });

    // Told by e-mail, Ravi too though he turned e-mail off: their pickup will not happen.
    const messages = await closedMessages();
    expect(messages.map((m) => [m.order_id, m.channel, m.recipient])).toEqual([
      [late.id, 'email', asha.email],
      [early.id, 'email', ravi.email],
    ]);
    const data = JSON.parse(messages[0]?.data ?? '{}') as NotificationData;
    expect(data).toMatchObject({ kind: 'pickup_date_closed', reason: 'Diwali' });
    const email = await renderMessage(data, 'email', { publicUrl: 'https://shop.example' });
    expect(email.subject).toContain(`#${String(late.id)}`);
    expect(email.text).toContain(`closed on ${formatLongDate(morning.pickupDate)} (Diwali)`);
    expect(email.text).toContain('We will contact you to move your pickup');

    expect(await auditEntriesFor(ctx, 'closure.create')).toEqual([
      {
        actor_id: shop.admin.id,
        entity: 'closure',
        entity_id: morning.pickupDate,
        before: null,
        after: JSON.stringify({ date: morning.pickupDate, reason: 'Diwali' }),
      },
    ]);
  });

  it('refuses a date closed already (409), a past date, a bad date or reason (400), changing nothing', async () => {
    const count = async () => ({
      closures: (await ctx.database.db.selectFrom('closures').select('date').execute()).length,
      messages: (await closedMessages()).length,
      audit: (await auditEntriesFor(ctx, 'closure.create')).length,
    });
    const before = await count();
    expectRefusal(
      await asAdmin('POST', '/closures', { date: morning.pickupDate, reason: 'Again' }),
      409,
      {
        message: ADMIN_MESSAGES.closureExists,
        field: 'date',
      },
    );
    const yesterday = addDays(indianDate(), -1);
    expectRefusal(
      await asAdmin('POST', '/closures', { date: yesterday, reason: 'Too late' }),
      400,
      {
        message: ADMIN_MESSAGES.closureInPast,
        field: 'date',
      },
    );
    const cases: [object, string][] = [
      [{ date: '2027-02-30', reason: 'No such day' }, 'date'],
      [{ date: 'next friday', reason: 'Holiday' }, 'date'],
      [{ reason: 'Holiday' }, 'date'],
      [{ date: addDays(indianDate(), 3), reason: '   ' }, 'reason'],
      [{ date: addDays(indianDate(), 3) }, 'reason'],
      [{ date: addDays(indianDate(), 3), reason: 'x'.repeat(201) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const response = await asAdmin('POST', '/closures', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect(await count()).toEqual(before);
  });

  it('offers no slot on a closed date and refuses an order for it, writing nothing', async () => {
    const slots = await slotsOn(morning.pickupDate);
    expect(slots.statusCode).toBe(200);
    expect(slots.json()).toEqual([]);
    const closed = await ctx.app.inject({
      method: 'GET',
      url: '/api/pickup-timeslots/closed-dates',
    });
    expect(closed.json()).toContainEqual({ date: morning.pickupDate, reason: 'Diwali' });

    const newcomer = await createCustomer(ctx);
    const messagesBefore = (await closedMessages()).length;
    for (const pickup of [morning, evening]) {
      expectRefusal(await order(newcomer, pickup, 'closed-thursday'), 409, {
        message: CART_PAGE_MESSAGES.closedOn(morning.pickupDate, 'Diwali'),
        field: 'pickupDate',
      });
    }
    expect(await ordersOf(ctx, newcomer.id)).toEqual([]);
    expect(await outboxIdsOf(ctx, newcomer.id)).toEqual([]);
    // Nor is a delivery planned on it: Ravi's pickup, booked before the closure, is that day.
    const [booked] = await ordersOf(ctx, ravi.id);
    const delivery = { deliveryDate: morning.pickupDate, deliverySlotId: morning.pickupSlotId };
    expectRefusal(await asAdmin('POST', `/updateOrder/${String(booked?.id)}`, delivery), 409, {
      message: CART_PAGE_MESSAGES.closedOn(morning.pickupDate, 'Diwali'),
      field: 'deliveryDate',
    });
    expect((await closedMessages()).length).toBe(messagesBefore);
    // The refused order's key stays free for a corrected retry.
    const otherDay = await pickupOn(ctx, 'Friday');
    expect((await order(newcomer, otherDay, 'closed-thursday')).statusCode).toBe(201);
  });

  it('lists every closure by date, past and upcoming, each with the pickups still to move', async () => {
    const soon = addDays(indianDate(), 1);
    expect(
      (await asAdmin('POST', '/closures', { date: soon, reason: 'Staff training' })).statusCode,
    ).toBe(201);
    // A closure of an earlier year, as a shop keeps them.
    await ctx.database.db
      .insertInto('closures')
      .values({
        date: '2025-01-26',
        reason: 'Republic Day',
        created_by: shop.admin.id,
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    const response = await asAdmin('GET', '/closures');
    expect(response.statusCode).toBe(200);
    const closures = response.json<TClosure[]>();
    const dates = closures.map((closure) => closure.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual(expect.arrayContaining(['2025-01-26', soon, morning.pickupDate]));
    const thursday = closures.find((closure) => closure.date === morning.pickupDate);
    expect(thursday?.orders.map((o) => o.slotTime)).toEqual([
      '6:00 AM - 8:00 AM',
      '7:00 PM - 9:00 PM',
    ]);
    expect(closures.find((closure) => closure.date === '2025-01-26')).toMatchObject({
      reason: 'Republic Day',
      orders: [],
    });
  });

  it('reopens a date: its slots are offered and its orders taken again; unknown dates are 404', async () => {
    const response = await asAdmin('DELETE', `/closures/${morning.pickupDate}`);
    expect(response.statusCode).toBe(200);
    expect(await auditEntriesFor(ctx, 'closure.delete')).toEqual([
      {
        actor_id: shop.admin.id,
        entity: 'closure',
        entity_id: morning.pickupDate,
        before: JSON.stringify({ date: morning.pickupDate, reason: 'Diwali' }),
        after: null,
      },
    ]);
    expectRefusal(await asAdmin('DELETE', `/closures/${morning.pickupDate}`), 404, {
      message: ADMIN_MESSAGES.closureNotFound,
    });
    expect((await asAdmin('DELETE', '/closures/2027-02-30')).statusCode).toBe(400);

    expect((await slotsOn(morning.pickupDate)).json<unknown[]>()).toHaveLength(2);
    const closed = await ctx.app.inject({
      method: 'GET',
      url: '/api/pickup-timeslots/closed-dates',
    });
    expect(closed.json()).not.toContainEqual(expect.objectContaining({ date: morning.pickupDate }));
    const newcomer = await createCustomer(ctx);
    expect((await order(newcomer, morning)).statusCode).toBe(201);
  });

  it('decides an order and a closure of its date one after the other', async () => {
    const pickup = await pickupOn(ctx, 'Tuesday');
    const customer = await createCustomer(ctx);
    const [placed, closure] = await Promise.all([
      order(customer, pickup),
      asAdmin('POST', '/closures', { date: pickup.pickupDate, reason: 'Bandh' }),
    ]);
    expect(closure.statusCode).toBe(201);
    const listed = closure.json<TClosure>().orders.map((o) => o.id);
    if (placed.statusCode === 201) {
      // Placed first: the closure lists it and its customer is told.
      expect(listed).toEqual([placed.json<{ id: number }>().id]);
    } else {
      // The closure first: the order is refused and nothing was booked.
      expect(placed.statusCode).toBe(409);
      expect(listed).toEqual([]);
      expect(await ordersOf(ctx, customer.id)).toEqual([]);
    }
  });

  // SQLite runs one write at a time; on PostgreSQL the plan must wait for a closure being made.
  it.runIf(TEST_DB_KIND === 'postgres')(
    'a delivery planned on a date while the date is being closed waits for the closure and is refused',
    async () => {
      const pickup = await pickupOn(ctx, 'Monday');
      const placed = await order(await createCustomer(ctx), pickup);
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json<{ id: number }>().id;
      const saturday = addDays(pickup.pickupDate, 5);
      let planned: Awaited<ReturnType<typeof asAdmin>> | undefined;
      let plan: Promise<void> = Promise.resolve();
      // The closure's transaction, as POST /closures runs it: the date locked first.
      await ctx.database.db.transaction().execute(async (trx) => {
        await lockDateAgainstPlaces(trx, saturday);
        plan = asAdmin('POST', `/updateOrder/${String(orderId)}`, {
          deliveryDate: saturday,
        }).then((response) => {
          planned = response;
        });
        // Long enough for the plan to be written, were it not waiting for the date.
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(planned).toBeUndefined();
        await insertClosure(trx, {
          date: saturday,
          reason: 'Bandh',
          created_by: shop.admin.id,
          created_at: new Date().toISOString(),
        });
      });
      await plan;
      expect(planned?.statusCode, planned?.body).toBe(409);
      expect(planned?.json<{ field: string }>().field).toBe('deliveryDate');
      const row = await ctx.database.db
        .selectFrom('orders')
        .select('delivery_date')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row.delivery_date).toBeNull();
    },
  );

  it('keeps closures to admins: staff and customers are refused, guests asked to log in', async () => {
    const staff = await createCustomer(ctx);
    await promoteToAdmin(ctx, staff.id, 'staff');
    const date = addDays(indianDate(), 5);
    for (const [who, status] of [
      [asha, 403],
      [staff, 403],
    ] as const) {
      expect((await call('GET', '/api/admin/closures', undefined, who)).statusCode).toBe(status);
      const post = await call('POST', '/api/admin/closures', { date, reason: 'Nope' }, who);
      expect(post.statusCode).toBe(status);
    }
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/admin/closures' });
    expect(guest.statusCode).toBe(401);
    const closures = await ctx.database.db
      .selectFrom('closures')
      .select('date')
      .where('date', '=', date)
      .execute();
    expect(closures).toEqual([]);
  });

  it('keeps an order of a date closed since, whatever its status, from waiting for its pickup again', async () => {
    const wednesday = await pickupOn(ctx, 'Wednesday');
    const placedId = async () => {
      const placed = await order(await createCustomer(ctx), wednesday);
      expect(placed.statusCode).toBe(201);
      return placed.json<{ id: number }>().id;
    };
    const [cancelled, completed, pickedUp] = [await placedId(), await placedId(), await placedId()];
    const setStatus = (id: number, status: string) =>
      asAdmin('POST', `/updateOrder/${String(id)}`, { status });
    expect((await setStatus(cancelled, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(completed, 'completed')).statusCode).toBe(200);
    // Already collected: closing the date lists no one to call about it.
    expect((await setStatus(pickedUp, 'pick_up_done')).statusCode).toBe(200);
    const closing = await asAdmin('POST', '/closures', {
      date: wednesday.pickupDate,
      reason: 'Staff training',
    });
    expect(closing.statusCode).toBe(201);
    for (const [id, status] of [
      [cancelled, 'cancelled'],
      [completed, 'completed'],
      [pickedUp, 'pick_up_done'],
    ] as const) {
      expectRefusal(await setStatus(id, 'pending'), 409, {
        message: CART_PAGE_MESSAGES.closedOn(wednesday.pickupDate, 'Staff training'),
        field: 'status',
      });
      expect((await storedOrderState(ctx, id)).status).toBe(status);
    }
    // A move that books no pickup is not refused.
    expect((await setStatus(pickedUp, 'processing')).statusCode).toBe(200);
    // Open again, the date takes them back.
    expect((await asAdmin('DELETE', `/closures/${wednesday.pickupDate}`)).statusCode).toBe(200);
    expect((await setStatus(cancelled, 'pending')).statusCode).toBe(200);
    expect((await setStatus(completed, 'pending')).statusCode).toBe(200);
    expect((await setStatus(pickedUp, 'pending')).statusCode).toBe(200);
  });
});

/**
 * The deliveries the shop planned on a date it closes (listed, their customers told), and the
 * customers told of a closure hearing that their order stands when the date is opened again.
 */
describe(`closures: deliveries and reopening (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const shop = orderingShop(ctx, 'Dry Cleaning');
  let morning: Pickup;
  let evening: Pickup;
  /** A Monday a week after the pickups' Monday: the date the deliveries are planned on. */
  let closed: string;
  const orders = {} as Record<'asha' | 'ravi' | 'meena' | 'kiran' | 'farah' | 'gita', number>;
  const customers = {} as Record<keyof typeof orders, TestCustomer>;

  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: shop.admin.auth,
      ...(payload ? { payload } : {}),
    });
  const update = async (orderId: number, body: object) => {
    const response = await asAdmin('POST', `/updateOrder/${String(orderId)}`, body);
    expect(response.statusCode, response.body).toBe(200);
  };
  const messagesOf = (
    kind: 'delivery_date_closed' | 'pickup_date_closed' | 'closed_date_reopened',
  ) => outboxMessagesOf(ctx, kind);
  const render = (row: { data: string } | undefined, channel: 'email' | 'sms' = 'email') =>
    renderMessage(JSON.parse(row?.data ?? '{}') as NotificationData, channel, {
      publicUrl: 'https://shop.example',
    });

  beforeAll(async () => {
    morning = await pickupOn(ctx, 'Monday');
    evening = await pickupOn(ctx, 'Monday', undefined, 1);
    closed = addDays(morning.pickupDate, 7);
    for (const name of ['asha', 'ravi', 'meena', 'kiran', 'farah', 'gita'] as const) {
      customers[name] = await createCustomer(ctx);
      // Gita's pickup is on the closed date itself; the others' a week before.
      const pickup = name === 'gita' ? { ...morning, pickupDate: closed } : morning;
      const placed = await orderShirts(ctx.app, shop, customers[name], 1, pickup);
      expect(placed.statusCode, placed.body).toBe(201);
      orders[name] = placed.json<{ id: number }>().id;
    }
  });

  it('closing a date lists the open orders delivered on it and tells their customers, once an order', async () => {
    // Asha turned e-mail off: a delivery that will not happen still reaches her.
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/notification-preferences',
      headers: customers.asha.auth,
      payload: { email: false, whatsapp: false, sms: false },
    });
    expect(off.statusCode).toBe(200);
    const on = (slot: Pickup | null) => ({
      deliveryDate: closed,
      deliverySlotId: slot ? slot.pickupSlotId : null,
    });
    await update(orders.asha, { ...on(evening), status: 'pick_up_done' });
    await update(orders.ravi, on(morning));
    await update(orders.meena, on(null));
    await update(orders.kiran, on(morning));
    await update(orders.kiran, { status: 'completed' });
    await update(orders.farah, on(morning));
    await update(orders.farah, { status: 'cancelled' });
    await update(orders.gita, on(morning));

    const response = await asAdmin('POST', '/closures', { date: closed, reason: 'Ugadi' });
    expect(response.statusCode, response.body).toBe(201);
    const closure = response.json<TClosure>();
    const row = (name: keyof typeof orders, slot: Pickup | null, slotTime: string) => ({
      id: orders[name],
      userId: customers[name].id,
      customerName: `${PROFILE.firstName} ${PROFILE.lastName}`,
      phone: PROFILE.phone,
      deliverySlotId: slot ? slot.pickupSlotId : null,
      slotTime,
    });
    // By slot, then order number; the slot not set last; Kiran's completed and Farah's
    // cancelled orders left out.
    const deliveries = [
      row('ravi', morning, '6:00 AM - 8:00 AM'),
      row('gita', morning, '6:00 AM - 8:00 AM'),
      row('asha', evening, '7:00 PM - 9:00 PM'),
      row('meena', null, 'Time not set'),
    ];
    expect(closure.deliveries).toEqual(deliveries);
    expect(closure.orders.map((order) => order.id)).toEqual([orders.gita]);
    const listed = (await asAdmin('GET', '/closures')).json<TClosure[]>();
    expect(listed.find((entry) => entry.date === closed)?.deliveries).toEqual(deliveries);

    // One message an order: Gita, whose pickup is on the date too, hears of her pickup.
    const told = await messagesOf('delivery_date_closed');
    expect(told.map((m) => [m.order_id, m.channel, m.recipient])).toEqual(
      [
        [orders.asha, 'email', customers.asha.email],
        [orders.ravi, 'email', customers.ravi.email],
        [orders.meena, 'email', customers.meena.email],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect((await messagesOf('pickup_date_closed')).map((m) => m.order_id)).toEqual([orders.gita]);
    const asha = told.find((m) => m.order_id === orders.asha);
    expect(JSON.parse(asha?.data ?? '{}')).toMatchObject({
      kind: 'delivery_date_closed',
      reason: 'Ugadi',
      delivery: { date: closed, slot: '7:00 PM - 9:00 PM' },
    });
    const email = await render(asha);
    expect(email.subject).toBe(
      `FreshFold order #${String(orders.asha)}: we are closed on your delivery date`,
    );
    expect(email.text).toContain(
      `closed on ${formatLongDate(closed)} (Ugadi), the day we planned to deliver your order #${String(orders.asha)}`,
    );
    const meena = await render(
      told.find((m) => m.order_id === orders.meena),
      'sms',
    );
    expect(meena.text).toContain(`move the delivery of order #${String(orders.meena)}`);
  });

  it('an order whose delivery moves off the closed date leaves its list', async () => {
    const next = addDays(closed, 7);
    await update(orders.ravi, { deliveryDate: next, deliverySlotId: morning.pickupSlotId });
    const listed = (await asAdmin('GET', '/closures')).json<TClosure[]>();
    expect(listed.find((entry) => entry.date === closed)?.deliveries.map((d) => d.id)).toEqual([
      orders.gita,
      orders.asha,
      orders.meena,
    ]);
  });

  it('reopening tells the customers told of the closure whose order is still on the date, once', async () => {
    // Meena's order is cancelled; Kiran's, completed before the closure and never told of it,
    // is open again with its delivery on the date.
    await update(orders.meena, { status: 'cancelled' });
    await update(orders.kiran, { status: 'ready' });
    expect(await messagesOf('closed_date_reopened')).toEqual([]);

    const response = await asAdmin('DELETE', `/closures/${closed}`);
    expect(response.statusCode, response.body).toBe(200);
    const reopened = await messagesOf('closed_date_reopened');
    expect(reopened.map((m) => [m.order_id, m.channel, m.recipient])).toEqual([
      [orders.asha, 'email', customers.asha.email],
      [orders.gita, 'email', customers.gita.email],
    ]);
    const [asha, gita] = reopened;
    expect(JSON.parse(asha?.data ?? '{}')).toMatchObject({
      kind: 'closed_date_reopened',
      date: closed,
      pickup: false,
      delivery: { date: closed, slot: '7:00 PM - 9:00 PM' },
    });
    const email = await render(gita);
    const day = formatLongDate(closed);
    expect(email.subject).toBe(
      `FreshFold order #${String(orders.gita)}: we are open on ${day} after all`,
    );
    expect(email.text).toContain(`Good news: the shop is open on ${day} after all.`);
    expect(email.text).toContain(
      `The pickup of your order #${String(orders.gita)} stands as booked: ${day}, 6:00 AM - 8:00 AM.`,
    );
    expect(email.text).toContain(
      `The delivery of your order #${String(orders.gita)} stands as planned: ${day}, 6:00 AM - 8:00 AM.`,
    );
    expect((await render(asha)).text).not.toContain('The pickup of your order');

    // Closed and opened again: a new closure, told anew, each once.
    const again = await asAdmin('POST', '/closures', { date: closed, reason: 'Ugadi, moved' });
    expect(again.statusCode).toBe(201);
    expect((await asAdmin('DELETE', `/closures/${closed}`)).statusCode).toBe(200);
    const twice = await messagesOf('closed_date_reopened');
    expect(twice.map((m) => m.order_id)).toEqual([
      orders.asha,
      orders.asha,
      orders.kiran,
      orders.gita,
      orders.gita,
    ]);
    // Told once per closure: the same reopening written again adds nothing.
    const closedAt = again.json<TClosure>().createdAt;
    await ctx.database.db
      .transaction()
      .execute((trx) => notifyClosedDateReopened(trx, { date: closed, closedAt }));
    expect(await messagesOf('closed_date_reopened')).toHaveLength(twice.length);
  });

  it('a refused reopening (no such closure) tells nobody', async () => {
    const before = (await messagesOf('closed_date_reopened')).length;
    expect((await asAdmin('DELETE', `/closures/${closed}`)).statusCode).toBe(404);
    expect((await messagesOf('closed_date_reopened')).length).toBe(before);
  });
});

describe(`the closures' new message kinds on an existing database (${TEST_DB_KIND})`, () => {
  it('keeps every message and accepts the new kinds, and no other', async () => {
    const volume = { customers: 5, orders: 10, heavyOrders: 1 };
    await onOlderDatabase('2026-12-01-003-report-indexes', volume, async (db, filled) => {
      const message = (kind: string, key: string) => ({
        dedupe_key: `${kind}:${key}:email`,
        kind: kind as 'pickup_date_closed',
        channel: 'email' as const,
        recipient: 'asha@example.in',
        order_id: null,
        user_id: filled.customerIds[0] ?? null,
        subject: 'Closed',
        data: '{}',
        next_attempt_at: '2026-12-01T00:00:00.000Z',
        created_at: '2026-12-01T00:00:00.000Z',
      });
      await db.insertInto('outbox').values(message('pickup_date_closed', 'order:1')).execute();
      const outbox = () =>
        db.selectFrom('outbox').select(['id', 'dedupe_key', 'kind']).orderBy('id').execute();
      const kept = await outbox();
      await expect(
        db.insertInto('outbox').values(message('delivery_date_closed', 'early')).execute(),
      ).rejects.toThrow();
      await migrateToLatest(db);
      expect(await outbox()).toEqual(kept);
      for (const kind of ['delivery_date_closed', 'closed_date_reopened']) {
        await db.insertInto('outbox').values(message(kind, 'order:1')).execute();
      }
      await expect(
        db.insertInto('outbox').values(message('date_closed_maybe', 'order:1')).execute(),
      ).rejects.toThrow();
      expect((await outbox()).map((row) => row.kind)).toEqual([
        ...kept.map((row) => row.kind),
        'delivery_date_closed',
        'closed_date_reopened',
      ]);
    });
  });
});
