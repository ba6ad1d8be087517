import {
  addDays,
  API_MESSAGES,
  CART_PAGE_MESSAGES,
  indianDate,
  MESSAGES,
  weekdayOf,
  type TOrder,
} from '@freshfold/shared';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/customers.js';
import { expectRefusal, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import {
  cancelOrder,
  myOrders,
  orderingShop,
  orderRequest,
  orderShirts,
  pickupOn,
  placedOrder,
  setOrderStatus,
  type Pickup,
} from '../../../test/orders.js';

/**
 * `PATCH /api/orders/{id}/pickup`: a customer moves the pickup of their pending order, by the
 * rules of booking one; the old place is freed, the new one taken (exactly one of two customers
 * gets a last place), the timeline keeps the move and the customer is told through the outbox.
 */
describe(`moving a pickup (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const shop = orderingShop(ctx, 'Laundry');
  /** Friday's morning slot, where orders are placed; roomy. */
  let friday: Pickup;
  /** Saturday's two slots, where they are moved to. */
  let saturdayMorning: Pickup;
  let saturdayEvening: Pickup;

  beforeAll(async () => {
    friday = await pickupOn(ctx, 'Friday', 10_000);
    saturdayMorning = await pickupOn(ctx, 'Saturday', 10_000);
    saturdayEvening = await pickupOn(ctx, 'Saturday', 10_000, 1);
  });

  const move = (as: TestCustomer | null, orderId: number, payload: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${String(orderId)}/pickup`,
      headers: as?.auth ?? {},
      payload: payload as InjectOptions['payload'],
    });

  const place = async (customer: TestCustomer, pickup: Pickup = friday) => {
    return placedOrder(
      ctx.app,
      customer,
      orderRequest([{ itemId: shop.shirt.id, quantity: 1 }], pickup),
    );
  };

  const placesTaken = async ({ pickupDate, pickupSlotId }: Pickup) =>
    (
      await ctx.database.db
        .selectFrom('slot_bookings')
        .select('taken')
        .where('pickup_date', '=', pickupDate)
        .where('pickup_slot_id', '=', pickupSlotId)
        .executeTakeFirst()
    )?.taken ?? 0;

  const rescheduleMessages = (orderId: number) =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'data', 'dedupe_key'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'order_rescheduled')
      .orderBy('id')
      .execute();

  /** A slot of its own for one test: the weekday of `date`, with `capacity` places. */
  const slotOn = async (date: string, capacity: number, start = '10:00') => {
    const slot = await ctx.database.db
      .insertInto('pickup_slots')
      .values({
        day: weekdayOf(date),
        start_time: start,
        end_time: '23:59',
        capacity,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { pickupDate: date, pickupSlotId: slot.id };
  };

  it('moves the pickup: the answer, the places, the timeline and the message', async () => {
    const customer = await createCustomer(ctx);
    const order = await place(customer);
    const before = { old: await placesTaken(friday), new: await placesTaken(saturdayEvening) };

    const response = await move(customer, order.id, saturdayEvening);
    expect(response.statusCode).toBe(200);
    const moved = response.json<TOrder>();
    expect(moved).toMatchObject({
      id: order.id,
      status: 'pending',
      pickupDate: saturdayEvening.pickupDate,
      pickupSlotId: saturdayEvening.pickupSlotId,
      pickupSlot: { slotId: saturdayEvening.pickupSlotId, slotTime: '7:00 PM - 9:00 PM' },
      totalAmount: order.totalAmount,
    });
    expect(moved.statusEvents.map((event) => [event.status, event.note])).toEqual([
      ['pending', 'Order placed'],
      [
        'pending',
        expect.stringMatching(/^Pickup moved from .+, 6:00 AM - 8:00 AM to .+, 7:00 PM - 9:00 PM$/),
      ],
    ]);
    expect(await placesTaken(friday)).toBe(before.old - 1);
    expect(await placesTaken(saturdayEvening)).toBe(before.new + 1);

    const listed = await myOrders(ctx.app, customer);
    expect(listed[0]).toEqual(moved);

    const [message, ...others] = await rescheduleMessages(order.id);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ channel: 'email', recipient: customer.email });
    expect(JSON.parse(message?.data ?? '{}')).toMatchObject({
      kind: 'order_rescheduled',
      previousPickupDate: friday.pickupDate,
      previousPickupSlot: '6:00 AM - 8:00 AM',
      order: {
        id: order.id,
        pickupDate: saturdayEvening.pickupDate,
        pickupSlot: '7:00 PM - 9:00 PM',
      },
    });
  });

  it('moves again and back, telling each move once; the pickup it has already changes nothing', async () => {
    const customer = await createCustomer(ctx);
    const order = await place(customer);
    expect((await move(customer, order.id, saturdayMorning)).statusCode).toBe(200);
    expect((await move(customer, order.id, friday)).statusCode).toBe(200);
    const same = await move(customer, order.id, friday);
    expect(same.statusCode).toBe(200);
    expect(same.json<TOrder>().pickupDate).toBe(friday.pickupDate);
    expect(same.json<TOrder>().statusEvents).toHaveLength(3);
    expect(await rescheduleMessages(order.id)).toHaveLength(2);
  });

  it('is the owner’s alone: 401 for a guest, 403 for another customer and for the shop, 404 unknown', async () => {
    const customer = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const order = await place(customer);
    expectRefusal(await move(null, order.id, saturdayMorning), 401, {
      message: API_MESSAGES.server.unauthorized,
    });
    for (const stranger of [other, shop.admin]) {
      expectRefusal(await move(stranger, order.id, saturdayMorning), 403, {
        message: API_MESSAGES.server.forbidden,
      });
    }
    expectRefusal(await move(customer, 2_000_000_000, saturdayMorning), 404, {
      message: API_MESSAGES.order.orderNotFound,
    });
    const [stored] = await ctx.database.db
      .selectFrom('orders')
      .select(['pickup_date', 'pickup_slot_id'])
      .where('id', '=', order.id)
      .execute();
    expect(stored).toEqual({ pickup_date: friday.pickupDate, pickup_slot_id: friday.pickupSlotId });
  });

  it('only while pending: 409 once picked up or cancelled', async () => {
    const customer = await createCustomer(ctx);
    const pickedUp = await place(customer);
    const picked = await setOrderStatus(ctx.app, shop.admin, pickedUp.id, 'pick_up_done');
    expect(picked.statusCode).toBe(200);
    const refusal = {
      message: API_MESSAGES.order.onlyPendingReschedulable,
      field: 'status',
    };
    expectRefusal(await move(customer, pickedUp.id, saturdayMorning), 409, refusal);

    const cancelled = await place(customer, saturdayEvening);
    expect((await cancelOrder(ctx.app, customer, cancelled.id)).statusCode).toBe(200);
    expectRefusal(await move(customer, cancelled.id, saturdayMorning), 409, refusal);
    expect(await rescheduleMessages(pickedUp.id)).toEqual([]);
  });

  it('refuses a pickup the booking rules refuse, with the field, and changes nothing', async () => {
    const customer = await createCustomer(ctx);
    const order = await place(customer);
    const today = indianDate();
    const refusals: [unknown, number, { message: string; field: string }][] = [
      [
        { ...saturdayMorning, pickupDate: addDays(today, 31) },
        400,
        { message: MESSAGES.order.pickupOutsideWindow, field: 'pickupDate' },
      ],
      [
        { ...saturdayMorning, pickupDate: addDays(today, -1) },
        400,
        { message: MESSAGES.order.pickupOutsideWindow, field: 'pickupDate' },
      ],
      [
        { ...saturdayMorning, pickupSlotId: friday.pickupSlotId },
        400,
        { message: API_MESSAGES.order.slotWrongDay, field: 'pickupSlotId' },
      ],
      [
        { ...saturdayMorning, pickupSlotId: 2_000_000_000 },
        400,
        { message: API_MESSAGES.order.slotNotFound, field: 'pickupSlotId' },
      ],
      [
        { pickupDate: '2026-02-30', pickupSlotId: 1 },
        400,
        { message: 'pickupDate must be a date written YYYY-MM-DD', field: 'pickupDate' },
      ],
    ];
    for (const [payload, status, body] of refusals) {
      expectRefusal(await move(customer, order.id, payload), status, body);
    }
    expect(
      (await move(customer, order.id, { pickupDate: saturdayMorning.pickupDate })).json(),
    ).toMatchObject({
      field: 'pickupSlotId',
    });
    // Today, a slot that has already started (it starts at midnight) is past its cut-off.
    const started = await slotOn(today, 10, '00:00');
    expectRefusal(await move(customer, order.id, started), 409, {
      message: API_MESSAGES.order.slotUnavailable,
      field: 'pickupSlotId',
    });
    const [stored] = await ctx.database.db
      .selectFrom('orders')
      .select(['pickup_date', 'pickup_slot_id', 'version'])
      .where('id', '=', order.id)
      .execute();
    expect(stored).toMatchObject({
      pickup_date: friday.pickupDate,
      pickup_slot_id: friday.pickupSlotId,
    });
    expect(await rescheduleMessages(order.id)).toEqual([]);
  });

  it('honours capacity: a full or closed slot is 409; the place left behind is free for another', async () => {
    const [asha, ravi, meera] = await Promise.all([
      createCustomer(ctx),
      createCustomer(ctx),
      createCustomer(ctx),
    ]);
    const single = await slotOn(addDays(indianDate(), 9), 1);
    const asha1 = await place(asha, single);
    const ravi1 = await place(ravi);
    expectRefusal(await move(ravi, ravi1.id, single), 409, {
      message: API_MESSAGES.order.slotUnavailable,
      field: 'pickupSlotId',
    });

    // Asha moves out: her place in the single slot is free, and Ravi takes it.
    expect((await move(asha, asha1.id, saturdayMorning)).statusCode).toBe(200);
    expect(await placesTaken(single)).toBe(0);
    expect((await move(ravi, ravi1.id, single)).statusCode).toBe(200);
    expect(await placesTaken(single)).toBe(1);
    // Full again: neither a move nor a new order gets in.
    const meera1 = await place(meera);
    expect((await move(meera, meera1.id, single)).statusCode).toBe(409);
    expect((await orderShirts(ctx.app, shop, meera, 1, single)).statusCode).toBe(409);

    // A slot the shop switched off takes no move either.
    await ctx.database.db
      .updateTable('pickup_slots')
      .set({ is_available: 0, capacity: 10 })
      .where('id', '=', single.pickupSlotId)
      .execute();
    expect((await move(meera, meera1.id, single)).statusCode).toBe(409);
  });

  it('gives the last place to exactly one customer, of several moving to it and ordering in it at once', async () => {
    const customers = await Promise.all(Array.from({ length: 8 }, () => createCustomer(ctx)));
    const movers = customers.slice(0, 4);
    const orders = await Promise.all(movers.map((customer) => place(customer)));
    const last = await slotOn(addDays(indianDate(), 10), 1);
    const answers = await Promise.all([
      ...movers.map((customer, index) => move(customer, orders[index]?.id ?? 0, last)),
      ...customers.slice(4).map((customer) => orderShirts(ctx.app, shop, customer, 1, last)),
    ]);
    const granted = answers.filter((answer) => answer.statusCode < 300);
    expect(granted).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    expect(await placesTaken(last)).toBe(1);
    const inSlot = await ctx.database.db
      .selectFrom('orders')
      .select('id')
      .where('pickup_date', '=', last.pickupDate)
      .where('pickup_slot_id', '=', last.pickupSlotId)
      .execute();
    expect(inSlot).toHaveLength(1);
  });

  it('refuses a date the shop closed, with its reason', async () => {
    const customer = await createCustomer(ctx);
    const order = await place(customer);
    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      headers: shop.admin.auth,
      payload: { date: saturdayMorning.pickupDate, reason: 'Staff outing' },
    });
    expect(closed.statusCode).toBe(201);
    expectRefusal(await move(customer, order.id, saturdayMorning), 409, {
      message: CART_PAGE_MESSAGES.closedOn(saturdayMorning.pickupDate, 'Staff outing'),
      field: 'pickupDate',
    });
    const reopened = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/closures/${saturdayMorning.pickupDate}`,
      headers: shop.admin.auth,
    });
    expect(reopened.statusCode).toBeLessThan(300);
    expect((await move(customer, order.id, saturdayMorning)).statusCode).toBe(200);
  });

  it('keeps one open order per customer and slot: 409 naming the order already there', async () => {
    const customer = await createCustomer(ctx);
    const first = await place(customer);
    const second = await place(customer, saturdayEvening);
    const response = await move(customer, second.id, friday);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: API_MESSAGES.order.slotAlreadyBooked,
      field: 'pickupSlotId',
      orderId: first.id,
    });
  });

  it('clears a delivery the shop planned before the new pickup, and keeps one after it', async () => {
    const customer = await createCustomer(ctx);
    const order = await place(customer);
    const planDelivery = (date: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/updateOrder/${String(order.id)}`,
        headers: shop.admin.auth,
        payload: { deliveryDate: date, deliverySlotId: null },
      });
    // Friday + 8 days comes after every date of the coming week, Saturday's among them.
    expect((await planDelivery(addDays(friday.pickupDate, 8))).statusCode).toBe(200);
    const kept = (await move(customer, order.id, saturdayMorning)).json<TOrder>();
    expect(kept.deliveryDate).toBe(addDays(friday.pickupDate, 8));

    expect((await move(customer, order.id, friday)).statusCode).toBe(200);
    expect((await planDelivery(friday.pickupDate)).statusCode).toBe(200);
    const later = await slotOn(addDays(friday.pickupDate, 7), 10);
    const cleared = (await move(customer, order.id, later)).json<TOrder>();
    expect(cleared).toMatchObject({ deliveryDate: null, deliverySlotId: null, deliverySlot: null });
  });
});
