import {
  addDays,
  ADMIN_MESSAGES,
  type TOrder,
  type Weekday,
  API_MESSAGES,
} from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  expectReferralReward,
  loyaltyEntriesOf,
  loyaltyPointsOf,
  referralsOf,
  type TestCustomer,
} from '../../../test/customers.js';
import {
  cancelOrder,
  orderingShop,
  orderRequest,
  orderShirts,
  pickupOn as pickupOfSlot,
  placedOrder,
  setOrderStatus,
  storedOrderState,
  type Pickup,
} from '../../../test/orders.js';
import { expectRefusal, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';

/**
 * The admin's status changes that touch a slot's places or a referrer's points: reopening a
 * cancelled order, and completing a referred customer's first order.
 */
describe(`admin order status changes (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const shop = orderingShop(ctx, 'Dry Cleaning');
  let otherAdmin: TestCustomer;

  beforeAll(async () => {
    otherAdmin = await createCustomer(ctx, { role: 'admin' });
  });

  /** A pickup on the next `day` in its morning slot, whose capacity is set to `capacity`. */
  const pickupOn = (day: Weekday, capacity: number) => pickupOfSlot(ctx, day, capacity);

  const place = (customer: TestCustomer, pickup: Pickup): Promise<TOrder> =>
    placedOrder(ctx.app, customer, orderRequest([{ itemId: shop.shirt.id, quantity: 5 }], pickup));

  const cancel = async (customer: TestCustomer, order: TOrder) => {
    expect((await cancelOrder(ctx.app, customer, order.id)).statusCode).toBe(200);
  };

  const setStatus = (order: TOrder, status: string, by: TestCustomer = shop.admin) =>
    setOrderStatus(ctx.app, by, order.id, status);

  const statusOf = async (order: TOrder) => (await storedOrderState(ctx, order.id)).status;

  /** The statuses the order's timeline holds, oldest first. */
  const timelineOf = async (order: TOrder) => {
    const events = await ctx.database.db
      .selectFrom('order_status_events')
      .select('status')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    return events.map((event) => event.status);
  };

  /**
   * Moving `order` to `status` is refused because the customer's `holder` has booked its slot
   * meanwhile; the order stays `unchanged`.
   */
  const expectSlotTaken = async (
    order: TOrder,
    status: string,
    holder: TOrder,
    unchanged: string,
  ) => {
    const refused = await setStatus(order, status);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: ADMIN_MESSAGES.reopenSlotTaken(holder.id),
      field: 'status',
      orderId: holder.id,
    });
    expect(await statusOf(order)).toBe(unchanged);
  };

  const placesTaken = async (pickup: Pickup) =>
    (
      await ctx.database.db
        .selectFrom('slot_bookings')
        .select('taken')
        .where('pickup_date', '=', pickup.pickupDate)
        .where('pickup_slot_id', '=', pickup.pickupSlotId)
        .executeTakeFirst()
    )?.taken ?? 0;

  describe('reopening a cancelled order', () => {
    it('takes its place back, and is a 409 that changes nothing when the slot is full', async () => {
      const pickup = await pickupOn('Wednesday', 1);
      const [first, second] = [await createCustomer(ctx), await createCustomer(ctx)];
      const cancelled = await place(first, pickup);
      await cancel(first, cancelled);
      const holder = await place(second, pickup);
      expect(await placesTaken(pickup)).toBe(1);

      const refused = await setStatus(cancelled, 'pending');
      expectRefusal(refused, 409, {
        message: ADMIN_MESSAGES.reopenSlotFull(pickup.pickupDate),
        field: 'status',
      });
      expect(await statusOf(cancelled)).toBe('cancelled');
      expect(await placesTaken(pickup)).toBe(1);
      expect(await timelineOf(cancelled)).toEqual(['pending', 'cancelled']);
      // Completed is not open, but the order would still hold a place: refused too.
      expect((await setStatus(cancelled, 'completed')).statusCode).toBe(409);

      await cancel(second, holder);
      const reopened = await setStatus(cancelled, 'pending');
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json<TOrder>().status).toBe('pending');
      expect(await placesTaken(pickup)).toBe(1);
    });

    it("is a 409 naming the customer's other open order in that slot", async () => {
      const pickup = await pickupOn('Thursday', 20);
      const customer = await createCustomer(ctx);
      const cancelled = await place(customer, pickup);
      await cancel(customer, cancelled);
      const open = await place(customer, pickup);

      await expectSlotTaken(cancelled, 'processing', open, 'cancelled');

      // Once the other order is completed it holds the booking no more.
      expect((await setStatus(open, 'completed')).statusCode).toBe(200);
      expect((await setStatus(cancelled, 'processing')).statusCode).toBe(200);
      // And the customer, now holding the reopened order, cannot book the slot again.
      const again = await orderShirts(ctx.app, shop, customer, 1, pickup);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: API_MESSAGES.order.slotAlreadyBooked,
        orderId: cancelled.id,
      });
    });

    it('is a 409 that changes nothing once its invoice was cancelled by a credit note', async () => {
      const pickup = await pickupOn('Tuesday', 20);
      const customer = await createCustomer(ctx);
      const order = await place(customer, pickup);
      expect((await setStatus(order, 'completed')).statusCode).toBe(200);
      expect((await setStatus(order, 'cancelled')).statusCode).toBe(200);
      const { number: invoice, credit_note: creditNote } = await ctx.database.db
        .selectFrom('invoices')
        .innerJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
        .select(['invoices.number', 'credit_notes.number as credit_note'])
        .where('invoices.order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      const placesBefore = await placesTaken(pickup);
      const pointsBefore = await loyaltyPointsOf(ctx, customer.id);

      for (const status of ['pending', 'processing', 'completed']) {
        expectRefusal(await setStatus(order, status), 409, {
          message: ADMIN_MESSAGES.reopenCreditNoted(order.id, invoice, creditNote),
          field: 'status',
        });
      }
      expect(await statusOf(order)).toBe('cancelled');
      expect(await placesTaken(pickup)).toBe(placesBefore);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(pointsBefore);
      expect(await timelineOf(order)).toEqual(['pending', 'completed', 'cancelled']);

      // A cancelled order that was never invoiced reopens as before.
      const uninvoiced = await place(await createCustomer(ctx), pickup);
      expect((await setStatus(uninvoiced, 'cancelled')).statusCode).toBe(200);
      expect((await setStatus(uninvoiced, 'pending')).statusCode).toBe(200);
      expect(await statusOf(uninvoiced)).toBe('pending');
    });

    it('is a 409 that changes nothing when it had a first-order discount and the customer has ordered since', async () => {
      const pickup = await pickupOn('Thursday', 20);
      const later = { ...pickup, pickupDate: addDays(pickup.pickupDate, 7) };
      const referrer = await createCustomer(ctx);
      const cases: [string, TestCustomer, Record<string, string>][] = [
        ['the referral welcome', await createCustomer(ctx, { referrerId: referrer.id }), {}],
        ['a first-order voucher', await createCustomer(ctx), { voucher: 'WELCOME20' }],
      ];
      for (const [discount, customer, voucher] of cases) {
        const body = (at: Pickup) => ({
          ...orderRequest([{ itemId: shop.shirt.id, quantity: 5 }], at),
          ...voucher,
        });
        const first = await placedOrder(ctx.app, customer, body(pickup));
        expect(first.discountPercent, discount).toBe(20);
        await cancel(customer, first);
        // Its first order cancelled, the customer is a first-time customer again.
        const next = await placedOrder(ctx.app, customer, body(later));
        expect(next.discountPercent, discount).toBe(20);
        const placesBefore = await placesTaken(pickup);
        expectRefusal(await setStatus(first, 'pending'), 409, {
          message: ADMIN_MESSAGES.reopenFirstOrderTaken(first.id),
          field: 'status',
        });
        expect(await statusOf(first)).toBe('cancelled');
        expect(await placesTaken(pickup)).toBe(placesBefore);
        // With the later order cancelled too, the first is the customer's first order again.
        await cancel(customer, next);
        expect((await setStatus(first, 'pending')).statusCode, discount).toBe(200);
      }
      // An order placed while the first was open paid full price: it does not stop the reopening.
      const customer = await createCustomer(ctx, { referrerId: referrer.id });
      const first = await place(customer, pickup);
      const second = await place(customer, later);
      expect([first.discountPercent, second.discountPercent]).toEqual([20, 0]);
      await cancel(customer, first);
      expect((await setStatus(first, 'pending')).statusCode).toBe(200);
    });

    it('a completed order moved back to an open status is a 409 when the customer has booked its slot since', async () => {
      const pickup = await pickupOn('Monday', 20);
      const customer = await createCustomer(ctx);
      const completed = await place(customer, pickup);
      expect((await setStatus(completed, 'completed')).statusCode).toBe(200);
      const booked = await place(customer, pickup);

      await expectSlotTaken(completed, 'ready', booked, 'completed');
      // Cancelled then, the new booking frees the slot for the old order.
      await cancel(customer, booked);
      expect((await setStatus(completed, 'ready')).statusCode).toBe(200);
    });

    it('two admins reopening two orders for the last place: exactly one gets it', async () => {
      const pickup = await pickupOn('Friday', 1);
      const customers = [await createCustomer(ctx), await createCustomer(ctx)];
      const orders: TOrder[] = [];
      for (const customer of customers) {
        const order = await place(customer, pickup);
        await cancel(customer, order);
        orders.push(order);
      }
      const [a, b] = orders as [TOrder, TOrder];
      const responses = await Promise.all([
        setStatus(a, 'pending', shop.admin),
        setStatus(b, 'pending', otherAdmin),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(await placesTaken(pickup)).toBe(1);
      const statuses = [await statusOf(a), await statusOf(b)].sort();
      expect(statuses).toEqual(['cancelled', 'pending']);
    });
  });

  describe("completing a referred customer's first order", () => {
    it('credits the referrer 100 points once: not when placed, not again when completed again', async () => {
      const referrer = await createCustomer(ctx);
      const friend = await createCustomer(ctx, { referrerId: referrer.id });
      const order = await place(friend, await pickupOn('Saturday', 20));
      expect(order.discountSource).toBe('referral');
      await expectReferralReward(ctx, referrer, 0, { status: 'ordered' }, { pointsPending: 100 });

      expect((await setStatus(order, 'processing')).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(0);
      expect((await setStatus(order, 'completed')).statusCode).toBe(200);
      await expectReferralReward(ctx, referrer, 100, { status: 'completed' }, { pointsPending: 0 });

      // Completed → processing → completed: still once.
      expect((await setStatus(order, 'processing')).statusCode).toBe(200);
      expect((await setStatus(order, 'completed')).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(100);
      expect(await loyaltyEntriesOf(ctx, referrer.id)).toEqual([
        { points: 100, order_id: order.id, reason: 'referral_first_order' },
      ]);
    });

    it('two admins completing it at the same moment credit 100 points once', async () => {
      const referrer = await createCustomer(ctx);
      const pickup = await pickupOn('Sunday', 20);
      const friends = [
        await createCustomer(ctx, { referrerId: referrer.id }),
        await createCustomer(ctx, { referrerId: referrer.id }),
      ];
      const orders = [await place(friends[0] as TestCustomer, pickup)];
      orders.push(await place(friends[1] as TestCustomer, pickup));
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(0);
      // One friend's order completed by two admins at once; the other friend's too.
      const responses = await Promise.all(
        orders.flatMap((order) => [
          setStatus(order, 'completed', shop.admin),
          setStatus(order, 'completed', otherAdmin),
        ]),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(200);
      // One entry for each order, whichever was completed first.
      const entries = await loyaltyEntriesOf(ctx, referrer.id);
      expect(entries.map((entry) => entry.order_id).sort()).toEqual(
        orders.map((order) => order.id).sort(),
      );
      expect((await referralsOf(ctx, referrer)).pointsEarned).toBe(200);
    });

    it('a cancelled first order credits nothing; the next one, completed, does', async () => {
      const referrer = await createCustomer(ctx);
      const friend = await createCustomer(ctx, { referrerId: referrer.id });
      const pickup = await pickupOn('Tuesday', 20);
      const first = await place(friend, pickup);
      expect((await setStatus(first, 'cancelled')).statusCode).toBe(200);
      await expectReferralReward(ctx, referrer, 0, { status: 'registered' }, { pointsPending: 0 });
      expect((await referralsOf(ctx, friend)).welcomeDiscountPercent).toBe(20);

      const next = await place(friend, pickup);
      expect(next.discountSource).toBe('referral');
      expect((await setStatus(next, 'completed')).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(100);
      // The cancelled one cannot come back with its referral discount (the next one took it),
      // so it adds nothing either.
      expectRefusal(await setStatus(first, 'completed'), 409, {
        message: ADMIN_MESSAGES.reopenFirstOrderTaken(first.id),
        field: 'status',
      });
      expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(100);
    });
  });
});
