import {
  addDays,
  indianDate,
  MESSAGES,
  type TOrder,
  type TOrderQuoteResponse,
  API_MESSAGES,
} from '@freshfold/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, itemNamed, type TestCustomer } from '../../../test/customers.js';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../../test/helpers.js';
import { myOrders, orderRequest, pickupOn, placeOrder, type Pickup } from '../../../test/orders.js';

describe(`order quote API (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  let suit3: { id: number; price_paise: number };
  let shirt: { id: number; price_paise: number };
  let pillowcase: { id: number; price_paise: number };
  /** The next Monday's second slot, which takes any number of orders. */
  let monday: Pickup;

  beforeAll(async () => {
    ctx = await createTestApp();
    suit3 = await itemNamed(ctx, 'Suit 3 piece');
    shirt = await itemNamed(ctx, 'Shirt', 'Dry Cleaning');
    pillowcase = await itemNamed(ctx, 'Pillowcase');
    monday = await pickupOn(ctx, 'Monday', 10_000, 1);
  });
  afterAll(() => ctx.close());

  /** One 3-piece suit and two shirts. */
  const cart = () => [
    { itemId: suit3.id, quantity: 1 },
    { itemId: shirt.id, quantity: 2 },
  ];

  const quote = (
    payload: Record<string, unknown>,
    customer?: TestCustomer,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: { ...(customer?.auth ?? {}), ...headers },
      payload,
    });

  const place = (
    customer: TestCustomer,
    items: { itemId: number; quantity: number }[],
    voucher: string | null = null,
  ) => placeOrder(ctx.app, customer, orderRequest(items, monday, voucher));

  /** The figures a customer sees, as the quote and the order both carry them. */
  const figures = (priced: TOrderQuoteResponse | TOrder) => ({
    lines: ('lines' in priced ? priced.lines : priced.items).map((line) => ({
      itemId: line.itemId,
      serviceName: line.serviceName,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
    })),
    subtotal: priced.subtotal,
    discountPercent: priced.discountPercent,
    discountAmount: priced.discountAmount,
    discountSource: priced.discountSource,
    voucher: priced.voucher,
    totalAmount: priced.totalAmount,
  });

  const addVoucher = async (code: string, percent: number, minOrderPaise: number | null) => {
    const timestamp = new Date().toISOString();
    await ctx.database.db
      .insertInto('vouchers')
      .values({
        code,
        name: code,
        description: '',
        discount_percent: percent,
        min_order_paise: minOrderPaise,
        start_date: addDays(indianDate(), -1),
        expiry_date: addDays(indianDate(), 30),
        is_active: 1,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .execute();
  };

  it("a referred customer's quote is the order they then place, figure for figure; the next quote has no welcome", async () => {
    const referrer = await createCustomer(ctx);
    const friend = await createCustomer(ctx, { referrerId: referrer.id });

    const quoted = await quote({ items: cart() }, friend);
    expect(quoted.statusCode).toBe(200);
    const offer = quoted.json<TOrderQuoteResponse>();
    const subtotalPaise = suit3.price_paise + 2 * shirt.price_paise;
    const discountPaise = Math.round((subtotalPaise * 20) / 100);
    expect(offer).toMatchObject({
      subtotal: subtotalPaise / 100,
      discountPercent: 20,
      discountAmount: discountPaise / 100,
      discountSource: 'referral',
      voucher: null,
      totalAmount: (subtotalPaise - discountPaise) / 100,
      voucherCheck: null,
    });

    const placed = await place(friend, cart());
    expect(placed.statusCode).toBe(201);
    expect(figures(placed.json<TOrder>())).toEqual(figures(offer));
    const listed = await myOrders(ctx.app, friend);
    expect(listed.map(figures)).toEqual([figures(offer)]);

    // The welcome was for the first order.
    const next = (await quote({ items: cart() }, friend)).json<TOrderQuoteResponse>();
    expect(next).toMatchObject({ discountPercent: 0, discountSource: null });
    expect(next.totalAmount).toBe(subtotalPaise / 100);
  });

  it('a guest is quoted catalogue prices (whatever price is sent) and the voucher, without first-order facts', async () => {
    const sent = cart().map((line) => ({ ...line, price: 1, name: 'Cheap' }));
    const response = await quote({ items: sent, voucherCode: ' welcome10 ', totalAmount: 1 });
    expect(response.statusCode).toBe(200);
    const subtotalPaise = suit3.price_paise + 2 * shirt.price_paise;
    const body = response.json<TOrderQuoteResponse>();
    expect(body.lines).toEqual([
      expect.objectContaining({
        itemId: suit3.id,
        name: 'Suit 3 piece',
        price: suit3.price_paise / 100,
        quantity: 1,
        lineTotal: suit3.price_paise / 100,
      }),
      expect.objectContaining({
        itemId: shirt.id,
        name: 'Shirt',
        serviceName: 'Dry Cleaning',
        price: shirt.price_paise / 100,
        quantity: 2,
        lineTotal: (2 * shirt.price_paise) / 100,
      }),
    ]);
    expect(body).toMatchObject({
      subtotal: subtotalPaise / 100,
      discountPercent: 10,
      discountSource: 'voucher',
      voucher: 'WELCOME10',
      voucherCheck: {
        code: 'WELCOME10',
        accepted: true,
        refusal: null,
        discountPercent: 10,
        minOrderValue: 500,
      },
    });
    expect(body).not.toHaveProperty('voucherMessage');

    // A first-order voucher gets a guest the benefit of the doubt; the order checks again.
    const firstOrder = (
      await quote({ items: cart(), voucherCode: 'WELCOME20' })
    ).json<TOrderQuoteResponse>();
    expect(firstOrder).toMatchObject({ discountPercent: 20, voucher: 'WELCOME20' });

    // A guest is never given the referral welcome, and quoting writes nothing.
    const before = await ctx.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const plain = (await quote({ items: cart() })).json<TOrderQuoteResponse>();
    expect(plain).toMatchObject({ discountPercent: 0, discountSource: null, voucher: null });
    const after = await ctx.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('voucher against referral welcome: the larger applies, on the quote and on the order alike', async () => {
    const referrer = await createCustomer(ctx);
    const smaller = await createCustomer(ctx, { referrerId: referrer.id });
    // WELCOME10 (10 %) is smaller than the 20 % welcome: the welcome applies, the voucher is
    // accepted but not used, and the order agrees.
    const withTen = (
      await quote({ items: cart(), voucherCode: 'WELCOME10' }, smaller)
    ).json<TOrderQuoteResponse>();
    expect(withTen).toMatchObject({
      discountPercent: 20,
      discountSource: 'referral',
      voucher: null,
      voucherCheck: { code: 'WELCOME10', accepted: true },
    });
    const placedTen = await place(smaller, cart(), 'WELCOME10');
    expect(placedTen.statusCode).toBe(201);
    expect(figures(placedTen.json<TOrder>())).toEqual(figures(withTen));

    // A 30 % voucher is larger than the welcome: it applies.
    const code = `BIG30${TEST_DB_KIND.toUpperCase()}`;
    await addVoucher(code, 30, null);
    const larger = await createCustomer(ctx, { referrerId: referrer.id });
    const withThirty = (
      await quote({ items: cart(), voucherCode: code.toLowerCase() }, larger)
    ).json<TOrderQuoteResponse>();
    expect(withThirty).toMatchObject({
      discountPercent: 30,
      discountSource: 'voucher',
      voucher: code,
    });
    const placedThirty = await place(larger, cart(), code);
    expect(placedThirty.statusCode).toBe(201);
    expect(figures(placedThirty.json<TOrder>())).toEqual(figures(withThirty));
  });

  it('a refused voucher is reported with the spec message and gives no discount', async () => {
    const customer = await createCustomer(ctx);
    const belowMinimum = (
      await quote({ items: [{ itemId: shirt.id, quantity: 1 }], voucherCode: 'CLEAN20' }, customer)
    ).json<TOrderQuoteResponse>();
    expect(belowMinimum).toMatchObject({
      discountPercent: 0,
      voucher: null,
      voucherCheck: {
        code: 'CLEAN20',
        accepted: false,
        refusal: 'min_order',
        discountPercent: 20,
        minOrderValue: 1000,
      },
      voucherMessage: 'Order must be at least ₹1000 to use this voucher',
    });
    expect(belowMinimum.totalAmount).toBe(belowMinimum.subtotal);

    const unknown = (
      await quote({ items: cart(), voucherCode: 'NOPE' }, customer)
    ).json<TOrderQuoteResponse>();
    expect(unknown).toMatchObject({
      discountPercent: 0,
      voucherCheck: { accepted: false, refusal: 'invalid', discountPercent: null },
      voucherMessage: MESSAGES.cart.invalidVoucher,
    });

    expect((await place(customer, cart())).statusCode).toBe(201);
    const firstOrderOnly = (
      await quote({ items: cart(), voucherCode: 'WELCOME20' }, customer)
    ).json<TOrderQuoteResponse>();
    expect(firstOrderOnly).toMatchObject({
      discountPercent: 0,
      voucherCheck: { accepted: false, refusal: 'first_order_only' },
      voucherMessage: MESSAGES.cart.voucherFirstOrderOnly('WELCOME20'),
    });
  });

  it('rounds the discount to the paisa exactly as the order does', async () => {
    const customer = await createCustomer(ctx);
    const code = `ODD7${TEST_DB_KIND.toUpperCase()}`;
    await addVoucher(code, 7, null);
    const items = [{ itemId: pillowcase.id, quantity: 3 }];
    const quoted = (
      await quote({ items, voucherCode: code }, customer)
    ).json<TOrderQuoteResponse>();
    const placed = await place(customer, items, code);
    expect(placed.statusCode).toBe(201);
    expect(figures(placed.json<TOrder>())).toEqual(figures(quoted));
  });

  it('an unknown code sent to the quote counts as a voucher guess; a known code the cart asks again with does not', async () => {
    const from = (address: string, voucherCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/quote',
        remoteAddress: address,
        payload: { items: [{ itemId: shirt.id, quantity: 1 }], voucherCode },
      });
    // A cart holding a voucher below its minimum is quoted again and again: never held back.
    for (let again = 1; again <= 25; again += 1) {
      expect((await from('192.0.2.40', 'CLEAN20')).statusCode, `quote ${again}`).toBe(200);
    }
    for (let guess = 1; guess <= 20; guess += 1) {
      const response = await from('192.0.2.41', `QUOTEGUESS${guess}`);
      expect(response.statusCode, `guess ${guess}`).toBe(200);
      expect(response.json<TOrderQuoteResponse>().voucherCheck?.refusal).toBe('invalid');
    }
    const refused = await from('192.0.2.41', 'WELCOME10');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same guesser cannot go round the limit through the voucher check, nor the reverse.
    const validate = await ctx.app.inject({
      method: 'POST',
      url: '/api/vouchers/validate',
      remoteAddress: '192.0.2.41',
      payload: { code: 'WELCOME10', subtotal: 2000 },
    });
    expect(validate.statusCode).toBe(429);
  });

  it.each([
    ['a quantity over the limit', { items: [{ itemId: 1, quantity: 101 }] }, 'items.0.quantity'],
    ['a zero quantity', { items: [{ itemId: 1, quantity: 0 }] }, 'items.0.quantity'],
    ['a fractional quantity', { items: [{ itemId: 1, quantity: 1.5 }] }, 'items.0.quantity'],
    ['a quantity as text', { items: [{ itemId: 1, quantity: '2' }] }, 'items.0.quantity'],
    ['no items', { items: [] }, 'items'],
    ['no items field', {}, 'items'],
    [
      'a repeated item',
      {
        items: [
          { itemId: 1, quantity: 1 },
          { itemId: 1, quantity: 2 },
        ],
      },
      'items.1.itemId',
    ],
    [
      'too many lines',
      { items: Array.from({ length: 51 }, (_, index) => ({ itemId: index + 1, quantity: 1 })) },
      'items',
    ],
    [
      'a voucher code too long',
      { items: [{ itemId: 1, quantity: 1 }], voucherCode: 'X'.repeat(65) },
      'voucherCode',
    ],
    ['an unknown item', { items: [{ itemId: 99_999, quantity: 1 }] }, 'items.0.itemId'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const response = await quote(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; field: string }>();
    expect(body.field).toBe(field);
    expect(body.message).toBeTruthy();
  });

  it('an unknown item is refused in the words the order uses; a bad token is a 401', async () => {
    const response = await quote({ items: [{ itemId: 99_999, quantity: 1 }] });
    expect(response.json()).toEqual({
      message: API_MESSAGES.order.itemNotFound,
      field: 'items.0.itemId',
    });
    const badToken = await quote({ items: cart() }, undefined, { authorization: 'Bearer nope' });
    expect(badToken.statusCode).toBe(401);
  });
});
