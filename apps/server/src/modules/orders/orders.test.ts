import { addDays, indianDate, MESSAGES, type TOrder, API_MESSAGES } from '@freshfold/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  itemNamed,
  loyaltyEntriesOf,
  loyaltyPointsOf,
  referralsOf,
  type TestCustomer,
} from '../../../test/customers.js';
import {
  createTestApp,
  expectRefusal,
  TEST_DB_KIND,
  type TestContext,
} from '../../../test/helpers.js';
import {
  cancelOrder,
  myOrders,
  ordersInSlot,
  pickupOn,
  placedOrder,
  placeOrder,
  setOrderStatus,
  storedOrder,
} from '../../../test/orders.js';
import {
  IDEMPOTENCY_KEY_ABANDONED_MS,
  IDEMPOTENCY_KEY_RETENTION_MS,
  purgeExpiredIdempotencyKeys,
  requestHashOf,
} from './idempotency.js';

describe(`ordering API (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  let suit3: { id: number; price_paise: number };
  let shirt: { id: number; price_paise: number };
  let mondayDate: string;
  let mondaySlot: number;
  let mondayMorningSlot: number;
  let tuesdaySlot: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    suit3 = await itemNamed(ctx, 'Suit 3 piece');
    shirt = await itemNamed(ctx, 'Shirt', 'Dry Cleaning');
    // Most tests book the Monday slots; their capacity is not what they are about.
    ({ pickupDate: mondayDate, pickupSlotId: mondaySlot } = await pickupOn(
      ctx,
      'Monday',
      10_000,
      1,
    ));
    mondayMorningSlot = (await pickupOn(ctx, 'Monday', 10_000)).pickupSlotId;
    tuesdaySlot = (await pickupOn(ctx, 'Tuesday', undefined, 1)).pickupSlotId;
  });
  afterAll(() => ctx.close());

  const orderBody = (overrides: Record<string, unknown> = {}) => ({
    items: [
      { itemId: suit3.id, quantity: 1 },
      { itemId: shirt.id, quantity: 2 },
    ],
    pickupDate: mondayDate,
    pickupSlotId: mondaySlot,
    voucher: null,
    geoLocation: { lat: 12.97, lng: 77.64 },
    ...overrides,
  });

  /**
   * The n-th pickup other than the usual one (n = 0..6): the Monday slots of the next four
   * Mondays, for a customer placing several orders (one open order per slot).
   */
  const otherPickup = (n: number) => {
    const choice = n + 1;
    return {
      pickupDate: addDays(mondayDate, 7 * Math.floor(choice / 2)),
      pickupSlotId: choice % 2 === 0 ? mondaySlot : mondayMorningSlot,
    };
  };

  const place = (
    customer: TestCustomer,
    body: Record<string, unknown> = orderBody(),
    headers: Record<string, string> = {},
  ) => placeOrder(ctx.app, customer, body, headers);

  const countOrders = async (userId?: number) => {
    let query = ctx.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return (await query.executeTakeFirstOrThrow()).n;
  };

  const cancelAsCustomer = async (customer: TestCustomer, orderId: number) => {
    expect((await cancelOrder(ctx.app, customer, orderId)).statusCode).toBe(200);
  };

  it('prices the order from the catalogue, ignoring prices, totals, user and status sent by the client', async () => {
    const customer = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const response = await place(
      customer,
      orderBody({
        items: [
          { itemId: suit3.id, quantity: 1, price: 1, itemName: 'Cheap', serviceName: 'X' },
          { itemId: shirt.id, quantity: 2, price: 0.01 },
        ],
        totalAmount: 5,
        price: 5,
        userId: other.id,
        status: 'completed',
        orderDate: '2000-01-01T00:00:00Z',
      }),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json<TOrder>();
    expect(order).toMatchObject({
      userId: customer.id,
      status: 'pending',
      subtotal: 650 + 2 * 120,
      discountPercent: 0,
      discountAmount: 0,
      voucher: null,
      totalAmount: 890,
      pickupDate: mondayDate,
      pickupSlotId: mondaySlot,
      pickupSlot: { slotTime: '7:00 PM - 9:00 PM' },
      location: { lat: 12.97, lng: 77.64 },
    });
    expect(
      order.items.map((item) => [
        item.name,
        item.serviceName,
        item.price,
        item.quantity,
        item.lineTotal,
      ]),
    ).toEqual([
      ['Suit 3 piece', 'Dry Cleaning', 650, 1, 650],
      ['Shirt', 'Dry Cleaning', 120, 2, 240],
    ]);
    expect(order.statusEvents.map((event) => event.status)).toEqual(['pending']);
    expect(new Date(order.orderDate).getFullYear()).toBeGreaterThan(2000);
    // The order answered at creation is exactly the order as stored and listed later.
    const listed = await myOrders(ctx.app, customer);
    expect(listed).toEqual([order]);

    const stored = await storedOrder(ctx, order.id, ['user_id', 'total_paise', 'status']);
    expect(stored).toEqual({ user_id: customer.id, total_paise: 89_000, status: 'pending' });
  });

  it('the snapshot keeps the price paid when the shop changes it later', async () => {
    const customer = await createCustomer(ctx);
    const placed = (await place(customer)).json<TOrder>();
    await ctx.database.db
      .updateTable('service_items')
      .set({ price_paise: 99_900 })
      .where('id', '=', suit3.id)
      .execute();
    const [order] = await myOrders(ctx.app, customer);
    expect(order?.id).toBe(placed.id);
    expect(order?.items[0]?.price).toBe(650);
    expect(order?.totalAmount).toBe(890);
    await ctx.database.db
      .updateTable('service_items')
      .set({ price_paise: suit3.price_paise })
      .where('id', '=', suit3.id)
      .execute();
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['absurd', 1_000_000],
    ['just over the limit', 101],
    ['text', '2'],
  ])('rejects a %s quantity and writes nothing', async (_label, quantity) => {
    const customer = await createCustomer(ctx);
    const response = await place(customer, orderBody({ items: [{ itemId: shirt.id, quantity }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string }>().field).toBe('items.0.quantity');
    expect(await countOrders(customer.id)).toBe(0);
  });

  it.each([
    [
      'an unknown item',
      () => ({ items: [{ itemId: 99_999, quantity: 1 }] }),
      API_MESSAGES.order.itemNotFound,
      'items.0.itemId',
    ],
    [
      'a slot of another weekday',
      () => ({ pickupSlotId: tuesdaySlot }),
      API_MESSAGES.order.slotWrongDay,
      'pickupSlotId',
    ],
    [
      'a missing location',
      () => ({ geoLocation: undefined }),
      MESSAGES.checkout.locationRequired,
      'geoLocation',
    ],
    [
      'a voucher below its minimum',
      () => ({ items: [{ itemId: shirt.id, quantity: 1 }], voucher: 'WELCOME10' }),
      'Order must be at least ₹500 to use this voucher',
      'voucher',
    ],
    [
      'an unknown voucher',
      () => ({ voucher: 'FREE100' }),
      'Invalid or expired voucher code',
      'voucher',
    ],
  ])(
    'rejects %s with the message and the field, and writes nothing',
    async (_label, changes, message, field) => {
      const customer = await createCustomer(ctx);
      expectRefusal(await place(customer, orderBody(changes())), 400, { message, field });
      expect(await countOrders(customer.id)).toBe(0);
    },
  );

  it('rejects an empty order, a repeated item and too many lines', async () => {
    const customer = await createCustomer(ctx);
    expect((await place(customer, orderBody({ items: [] }))).statusCode).toBe(400);
    const repeated = await place(
      customer,
      orderBody({
        items: [
          { itemId: shirt.id, quantity: 1 },
          { itemId: shirt.id, quantity: 1 },
        ],
      }),
    );
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<{ field: string }>().field).toBe('items.1.itemId');
    const many = Array.from({ length: 51 }, (_, index) => ({ itemId: index + 1, quantity: 1 }));
    expect((await place(customer, orderBody({ items: many }))).statusCode).toBe(400);
    expect(await countOrders(customer.id)).toBe(0);
  });

  it('rejects an unknown slot, a past or too-far date', async () => {
    const customer = await createCustomer(ctx);
    expect((await place(customer, orderBody({ pickupSlotId: 99_999 }))).statusCode).toBe(400);

    const today = indianDate();
    for (const pickupDate of [addDays(today, -1), addDays(today, 31), '2026-13-01']) {
      const response = await place(customer, orderBody({ pickupDate }));
      expect(response.statusCode, pickupDate).toBe(400);
      expect(response.json<{ field: string }>().field).toBe('pickupDate');
    }
    expect(await countOrders(customer.id)).toBe(0);
  });

  it('requires a valid location, sent as geoLocation or location', async () => {
    const customer = await createCustomer(ctx);
    for (const geoLocation of [
      { lat: 91, lng: 77 },
      { lat: 12, lng: -180.5 },
      { lat: '12', lng: 77 },
      { lat: 12 },
      null,
    ]) {
      const response = await place(customer, orderBody({ geoLocation }));
      expect(response.statusCode, JSON.stringify(geoLocation)).toBe(400);
    }
    expect(await countOrders(customer.id)).toBe(0);
    const viaLocation = await place(
      customer,
      orderBody({ geoLocation: undefined, location: { lat: -90, lng: 180 } }),
    );
    expect(viaLocation.statusCode).toBe(201);
    expect(viaLocation.json<TOrder>().location).toEqual({ lat: -90, lng: 180 });
  });

  it('applies a voucher the server validates again, with the spec messages when it does not hold', async () => {
    const customer = await createCustomer(ctx);
    const applied = await placedOrder(ctx.app, customer, orderBody({ voucher: ' welcome10 ' }));
    expect(applied).toMatchObject({
      subtotal: 890,
      discountPercent: 10,
      discountAmount: 89,
      discountSource: 'voucher',
      voucher: 'WELCOME10',
      totalAmount: 801,
    });

    // WELCOME20 is for a first order only: this customer has ordered now.
    const again = await place(customer, orderBody({ voucher: 'WELCOME20', ...otherPickup(0) }));
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(
      MESSAGES.cart.voucherFirstOrderOnly('WELCOME20'),
    );
  });

  it('an order of ₹10,00,000 × 22 is stored and listed to the paisa (was a 500 on PostgreSQL); past ₹10 crore it is a 400', async () => {
    const admin = await createCustomer(ctx, { role: 'admin' });
    const asAdmin = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: admin.auth, payload });
    const service = (
      await asAdmin('/createService', { name: 'Couture', description: 'Heirloom pieces' })
    ).json<{ id: number }>();
    const createItem = async (name: string) => {
      const response = await asAdmin(`/createItem?serviceId=${service.id}`, {
        name,
        price: 1_000_000,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const sari = await createItem('Heirloom sari');
    const customer = await createCustomer(ctx);

    const placed = await place(customer, orderBody({ items: [{ itemId: sari, quantity: 22 }] }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json<TOrder>();
    expect(order).toMatchObject({
      subtotal: 22_000_000,
      discountAmount: 0,
      totalAmount: 22_000_000,
      items: [{ price: 1_000_000, quantity: 22, lineTotal: 22_000_000 }],
    });
    const listed = await myOrders(ctx.app, customer);
    expect(listed).toEqual([order]);
    const adminList = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/getAllOrders?q=${order.id}`,
      headers: admin.auth,
    });
    expect(adminList.json<{ orders: TOrder[] }>().orders[0]).toMatchObject({
      id: order.id,
      totalAmount: 22_000_000,
    });
    const stored = await storedOrder(ctx, order.id, ['subtotal_paise', 'total_paise']);
    expect(stored).toEqual({ subtotal_paise: 2_200_000_000, total_paise: 2_200_000_000 });

    // Two lines of 100 × ₹10,00,000: ₹20 crore, past the ceiling of one order.
    const robe = await createItem('Heirloom robe');
    const tooLarge = await place(
      customer,
      orderBody({
        items: [
          { itemId: sari, quantity: 100 },
          { itemId: robe, quantity: 100 },
        ],
        pickupDate: addDays(mondayDate, 7),
      }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ message: API_MESSAGES.order.orderTooLarge, field: 'items' });
    expect(await countOrders(customer.id)).toBe(1);
  });

  it('rounds a discount to the paisa', async () => {
    const customer = await createCustomer(ctx);
    const pillowcase = await itemNamed(ctx, 'Pillowcase');
    await ctx.database.db
      .updateTable('service_items')
      .set({ price_paise: 9_995 })
      .where('id', '=', pillowcase.id)
      .execute();
    const response = await place(
      customer,
      orderBody({ items: [{ itemId: pillowcase.id, quantity: 7 }], voucher: 'WELCOME10' }),
    );
    expect(response.json<TOrder>()).toMatchObject({
      subtotal: 699.65,
      discountAmount: 69.97,
      totalAmount: 629.68,
    });
  });

  it("a referred customer's first order is 20 % off; the referrer's 100 points wait for its completion", async () => {
    const referrer = await createCustomer(ctx);
    const friend = await createCustomer(ctx, { referrerId: referrer.id });
    expect((await referralsOf(ctx, referrer)).referrals).toMatchObject([
      { name: 'Asha R.', status: 'registered', hasOrdered: false, rewardPoints: 0 },
    ]);

    const first = await placedOrder(ctx.app, friend, orderBody({ voucher: 'WELCOME10' }));
    // The larger discount applies; discounts do not stack.
    expect(first).toMatchObject({
      subtotal: 890,
      discountPercent: 20,
      discountAmount: 178,
      discountSource: 'referral',
      voucher: null,
      totalAmount: 712,
    });
    // Placed is not completed: nothing is credited yet, the points are pending.
    expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(0);
    expect(await referralsOf(ctx, referrer)).toMatchObject({
      pointsEarned: 0,
      pointsPending: 100,
      welcomeDiscountPercent: 0,
      referrals: [{ name: 'Asha R.', status: 'ordered', hasOrdered: true, rewardPoints: 0 }],
    });

    const second = await place(friend, orderBody(otherPickup(0)));
    expect(second.json<TOrder>()).toMatchObject({ discountPercent: 0, totalAmount: 890 });
    expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(0);
    expect(await loyaltyEntriesOf(ctx, referrer.id)).toEqual([]);
  });

  it('a larger voucher beats the referral welcome', async () => {
    const referrer = await createCustomer(ctx);
    const friend = await createCustomer(ctx, { referrerId: referrer.id });
    const timestamp = new Date().toISOString();
    await ctx.database.db
      .insertInto('vouchers')
      .values({
        code: 'BIG30',
        name: 'BIG30',
        description: '',
        discount_percent: 30,
        min_order_paise: null,
        start_date: indianDate(),
        expiry_date: addDays(indianDate(), 5),
        created_at: timestamp,
        updated_at: timestamp,
      })
      .execute();
    expect((await referralsOf(ctx, friend)).welcomeDiscountPercent).toBe(20);
    const response = await place(friend, orderBody({ voucher: 'big30' }));
    expect(response.json<TOrder>()).toMatchObject({
      discountPercent: 30,
      discountSource: 'voucher',
      voucher: 'BIG30',
      totalAmount: 623,
    });
    // It is still the friend's first order: the referrer's points are pending on it.
    expect((await referralsOf(ctx, referrer)).pointsPending).toBe(100);
  });

  it('five concurrent first orders of a referred customer: exactly one gets the welcome', async () => {
    const referrer = await createCustomer(ctx);
    const friend = await createCustomer(ctx, { referrerId: referrer.id });
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, n) => place(friend, orderBody(otherPickup(n)))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const orders = responses.map((response) => response.json<TOrder>());
    expect(orders.filter((order) => order.discountSource === 'referral')).toHaveLength(1);
    expect(orders.filter((order) => order.discountPercent === 0)).toHaveLength(4);
    expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(0);
  });

  it("a referrer ordering while the shop completes friends' first orders: every change lands, points exact", async () => {
    // Completing a friend's order credits the referrer, who is ordering at the same moment:
    // both take the referrer's row lock before anything else, so neither waits for the other
    // in a cycle (and a transaction the database aborts anyway is run again, never a 500).
    const admin = await createCustomer(ctx, { role: 'admin' });
    const referrer = await createCustomer(ctx);
    const friends = await Promise.all(
      Array.from({ length: 6 }, () => createCustomer(ctx, { referrerId: referrer.id })),
    );
    const placed = await Promise.all(friends.map((friend) => place(friend)));
    const friendOrders = placed.map((response) => response.json<TOrder>());
    const responses = await Promise.all(
      friendOrders.flatMap((order, n) => [
        setOrderStatus(ctx.app, admin, order.id, 'completed'),
        place(referrer, orderBody(otherPickup(n))),
      ]),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(
      Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 200 : 201)),
    );
    expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(600);
    expect(await countOrders(referrer.id)).toBe(6);
    expect(await referralsOf(ctx, referrer)).toMatchObject({ pointsEarned: 600, pointsPending: 0 });
  });

  it('one open order per customer and pickup slot: a second is 409 naming the first, a replay of the first is not', async () => {
    const admin = await createCustomer(ctx, { role: 'admin' });
    const customer = await createCustomer(ctx);
    const key = { 'idempotency-key': 'one-booking' };
    const first = await place(customer, orderBody(), key);
    expect(first.statusCode).toBe(201);
    const firstId = first.json<TOrder>().id;

    const second = await place(customer, orderBody({ items: [{ itemId: shirt.id, quantity: 1 }] }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'You already have a pickup booked in this slot.',
      field: 'pickupSlotId',
      orderId: firstId,
    });
    expect(await countOrders(customer.id)).toBe(1);
    // The same submission again (its Idempotency-Key) is answered with the order it placed.
    const replay = await place(customer, orderBody(), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<TOrder>().id).toBe(firstId);

    // The other slot of that day, or another day, is another booking; another customer may
    // book the same slot.
    expect((await place(customer, orderBody(otherPickup(0)))).statusCode).toBe(201);
    expect((await place(customer, orderBody(otherPickup(1)))).statusCode).toBe(201);
    expect((await place(await createCustomer(ctx))).statusCode).toBe(201);

    // A completed order no longer holds the booking.
    const completed = await setOrderStatus(ctx.app, admin, firstId, 'completed');
    expect(completed.statusCode).toBe(200);
    const again = await place(customer);
    expect(again.statusCode).toBe(201);
    // Nor does a cancelled one.
    await cancelAsCustomer(customer, again.json<TOrder>().id);
    expect((await place(customer)).statusCode).toBe(201);
    expect(await countOrders(customer.id)).toBe(5);
  });

  it('ten parallel orders of one customer for one slot: exactly one is placed', async () => {
    const customer = await createCustomer(ctx);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        place(customer, orderBody({ items: [{ itemId: shirt.id, quantity: n + 1 }] })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const placed = responses.find((response) => response.statusCode === 201)?.json<TOrder>();
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({
        message: API_MESSAGES.order.slotAlreadyBooked,
        field: 'pickupSlotId',
        orderId: placed?.id,
      });
    }
    expect(await countOrders(customer.id)).toBe(1);
  });

  it('a cancelled order never counts as ordered before: first-order vouchers and the referral welcome stay', async () => {
    const validate = (customer: TestCustomer, code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/vouchers/validate',
        headers: customer.auth,
        payload: { code, subtotal: 890 },
      });
    const customer = await createCustomer(ctx);
    const cancelled = await place(customer, orderBody({ voucher: 'WELCOME20' }));
    expect(cancelled.json<TOrder>().voucher).toBe('WELCOME20');
    await cancelAsCustomer(customer, cancelled.json<TOrder>().id);
    // The voucher check and the order decide "first order" by the same rule.
    expect((await validate(customer, 'WELCOME20')).statusCode).toBe(200);
    const placed = await place(customer, orderBody({ voucher: 'WELCOME20' }));
    expect(placed.statusCode).toBe(201);
    expect(placed.json<TOrder>()).toMatchObject({ voucher: 'WELCOME20', discountPercent: 20 });
    // Now they have ordered: both refuse it.
    const refused = await validate(customer, 'WELCOME20');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      MESSAGES.cart.voucherFirstOrderOnly('WELCOME20'),
    );
    expect(
      (await place(customer, orderBody({ voucher: 'WELCOME20', ...otherPickup(0) }))).statusCode,
    ).toBe(400);

    const referrer = await createCustomer(ctx);
    const friend = await createCustomer(ctx, { referrerId: referrer.id });
    const first = await place(friend);
    expect(first.json<TOrder>().discountSource).toBe('referral');
    await cancelAsCustomer(friend, first.json<TOrder>().id);
    expect((await referralsOf(ctx, friend)).welcomeDiscountPercent).toBe(20);
    expect(await referralsOf(ctx, referrer)).toMatchObject({
      pointsPending: 0,
      referrals: [{ status: 'registered', hasOrdered: false }],
    });
    const next = await place(friend);
    expect(next.json<TOrder>()).toMatchObject({ discountSource: 'referral', discountPercent: 20 });
  });

  it('the last place of a slot goes to exactly one of twenty concurrent customers', async () => {
    const pickup = await pickupOn(ctx, 'Thursday', 1);
    const customers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(ctx)));
    const responses = await Promise.all(
      customers.map((customer) => place(customer, orderBody({ ...pickup }))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({
      message: API_MESSAGES.order.slotUnavailable,
      field: 'pickupSlotId',
    });
    expect(await ordersInSlot(ctx, pickup)).toHaveLength(1);
  });

  it('a first-order-only voucher goes to one of five concurrent first orders', async () => {
    const customer = await createCustomer(ctx);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        place(customer, orderBody({ voucher: 'WELCOME20', ...otherPickup(n) })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    const placed = responses.find((response) => response.statusCode === 201)?.json<TOrder>();
    expect(placed?.voucher).toBe('WELCOME20');
    expect(responses.find((response) => response.statusCode === 400)?.json()).toEqual({
      message: MESSAGES.cart.voucherFirstOrderOnly('WELCOME20'),
      field: 'voucher',
    });
    expect(await countOrders(customer.id)).toBe(1);
  });

  it('the same Idempotency-Key replays the first order; a different body with it is 422', async () => {
    const customer = await createCustomer(ctx);
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const first = await place(customer, orderBody(), key);
    const second = await place(customer, orderBody(), key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json<TOrder>()).toEqual(first.json<TOrder>());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countOrders(customer.id)).toBe(1);

    const different = await place(customer, orderBody({ voucher: 'WELCOME10' }), key);
    expectRefusal(different, 422, {
      message: API_MESSAGES.order.idempotencyMismatch,
      field: 'Idempotency-Key',
    });
    expect(await countOrders(customer.id)).toBe(1);

    // A key another customer used means nothing to this one.
    const stranger = await createCustomer(ctx);
    expect((await place(stranger, orderBody(), key)).statusCode).toBe(201);
  });

  it('fifty concurrent submissions with one Idempotency-Key place one order', async () => {
    const customer = await createCustomer(ctx);
    const key = { 'idempotency-key': 'double-tapped-checkout' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place(customer, orderBody(), key)),
    );
    const statuses = new Set(responses.map((response) => response.statusCode));
    expect([...statuses].every((status) => status === 201 || status === 409)).toBe(true);
    const placed = responses.filter((response) => response.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((response) => response.json<TOrder>().id)).size).toBe(1);
    // Those that came while the first was still running were told so at once (Stripe's 409);
    // the others got the first one's answer. On SQLite an order's transaction never waits for
    // the disk or the network, so the first has always finished and every duplicate replays.
    const inFlight = responses.filter((response) => response.statusCode === 409);
    for (const refused of inFlight) {
      expect(refused.json()).toEqual({
        message: API_MESSAGES.order.idempotencyInFlight,
        field: 'Idempotency-Key',
      });
    }
    if (TEST_DB_KIND === 'postgres') expect(inFlight.length).toBeGreaterThan(0);
    const replayed = placed.filter((response) => response.headers['idempotent-replayed']);
    expect(replayed.length).toBe(placed.length - 1);
    expect(await countOrders(customer.id)).toBe(1);
    // Once the first has finished, a retry gets its answer.
    const retry = await place(customer, orderBody(), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<TOrder>().id).toBe(placed[0]?.json<TOrder>().id);
  });

  it('a key whose first request is still running is 409; an abandoned or expired one is claimed anew', async () => {
    const customer = await createCustomer(ctx);
    const body = orderBody();
    // A claim as an earlier request would have left it: running, or answered with an order.
    const claimAt = async (key: string, createdAt: Date, answered = false) => {
      const earlier = answered ? await place(customer, body) : null;
      // The order answered stays, but frees its pickup for the next one (one open order each).
      if (earlier) await cancelAsCustomer(customer, earlier.json<TOrder>().id);
      await ctx.database.db
        .insertInto('idempotency_keys')
        .values({
          user_id: customer.id,
          key,
          request_hash: requestHashOf(body),
          status_code: earlier ? 201 : null,
          response_body: earlier ? earlier.body : null,
          created_at: createdAt.toISOString(),
        })
        .execute();
      return earlier?.json<TOrder>();
    };
    const now = Date.now();

    await claimAt('running', new Date(now - 5_000));
    const running = await place(customer, body, { 'idempotency-key': 'running' });
    expect(running.statusCode).toBe(409);
    expect(running.json<{ message: string }>().message).toBe(
      API_MESSAGES.order.idempotencyInFlight,
    );

    await claimAt('abandoned', new Date(now - IDEMPOTENCY_KEY_ABANDONED_MS - 1_000));
    const before = await countOrders(customer.id);
    const retaken = await place(customer, body, { 'idempotency-key': 'abandoned' });
    expect(retaken.statusCode).toBe(201);
    expect(retaken.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOrders(customer.id)).toBe(before + 1);
    await cancelAsCustomer(customer, retaken.json<TOrder>().id);

    const old = await claimAt(
      'yesterday',
      new Date(now - IDEMPOTENCY_KEY_RETENTION_MS - 1_000),
      true,
    );
    const renewed = await place(customer, body, { 'idempotency-key': 'yesterday' });
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json<TOrder>().id).not.toBe(old?.id);
    await cancelAsCustomer(customer, renewed.json<TOrder>().id);

    // The hourly purge forgets keys past the retention window, and only those.
    await claimAt('stale', new Date(now - IDEMPOTENCY_KEY_RETENTION_MS - 60_000), true);
    expect(await purgeExpiredIdempotencyKeys(ctx.database.db)).toBe(1);
    const left = await ctx.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', customer.id)
      .where('key', '=', 'stale')
      .execute();
    expect(left).toHaveLength(0);
  });

  it('a refused order does not burn its Idempotency-Key', async () => {
    const customer = await createCustomer(ctx);
    const key = { 'idempotency-key': 'retry-after-fix' };
    const refused = await place(customer, orderBody({ pickupSlotId: tuesdaySlot }), key);
    expect(refused.statusCode).toBe(400);
    expect((await place(customer, orderBody({ pickupSlotId: tuesdaySlot }), key)).statusCode).toBe(
      400,
    );
    expect(await countOrders(customer.id)).toBe(0);
  });

  it("lists a customer's own orders newest first; another customer's list is 403; admins see any", async () => {
    const customer = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const admin = await createCustomer(ctx, { role: 'admin' });
    const first = (await place(customer)).json<TOrder>();
    const second = (
      await place(
        customer,
        orderBody({
          voucher: 'CLEAN20',
          items: [{ itemId: suit3.id, quantity: 2 }],
          ...otherPickup(0),
        }),
      )
    ).json<TOrder>();

    const own = await myOrders(ctx.app, customer);
    expect(own.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(own[0]).toMatchObject({ voucher: 'CLEAN20', totalAmount: 1040 });

    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/authUser/myOrders/${customer.id}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(403);
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/api/authUser/myOrders/${customer.id}`,
      headers: admin.auth,
    });
    expect(asAdmin.json<TOrder[]>()).toHaveLength(2);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/authUser/myOrders/${customer.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const guestOrder = await ctx.app.inject({
      method: 'POST',
      url: '/api/authUser/createOrder',
      payload: orderBody(),
    });
    expect(guestOrder.statusCode).toBe(401);
  });

  it('a customer cancels their own pending order once; not another customer’s', async () => {
    const customer = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const order = (await place(customer)).json<TOrder>();
    const cancel = (who: TestCustomer, id = order.id) =>
      ctx.app.inject({ method: 'POST', url: `/api/authUser/cancelOrder/${id}`, headers: who.auth });

    expect((await cancel(other)).statusCode).toBe(403);
    const cancelled = await cancel(customer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<TOrder>().status).toBe('cancelled');
    expect(cancelled.json<TOrder>().statusEvents.map((event) => event.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    const again = await cancel(customer);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      API_MESSAGES.order.onlyPendingCancellable,
    );
    expect((await cancel(customer, 99_999)).statusCode).toBe(404);

    const processing = (await place(customer)).json<TOrder>();
    await ctx.database.db
      .updateTable('orders')
      .set({ status: 'processing' })
      .where('id', '=', processing.id)
      .execute();
    expect((await cancel(customer, processing.id)).statusCode).toBe(409);
  });
});
