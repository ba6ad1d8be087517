import {
  addDays,
  BOARD_MESSAGES,
  indianDate,
  type TBoardResponse,
  type TBoardStatusResponse,
  type TOrder,
  type TOrderStatus,
} from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  itemNamed,
  loyaltyPointsOf,
  nextDateOn,
  slotsOfDay,
  type TestCustomer,
} from '../../../test/customers.js';
import { ADMIN, sessionOf, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import {
  cancelOrder,
  orderRequest,
  placedOrder,
  placeOrder,
  storedOrderState,
} from '../../../test/orders.js';

type Caller = { authorization: string } | null;

/**
 * The day's board (`GET /api/admin/board`) and its bulk status change
 * (`POST /api/admin/board/status`), on orders placed through the API as customers place them.
 */
describe(`admin API: the day's board (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const date = nextDateOn('Wednesday');
  let admin: { id: number; auth: { authorization: string } };
  let staff: TestCustomer;
  let morning: number;
  let evening: number;
  let shirt: { id: number };
  let saree: { id: number };
  /** Pickups and deliveries of `date`, by who booked them (see the first `beforeAll`). */
  const orders = {} as Record<'asha' | 'bala' | 'chitra' | 'dev' | 'esha', TOrder>;

  const board = (query: string, caller: Caller = admin.auth) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/board${query}`,
      ...(caller ? { headers: caller } : {}),
    });
  const mark = (payload: unknown, caller: Caller = admin.auth) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/board/status',
      payload: payload as Record<string, unknown>,
      ...(caller ? { headers: caller } : {}),
    });
  const boardOf = async (day: string) => {
    const response = await board(`?date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TBoardResponse>();
  };

  /** A customer with this name places an order of `date` in `slotId`, with these lines. */
  const place = async (
    name: [string, string],
    slotId: number,
    lines: { itemId: number; quantity: number }[],
    notes?: string,
  ) => {
    const customer = await createCustomer(ctx);
    await ctx.database.db
      .updateTable('users')
      .set({ first_name: name[0], last_name: name[1] })
      .where('id', '=', customer.id)
      .execute();
    const order = await placedOrder(ctx.app, customer, {
      ...orderRequest(lines, { pickupDate: date, pickupSlotId: slotId }),
      ...(notes ? { notes } : {}),
    });
    return { customer, order };
  };

  const setDelivery = async (order: TOrder, deliverySlotId: number | null) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/updateOrder/${order.id}`,
      headers: admin.auth,
      payload: { deliveryDate: date, deliverySlotId },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** The stored statuses of these orders, in the order given. */
  const statusesOf = (...ids: number[]) =>
    Promise.all(ids.map(async (id) => (await storedOrderState(ctx, id)).status));

  const auditEntriesOf = (orderId: number) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'entity', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(orderId))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    admin = await sessionOf(ctx, ADMIN.email);
    staff = await createCustomer(ctx);
    await ctx.database.db
      .updateTable('users')
      .set({ role: 'staff' })
      .where('id', '=', staff.id)
      .execute();
    [morning, evening] = (await slotsOfDay(ctx, 'Wednesday')).map((slot) => slot.id) as [
      number,
      number,
    ];
    shirt = await itemNamed(ctx, 'Shirt', 'Dry Cleaning');
    saree = await itemNamed(ctx, 'Saree', 'Dry Cleaning');
    // In the order placed: Asha's evening pickup with instructions; Bala's and Chitra's morning
    // pickups, Chitra's cancelled; Dev's morning pickup delivered the same evening; Esha's
    // evening pickup delivered the same day at a time not set yet.
    const asha = await place(
      ['Asha', 'Rao'],
      evening,
      [
        { itemId: shirt.id, quantity: 3 },
        { itemId: saree.id, quantity: 2 },
      ],
      'Gate code 4321. Call before coming.',
    );
    orders.asha = asha.order;
    orders.bala = (
      await place(['Bala', 'Krishnan'], morning, [{ itemId: shirt.id, quantity: 1 }])
    ).order;
    const chitra = await place(['Chitra', 'Nair'], morning, [{ itemId: saree.id, quantity: 1 }]);
    orders.chitra = chitra.order;
    expect((await cancelOrder(ctx.app, chitra.customer, chitra.order.id)).statusCode).toBe(200);
    orders.dev = (
      await place(['Dev', 'Patil'], morning, [{ itemId: shirt.id, quantity: 4 }])
    ).order;
    orders.esha = (
      await place(['Esha', 'Menon'], evening, [{ itemId: saree.id, quantity: 1 }])
    ).order;
    await setDelivery(orders.dev, evening);
    await setDelivery(orders.esha, null);
  });

  describe('GET /api/admin/board', () => {
    it("groups the day's open pickups and deliveries by slot, in slot time order", async () => {
      const day = await boardOf(date);
      expect(day.date).toBe(date);
      const ids = (list: { id: number }[]) => list.map((order) => order.id);
      expect(
        day.slots.map((slot) => ({
          slotId: slot.slotId,
          slotTime: slot.slotTime,
          pickups: ids(slot.pickups),
          deliveries: ids(slot.deliveries),
        })),
      ).toEqual([
        {
          slotId: morning,
          slotTime: '6:00 AM - 8:00 AM',
          pickups: [orders.bala.id, orders.dev.id],
          deliveries: [],
        },
        {
          slotId: evening,
          slotTime: '7:00 PM - 9:00 PM',
          pickups: [orders.asha.id, orders.esha.id],
          deliveries: [orders.dev.id],
        },
        {
          slotId: null,
          slotTime: BOARD_MESSAGES.noSlotTime,
          pickups: [],
          deliveries: [orders.esha.id],
        },
      ]);
    });

    it('gives each order what the driver needs: contact, address, map, notes, pieces', async () => {
      const day = await boardOf(date);
      expect(day.slots[1]?.pickups[0]).toEqual({
        id: orders.asha.id,
        userId: orders.asha.userId,
        status: 'pending',
        itemCount: 5,
        totalAmount: orders.asha.totalAmount,
        paymentStatus: 'unpaid',
        amountPaid: 0,
        amountDue: orders.asha.totalAmount,
        notes: 'Gate code 4321. Call before coming.',
        userName: 'Asha Rao',
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '9876501234',
        address: {
          street: '1 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipCode: '560001',
        },
        location: { lat: 12.97, lng: 77.64 },
      });
      expect(day.slots[0]?.pickups[0]).toMatchObject({ notes: null, itemCount: 1 });
    });

    it('asks for what is due, not the total: nothing once paid, the balance of a part payment', async () => {
      // Orders of their own, a fortnight on, so the day above keeps its orders as they are.
      const day = addDays(date, 14);
      const placeOn = async (quantity: number) =>
        placedOrder(
          ctx.app,
          await createCustomer(ctx),
          orderRequest([{ itemId: shirt.id, quantity }], {
            pickupDate: day,
            pickupSlotId: morning,
          }),
        );
      const pay = async (orderId: number, amount: number, reason?: string) => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${String(orderId)}/payments`,
          headers: admin.auth,
          payload: { method: 'upi', amount, ...(reason ? { reason } : {}) },
        });
        expect(response.statusCode, response.body).toBe(201);
      };
      const paid = await placeOn(2);
      const partPaid = await placeOn(3);
      // Paid in full, then ₹50 refunded for a damaged shirt: a refund is not asked for again.
      const refunded = await placeOn(4);
      await pay(paid.id, paid.totalAmount);
      await pay(partPaid.id, 100);
      await pay(refunded.id, refunded.totalAmount);
      await pay(refunded.id, -50, 'Shirt damaged in cleaning');
      const rupees = (amount: number) => Math.round(amount * 100) / 100;

      const board = await boardOf(day);
      const money = board.slots[0]?.pickups.map((order) => ({
        id: order.id,
        totalAmount: order.totalAmount,
        paymentStatus: order.paymentStatus,
        amountPaid: order.amountPaid,
        amountDue: order.amountDue,
      }));
      expect(money).toEqual([
        {
          id: paid.id,
          totalAmount: paid.totalAmount,
          paymentStatus: 'paid',
          amountPaid: paid.totalAmount,
          amountDue: 0,
        },
        {
          id: partPaid.id,
          totalAmount: partPaid.totalAmount,
          paymentStatus: 'part_paid',
          amountPaid: 100,
          amountDue: rupees(partPaid.totalAmount - 100),
        },
        {
          id: refunded.id,
          totalAmount: refunded.totalAmount,
          paymentStatus: 'paid',
          amountPaid: rupees(refunded.totalAmount - 50),
          amountDue: 0,
        },
      ]);
      expect(partPaid.totalAmount).toBeGreaterThan(100);
    });

    it("shows every slot of the weekday on a day without orders, and today's by default", async () => {
      const empty = await boardOf(addDays(date, 7));
      expect(empty.slots).toEqual([
        { slotId: morning, slotTime: '6:00 AM - 8:00 AM', pickups: [], deliveries: [] },
        { slotId: evening, slotTime: '7:00 PM - 9:00 PM', pickups: [], deliveries: [] },
      ]);
      const today = await board('');
      expect(today.statusCode).toBe(200);
      expect(today.json<TBoardResponse>().date).toBe(indianDate());
    });

    it('refuses a date that is not one with a 400', async () => {
      for (const bad of ['2026-02-30', 'tomorrow', '2026-1-5']) {
        const response = await board(`?date=${bad}`);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toMatchObject({ field: 'date' });
      }
    });

    it('is open to staff and admins only', async () => {
      expect((await board(`?date=${date}`, null)).statusCode).toBe(401);
      const customer = await createCustomer(ctx);
      expect((await board(`?date=${date}`, customer.auth)).statusCode).toBe(403);
      expect((await board(`?date=${date}`, staff.auth)).statusCode).toBe(200);
    });
  });

  describe('POST /api/admin/board/status', () => {
    it('refuses bad input with a 400 and changes nothing', async () => {
      const tooMany = Array.from({ length: 501 }, (_, index) => index + 1);
      for (const payload of [
        { orderIds: [], status: 'pick_up_done' },
        { orderIds: tooMany, status: 'pick_up_done' },
        { orderIds: [orders.bala.id, orders.bala.id], status: 'pick_up_done' },
        { orderIds: [orders.bala.id], status: 'ready' },
        { orderIds: ['x'], status: 'completed' },
        { status: 'completed' },
      ]) {
        expect((await mark(payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      }
      expect(await statusesOf(orders.bala.id)).toEqual(['pending']);
    });

    it('is open to staff and admins only', async () => {
      const payload = { orderIds: [orders.bala.id], status: 'pick_up_done' };
      expect((await mark(payload, null)).statusCode).toBe(401);
      const customer = await createCustomer(ctx);
      expect((await mark(payload, customer.auth)).statusCode).toBe(403);
      expect(await statusesOf(orders.bala.id)).toEqual(['pending']);
    });

    it('moves none when one cannot move, naming it (409), or is unknown (404)', async () => {
      const cancelled = await mark({
        orderIds: [orders.bala.id, orders.chitra.id],
        status: 'pick_up_done',
      });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toEqual({
        message: BOARD_MESSAGES.cannotMark('pick_up_done', [
          { id: orders.chitra.id, status: 'cancelled' },
        ]),
        field: 'orderIds',
        orderIds: [orders.chitra.id],
      });
      // Not picked up yet, so not delivered either.
      const notPickedUp = await mark({ orderIds: [orders.bala.id], status: 'completed' });
      expect(notPickedUp.statusCode).toBe(409);
      expect(notPickedUp.json()).toMatchObject({ orderIds: [orders.bala.id] });
      const unknown = await mark({ orderIds: [orders.bala.id, 2_000_000], status: 'pick_up_done' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        message: BOARD_MESSAGES.ordersNotFound([2_000_000]),
        field: 'orderIds',
        orderIds: [2_000_000],
      });
      expect(await statusesOf(orders.bala.id, orders.chitra.id)).toEqual(['pending', 'cancelled']);
      expect(await auditEntriesOf(orders.bala.id)).toEqual([]);
    });

    it('marks orders picked up, then delivered, each as the dashboard would', async () => {
      const pickedUp = await mark({
        orderIds: [orders.dev.id, orders.bala.id],
        status: 'PICK_UP_DONE',
      });
      expect(pickedUp.statusCode, pickedUp.body).toBe(200);
      expect(pickedUp.json<TBoardStatusResponse>()).toEqual({
        status: 'pick_up_done',
        changed: [orders.bala.id, orders.dev.id],
        unchanged: [],
      });
      expect(await statusesOf(orders.bala.id, orders.dev.id)).toEqual([
        'pick_up_done',
        'pick_up_done',
      ]);
      // The customer's timeline, their message, and the audit log.
      const events = await ctx.database.db
        .selectFrom('order_status_events')
        .select(['status', 'changed_by_user_id'])
        .where('order_id', '=', orders.bala.id)
        .orderBy('id')
        .execute();
      expect(events.at(-1)).toEqual({ status: 'pick_up_done', changed_by_user_id: admin.id });
      const messages = await ctx.database.db
        .selectFrom('outbox')
        .select('kind')
        .where('order_id', '=', orders.bala.id)
        .execute();
      expect(messages.map((message) => message.kind)).toContain('order_status_changed');
      expect(await auditEntriesOf(orders.bala.id)).toEqual([
        {
          actor_id: admin.id,
          action: 'order.status',
          entity: 'order',
          entity_id: String(orders.bala.id),
          before: JSON.stringify({ status: 'pending', deliveryDate: null, deliverySlotId: null }),
          after: JSON.stringify({
            status: 'pick_up_done',
            deliveryDate: null,
            deliverySlotId: null,
          }),
        },
      ]);

      const delivered = await mark({ orderIds: [orders.dev.id], status: 'completed' }, staff.auth);
      expect(delivered.json<TBoardStatusResponse>()).toEqual({
        status: 'completed',
        changed: [orders.dev.id],
        unchanged: [],
      });
      expect((await auditEntriesOf(orders.dev.id)).at(-1)?.actor_id).toBe(staff.id);
      const day = await boardOf(date);
      expect(day.slots[1]?.deliveries[0]?.status).toBe<TOrderStatus>('completed');
    });

    it('leaves an order that is there or beyond already as it is', async () => {
      const again = await mark({
        orderIds: [orders.bala.id, orders.dev.id],
        status: 'pick_up_done',
      });
      expect(again.json<TBoardStatusResponse>()).toEqual({
        status: 'pick_up_done',
        changed: [],
        unchanged: [orders.bala.id, orders.dev.id],
      });
      expect(await statusesOf(orders.bala.id, orders.dev.id)).toEqual([
        'pick_up_done',
        'completed',
      ]);
      // Its delivery set by the dashboard, then picked up and delivered from the board.
      expect((await auditEntriesOf(orders.dev.id)).map((entry) => entry.action)).toEqual([
        'order.delivery',
        'order.status',
        'order.status',
      ]);
    });

    it("credits the referrer once a referred customer's first order is delivered", async () => {
      const referrer = await createCustomer(ctx);
      const friend = await createCustomer(ctx, { referrerId: referrer.id });
      const placed = await placeOrder(
        ctx.app,
        friend,
        orderRequest([{ itemId: shirt.id, quantity: 2 }], {
          pickupDate: date,
          pickupSlotId: morning,
        }),
      );
      const { id } = placed.json<TOrder>();
      expect((await mark({ orderIds: [id], status: 'pick_up_done' })).statusCode).toBe(200);
      const before = await loyaltyPointsOf(ctx, referrer.id);
      expect((await mark({ orderIds: [id], status: 'completed' })).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(before + 100);
    });
  });
});
