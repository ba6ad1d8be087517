import { inflateSync } from 'node:zlib';
import {
  addDays,
  ADMIN_MESSAGES,
  API_MESSAGES,
  indianDate,
  INTAKE_MESSAGES,
  MESSAGES,
  type TAdminOrder,
  type TAdminOrdersPage,
  type TOrder,
  type TOrderQuoteResponse,
  type Weekday,
} from '@freshfold/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, itemNamed, type TestCustomer } from '../../../test/customers.js';
import {
  cancelOrder,
  myOrders,
  orderRequest,
  pickupOn,
  placedOrder,
  storedOrder,
  storedOrderState,
} from '../../../test/orders.js';
import {
  createTestApp,
  expectRefusal,
  TEST_DB_KIND,
  type TestContext,
} from '../../../test/helpers.js';
import { pdfTextOf } from '../../../test/pdf.js';

type Line = { itemId: number; quantity: number };

/** The text of a PDF's streams, inflated where compressed (pdfkit compresses page contents). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // An image's stream that is not deflated: nothing to read in it.
    }
  }
  return parts.join('\n');
}

describe(`intake and garment tags (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  let admin: TestCustomer;
  let staff: TestCustomer;
  const items = {} as Record<'suit' | 'shirt' | 'saree' | 'pant' | 'blouse', { id: number }>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createCustomer(ctx, { role: 'admin' });
    staff = await createCustomer(ctx, { role: 'staff' });
    items.suit = await itemNamed(ctx, 'Suit 2 piece', 'Dry Cleaning');
    items.shirt = await itemNamed(ctx, 'Shirt', 'Dry Cleaning');
    items.saree = await itemNamed(ctx, 'Saree', 'Dry Cleaning');
    items.pant = await itemNamed(ctx, 'Pant', 'Laundry');
    items.blouse = await itemNamed(ctx, 'Blouse', 'Dry Cleaning');
  });
  afterAll(() => ctx.close());

  const place = async (
    customer: TestCustomer,
    lines: Line[],
    options: { voucher?: string; day?: Weekday; slot?: number } = {},
  ): Promise<TOrder> => {
    const pickup = await pickupOn(ctx, options.day ?? 'Wednesday', undefined, options.slot ?? 0);
    return placedOrder(ctx.app, customer, orderRequest(lines, pickup, options.voucher ?? null));
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    by: TestCustomer | null,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/admin${url}`,
      ...(by ? { headers: by.auth } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const intake = (orderId: number, lines: Line[], by: TestCustomer | null = staff) =>
    call('PUT', `/orders/${orderId}/items`, by, { items: lines });

  const intakeOk = async (orderId: number, lines: Line[]): Promise<TAdminOrder> => {
    const response = await intake(orderId, lines);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TAdminOrder>();
  };

  const setStatus = async (orderId: number, status: string) => {
    const response = await call('POST', `/updateOrder/${orderId}`, admin, { status });
    expect(response.statusCode, response.body).toBe(200);
  };

  const myOrder = async (customer: TestCustomer, orderId: number): Promise<TOrder | undefined> => {
    return (await myOrders(ctx.app, customer)).find((order) => order.id === orderId);
  };

  const messagesOf = (orderId: number, kind: string) =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['kind', 'channel', 'data'])
      .where('order_id', '=', orderId)
      .where('kind', '=', kind as 'order_adjusted')
      .execute();

  /**
   * Counting the lines the order was booked with keeps the discount and total it was booked at,
   * records no adjustment and tells the customer nothing.
   */
  const expectUnadjusted = async (order: TOrder, lines: Line[]) => {
    const { voucher, discountSource, discountPercent, totalAmount } = order;
    expect(await intakeOk(order.id, lines)).toMatchObject({
      voucher,
      discountSource,
      discountPercent,
      totalAmount,
      adjustedAtIntake: null,
    });
    expect(await messagesOf(order.id, 'order_adjusted')).toEqual([]);
  };

  const tagsOf = (order: TOrder) => order.items.flatMap((item) => item.tags);
  const code = (orderId: number, seq: number) =>
    `FF-${String(orderId).padStart(4, '0')}-${String(seq).padStart(2, '0')}`;

  describe('re-pricing', () => {
    it('prices what arrived with the booked voucher, keeps the booked version and tells the customer', async () => {
      const customer = await createCustomer(ctx);
      const order = await place(customer, [{ itemId: items.suit.id, quantity: 3 }], {
        voucher: 'CLEAN20',
      });
      expect(order).toMatchObject({ subtotal: 1350, voucher: 'CLEAN20', totalAmount: 1080 });
      expect(order.adjustedAtIntake).toBeNull();

      const adjusted = await intakeOk(order.id, [
        { itemId: items.suit.id, quantity: 2 },
        { itemId: items.shirt.id, quantity: 1 },
      ]);
      expect(adjusted).toMatchObject({
        subtotal: 1020,
        discountPercent: 20,
        discountAmount: 204,
        discountSource: 'voucher',
        voucher: 'CLEAN20',
        totalAmount: 816,
      });
      expect(adjusted.items.map((item) => [item.name, item.quantity, item.lineTotal])).toEqual([
        ['Suit 2 piece', 2, 900],
        ['Shirt', 1, 120],
      ]);
      expect(adjusted.adjustedAtIntake).toMatchObject({
        before: {
          items: [{ name: 'Suit 2 piece', quantity: 3, price: 450, lineTotal: 1350 }],
          subtotal: 1350,
          voucher: 'CLEAN20',
          totalAmount: 1080,
        },
        after: { subtotal: 1020, voucher: 'CLEAN20', totalAmount: 816 },
      });

      const seen = await myOrder(customer, order.id);
      expect(seen?.adjustedAtIntake?.before.totalAmount).toBe(1080);
      expect(seen?.totalAmount).toBe(816);
      const [message, ...more] = await messagesOf(order.id, 'order_adjusted');
      expect(more).toEqual([]);
      expect(message?.channel).toBe('email');
      expect(JSON.parse(message?.data ?? '{}')).toMatchObject({
        previousTotalPaise: 108000,
        order: { id: order.id, totalPaise: 81600 },
      });
    });

    it('drops the voucher below its minimum, the quote saying why, and keeps the first booked version', async () => {
      const customer = await createCustomer(ctx);
      const order = await place(customer, [{ itemId: items.suit.id, quantity: 3 }], {
        voucher: 'CLEAN20',
        day: 'Thursday',
      });
      await intakeOk(order.id, [{ itemId: items.suit.id, quantity: 4 }]);

      const quote = await call('POST', `/orders/${order.id}/items/quote`, staff, {
        items: [{ itemId: items.suit.id, quantity: 1 }],
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json<TOrderQuoteResponse>()).toMatchObject({
        subtotal: 450,
        voucher: null,
        totalAmount: 450,
        voucherMessage: MESSAGES.cart.voucherMinOrder('1000'),
      });

      const dropped = await intakeOk(order.id, [{ itemId: items.suit.id, quantity: 1 }]);
      expect(dropped).toMatchObject({ voucher: null, discountPercent: 0, totalAmount: 450 });
      expect(dropped.adjustedAtIntake?.before).toMatchObject({ subtotal: 1350, totalAmount: 1080 });

      // The voucher the order was booked with applies again once the minimum is reached.
      const back = await intakeOk(order.id, [{ itemId: items.suit.id, quantity: 3 }]);
      expect(back).toMatchObject({ voucher: 'CLEAN20', totalAmount: 1080 });
      expect(await messagesOf(order.id, 'order_adjusted')).toHaveLength(3);
    });

    /**
     * A voucher of this test's own, running from today: on WELCOME10's terms (10%, ₹500 minimum)
     * unless others are given.
     */
    const launchVoucher = async (
      voucherCode: string,
      terms: { discount: number; minOrderValue: number } = { discount: 10, minOrderValue: 500 },
    ) => {
      const today = indianDate();
      const response = await call('POST', '/addVoucher', admin, {
        code: voucherCode,
        ...terms,
        startDate: today,
        endDate: addDays(today, 30),
        status: 'ACTIVE',
        name: '',
        description: '',
      });
      expect(response.statusCode, response.body).toBe(201);
    };

    /** Two suits (₹900) booked on a Tuesday by a new customer with a voucher of its own, at 10%. */
    const bookedWithNewVoucher = async (voucherCode: string) => {
      await launchVoucher(voucherCode);
      const lines = [{ itemId: items.suit.id, quantity: 2 }];
      const customer = await createCustomer(ctx);
      const order = await place(customer, lines, { voucher: voucherCode, day: 'Tuesday' });
      expect(order).toMatchObject({
        subtotal: 900,
        voucher: voucherCode,
        discountPercent: 10,
        totalAmount: 810,
      });
      return { order, lines };
    };

    const deleteVoucher = async (voucherCode: string) => {
      const deleted = await call('DELETE', `/deleteVoucher/${voucherCode}`, admin);
      expect(deleted.statusCode, deleted.body).toBe(200);
    };

    it('keeps the booked voucher switched off since: the same lines keep their total, the minimum still counts', async () => {
      const { order, lines } = await bookedWithNewVoucher('INTAKEOFF10');
      const off = await call('POST', '/toggleVoucher', admin, {
        code: 'INTAKEOFF10',
        isActive: false,
      });
      expect(off.statusCode, off.body).toBe(200);

      const quote = await call('POST', `/orders/${order.id}/items/quote`, staff, { items: lines });
      expect(quote.json<TOrderQuoteResponse>()).toMatchObject({
        voucher: 'INTAKEOFF10',
        totalAmount: order.totalAmount,
      });
      expect(quote.json<TOrderQuoteResponse>().voucherMessage).toBeUndefined();
      await expectUnadjusted(order, lines);

      // Below its minimum the voucher no longer applies; back above it, it does again.
      const below = await intakeOk(order.id, [{ itemId: items.suit.id, quantity: 1 }]);
      expect(below).toMatchObject({ voucher: null, discountPercent: 0, subtotal: 450 });
      const back = await intakeOk(order.id, lines);
      expect(back).toMatchObject({ voucher: 'INTAKEOFF10', totalAmount: order.totalAmount });
    });

    it('keeps the booked percentage of a voucher deleted since, with no minimum', async () => {
      const { order, lines } = await bookedWithNewVoucher('INTAKEGONE10');
      await deleteVoucher('INTAKEGONE10');

      await expectUnadjusted(order, lines);

      // Its minimum went with it: fewer garments keep the booked percentage.
      const fewer = await intakeOk(order.id, [{ itemId: items.suit.id, quantity: 1 }]);
      expect(fewer).toMatchObject({
        subtotal: 450,
        voucher: 'INTAKEGONE10',
        discountPercent: 10,
        discountAmount: 45,
      });
      expect(await storedOrder(ctx, order.id, ['voucher_id', 'booked_voucher_code'])).toEqual({
        voucher_id: null,
        booked_voucher_code: 'INTAKEGONE10',
      });
      const back = await intakeOk(order.id, lines);
      expect(back).toMatchObject({ voucher: 'INTAKEGONE10', totalAmount: order.totalAmount });
    });

    it("keeps the booked percentage of a voucher deleted and made again at another; the new one's minimum counts", async () => {
      const { order, lines } = await bookedWithNewVoucher('INTAKEAGAIN10');
      await deleteVoucher('INTAKEAGAIN10');
      await launchVoucher('INTAKEAGAIN10', { discount: 60, minOrderValue: 800 });

      const quote = await call('POST', `/orders/${order.id}/items/quote`, staff, { items: lines });
      expect(quote.json<TOrderQuoteResponse>()).toMatchObject({
        voucher: 'INTAKEAGAIN10',
        discountPercent: 10,
        totalAmount: 810,
        voucherCheck: { accepted: true, discountPercent: 10, minOrderValue: 800 },
      });
      await expectUnadjusted(order, lines);

      // The minimum is the voucher row's (₹800 now), checked against the new subtotal.
      const fewer = await intakeOk(order.id, [{ itemId: items.suit.id, quantity: 1 }]);
      expect(fewer).toMatchObject({ subtotal: 450, voucher: null, discountPercent: 0 });
    });

    it('keeps a first-order voucher the order was booked with when an order placed before it is reopened', async () => {
      const customer = await createCustomer(ctx);
      const earlier = await place(customer, [{ itemId: items.shirt.id, quantity: 1 }], {
        day: 'Monday',
        slot: 1,
      });
      expect((await cancelOrder(ctx.app, customer, earlier.id)).statusCode).toBe(200);
      const lines = [{ itemId: items.suit.id, quantity: 2 }];
      const order = await place(customer, lines, { voucher: 'WELCOME20', day: 'Thursday' });
      expect(order).toMatchObject({ voucher: 'WELCOME20', discountPercent: 20, totalAmount: 720 });
      // The earlier order paid full price, so it may be reopened (docs/decisions/014).
      await setStatus(earlier.id, 'pending');

      await expectUnadjusted(order, lines);
      // Its minimum (₹500) still counts against the new subtotal.
      const fewer = await intakeOk(order.id, [{ itemId: items.suit.id, quantity: 1 }]);
      expect(fewer).toMatchObject({ voucher: null, discountPercent: 0, totalAmount: 450 });
    });

    it('keeps the referral welcome the order was booked with when an order placed before it is reopened', async () => {
      const referrer = await createCustomer(ctx);
      const referred = await createCustomer(ctx, { referrerId: referrer.id });
      // CLEAN20 ties with the welcome and is named; it is no first-order discount.
      const earlier = await place(referred, [{ itemId: items.suit.id, quantity: 3 }], {
        voucher: 'CLEAN20',
        day: 'Monday',
        slot: 1,
      });
      expect(earlier).toMatchObject({ discountSource: 'voucher', voucher: 'CLEAN20' });
      expect((await cancelOrder(ctx.app, referred, earlier.id)).statusCode).toBe(200);
      const lines = [{ itemId: items.saree.id, quantity: 2 }];
      const order = await place(referred, lines, { day: 'Thursday' });
      expect(order).toMatchObject({
        discountSource: 'referral',
        discountPercent: 20,
        totalAmount: 560,
      });
      await setStatus(earlier.id, 'pending');

      await expectUnadjusted(order, lines);
      const more = await intakeOk(order.id, [{ itemId: items.saree.id, quantity: 3 }]);
      expect(more).toMatchObject({ discountSource: 'referral', totalAmount: 840 });
    });

    it("keeps a referred customer's first-order welcome, and a first-order voucher on the first order", async () => {
      const referrer = await createCustomer(ctx);
      const referred = await createCustomer(ctx, { referrerId: referrer.id });
      const welcomed = await place(referred, [{ itemId: items.saree.id, quantity: 2 }], {
        day: 'Friday',
      });
      expect(welcomed).toMatchObject({ discountSource: 'referral', totalAmount: 560 });
      // A later order does not make the first one any less the first.
      await place(referred, [{ itemId: items.shirt.id, quantity: 1 }], { day: 'Saturday' });
      const counted = await intakeOk(welcomed.id, [{ itemId: items.saree.id, quantity: 3 }]);
      expect(counted).toMatchObject({
        subtotal: 1050,
        discountSource: 'referral',
        discountPercent: 20,
        totalAmount: 840,
      });

      const newcomer = await createCustomer(ctx);
      const first = await place(newcomer, [{ itemId: items.suit.id, quantity: 2 }], {
        voucher: 'WELCOME20',
        day: 'Friday',
      });
      const second = await place(newcomer, [{ itemId: items.suit.id, quantity: 2 }], {
        day: 'Saturday',
      });
      const recounted = await intakeOk(first.id, [{ itemId: items.suit.id, quantity: 3 }]);
      expect(recounted).toMatchObject({ voucher: 'WELCOME20', totalAmount: 1080 });
      // The second order never had the welcome, and intake does not give it one.
      const plain = await intakeOk(second.id, [{ itemId: items.suit.id, quantity: 3 }]);
      expect(plain).toMatchObject({ discountSource: null, totalAmount: 1350 });
    });

    it('keeps the price a garment was booked at; an added item is priced from the catalogue', async () => {
      const customer = await createCustomer(ctx);
      const order = await place(customer, [{ itemId: items.pant.id, quantity: 2 }], {
        day: 'Monday',
      });
      await ctx.database.db
        .updateTable('service_items')
        .set({ price_paise: 11000 })
        .where('id', '=', items.pant.id)
        .execute();
      try {
        const counted = await intakeOk(order.id, [
          { itemId: items.pant.id, quantity: 3 },
          { itemId: items.blouse.id, quantity: 1 },
        ]);
        expect(counted.items.map((item) => [item.name, item.price, item.lineTotal])).toEqual([
          ['Pant', 100, 300],
          ['Blouse', 100, 100],
        ]);
      } finally {
        await ctx.database.db
          .updateTable('service_items')
          .set({ price_paise: 10000 })
          .where('id', '=', items.pant.id)
          .execute();
      }
    });
  });

  describe('lines whose item left the catalogue', () => {
    /** A service of this test's own with one item; their ids. */
    const serviceWithItem = async (service: string, item: string, price: number) => {
      const created = await call('POST', '/createService', admin, {
        name: service,
        description: `${service} for this test`,
      });
      expect(created.statusCode, created.body).toBe(201);
      const serviceId = created.json<{ id: number }>().id;
      const added = await call('POST', `/createItem?serviceId=${serviceId}`, admin, {
        name: item,
        price,
      });
      expect(added.statusCode, added.body).toBe(201);
      return { serviceId, itemId: added.json<{ id: number }>().id };
    };

    /** A new customer's order of these lines, picked up in the day's second slot. */
    const newCustomerOrder = async (day: Weekday, lines: Line[]) => {
      const customer = await createCustomer(ctx);
      return { customer, order: await place(customer, lines, { day, slot: 1 }) };
    };

    it('keeps such a line by its order line, at its booked price and names, and re-counts it', async () => {
      const linen = await serviceWithItem('Intake Linen', 'Curtain', 150);
      const rugs = await serviceWithItem('Intake Rugs', 'Rug', 400);
      const { customer, order } = await newCustomerOrder('Sunday', [
        { itemId: items.suit.id, quantity: 1 },
        { itemId: linen.itemId, quantity: 2 },
        { itemId: rugs.itemId, quantity: 1 },
      ]);
      expect(order.subtotal).toBe(1150);
      // The shop deletes the curtain, and the rugs' whole service.
      expect((await call('DELETE', `/deleteItem/${linen.itemId}`, admin)).statusCode).toBe(200);
      expect((await call('DELETE', `/deleteService/${rugs.serviceId}`, admin)).statusCode).toBe(
        200,
      );
      const [suitLine, curtainLine, rugLine] = (await myOrder(customer, order.id))?.items ?? [];
      expect([suitLine?.itemId, curtainLine?.itemId, rugLine?.itemId]).toEqual([
        items.suit.id,
        null,
        null,
      ]);
      const booked = [
        { itemId: items.suit.id, quantity: 1 },
        { orderItemId: curtainLine?.id, quantity: 2 },
        { orderItemId: rugLine?.id, quantity: 1 },
      ];

      const quote = await call('POST', `/orders/${order.id}/items/quote`, staff, { items: booked });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json<TOrderQuoteResponse>()).toMatchObject({
        subtotal: 1150,
        totalAmount: 1150,
        lines: [
          { itemId: items.suit.id, name: 'Suit 2 piece', lineTotal: 450 },
          {
            itemId: null,
            serviceName: 'Intake Linen',
            name: 'Curtain',
            price: 150,
            lineTotal: 300,
          },
          { itemId: null, serviceName: 'Intake Rugs', name: 'Rug', price: 400, lineTotal: 400 },
        ],
      });
      const same = await call('PUT', `/orders/${order.id}/items`, staff, { items: booked });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json<TAdminOrder>()).toMatchObject({
        totalAmount: 1150,
        adjustedAtIntake: null,
        items: [
          { id: suitLine?.id, tags: [code(order.id, 1)] },
          { id: curtainLine?.id, tags: [code(order.id, 2), code(order.id, 3)] },
          { id: rugLine?.id, tags: [code(order.id, 4)] },
        ],
      });
      expect(await messagesOf(order.id, 'order_adjusted')).toEqual([]);

      const recounted = await call('PUT', `/orders/${order.id}/items`, staff, {
        items: [booked[0], { orderItemId: curtainLine?.id, quantity: 3 }],
      });
      expect(recounted.statusCode, recounted.body).toBe(200);
      const adjusted = recounted.json<TAdminOrder>();
      expect(adjusted).toMatchObject({ subtotal: 900, totalAmount: 900 });
      expect(adjusted.items).toEqual([
        expect.objectContaining({ id: suitLine?.id, quantity: 1 }),
        expect.objectContaining({
          id: curtainLine?.id,
          itemId: null,
          serviceName: 'Intake Linen',
          name: 'Curtain',
          price: 150,
          quantity: 3,
          lineTotal: 450,
          tags: [code(order.id, 2), code(order.id, 3), code(order.id, 5)],
        }),
      ]);
      expect(adjusted.adjustedAtIntake?.before).toMatchObject({ subtotal: 1150 });
    });

    it('is a 400 that changes nothing for a deleted item added anew, or a line that is not such a line of the order', async () => {
      const linen = await serviceWithItem('Intake Towels', 'Bath towel', 80);
      const { customer, order } = await newCustomerOrder('Wednesday', [
        { itemId: items.shirt.id, quantity: 1 },
        { itemId: linen.itemId, quantity: 2 },
      ]);
      const other = await place(customer, [{ itemId: items.shirt.id, quantity: 1 }], {
        day: 'Saturday',
        slot: 1,
      });
      expect((await call('DELETE', `/deleteItem/${linen.itemId}`, admin)).statusCode).toBe(200);
      const [shirtLine, towelLine] = (await myOrder(customer, order.id))?.items ?? [];
      const otherLine = (await myOrder(customer, other.id))?.items[0];

      expectRefusal(
        await intake(order.id, [
          { itemId: items.shirt.id, quantity: 1 },
          { itemId: linen.itemId, quantity: 2 },
        ]),
        400,
        { message: API_MESSAGES.order.itemNotFound, field: 'items.1.itemId' },
      );
      for (const orderItemId of [shirtLine?.id, otherLine?.id, 99_999_999]) {
        const refused = await call('PUT', `/orders/${order.id}/items`, staff, {
          items: [{ orderItemId, quantity: 1 }],
        });
        expectRefusal(refused, 400, {
          message: INTAKE_MESSAGES.notADeletedItemLine,
          field: 'items.0.orderItemId',
        });
      }
      for (const line of [
        { quantity: 1 },
        { itemId: items.shirt.id, orderItemId: towelLine?.id, quantity: 1 },
      ]) {
        const refused = await call('PUT', `/orders/${order.id}/items`, staff, { items: [line] });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json<{ field: string }>().field).toBe('items.0');
      }
      const repeated = await call('PUT', `/orders/${order.id}/items`, staff, {
        items: [
          { orderItemId: towelLine?.id, quantity: 1 },
          { orderItemId: towelLine?.id, quantity: 2 },
        ],
      });
      expect(repeated.statusCode).toBe(400);
      const seen = await myOrder(customer, order.id);
      expect(seen).toMatchObject({ totalAmount: 280, adjustedAtIntake: null });
      expect(seen?.items.map((item) => [item.quantity, item.tags])).toEqual([
        [1, []],
        [2, []],
      ]);
    });
  });

  describe('refusals', () => {
    let customer: TestCustomer;
    let order: TOrder;

    beforeAll(async () => {
      customer = await createCustomer(ctx);
      order = await place(customer, [{ itemId: items.shirt.id, quantity: 2 }], { day: 'Tuesday' });
    });

    const unchanged = async () => {
      const seen = await myOrder(customer, order.id);
      expect(seen).toMatchObject({ totalAmount: 240, adjustedAtIntake: null });
      expect(seen?.items.map((item) => [item.itemId, item.quantity, item.tags])).toEqual([
        [items.shirt.id, 2, []],
      ]);
    };

    it('is a 400 that changes nothing for an unknown or deleted item, a bad quantity, no lines or a repeated item', async () => {
      const deleted = await ctx.database.db
        .insertInto('service_items')
        .values({
          service_id: (
            await ctx.database.db
              .selectFrom('services')
              .select('id')
              .where('name', '=', 'Laundry')
              .executeTakeFirstOrThrow()
          ).id,
          name: 'Tablecloth',
          description: '',
          price_paise: 9000,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.database.db.deleteFrom('service_items').where('id', '=', deleted.id).execute();

      for (const itemId of [999_999, deleted.id]) {
        expectRefusal(await intake(order.id, [{ itemId, quantity: 1 }]), 400, {
          message: API_MESSAGES.order.itemNotFound,
          field: 'items.0.itemId',
        });
      }
      for (const lines of [
        [{ itemId: items.shirt.id, quantity: 0 }],
        [{ itemId: items.shirt.id, quantity: 101 }],
        [{ itemId: items.shirt.id, quantity: 1.5 }],
        [],
        [
          { itemId: items.shirt.id, quantity: 1 },
          { itemId: items.shirt.id, quantity: 2 },
        ],
      ]) {
        const refused = await intake(order.id, lines);
        expect(refused.statusCode, JSON.stringify(lines)).toBe(400);
        expect(refused.json<{ message: string }>().message).toEqual(expect.any(String));
      }
      expect((await call('PUT', `/orders/${order.id}/items`, staff, {})).statusCode).toBe(400);
      await unchanged();
    });

    it('is a 404 for no such order and a 409 once the order is past picked up', async () => {
      expectRefusal(await intake(99_999_999, [{ itemId: items.shirt.id, quantity: 1 }]), 404, {
        message: ADMIN_MESSAGES.orderNotFound,
      });
      await setStatus(order.id, 'processing');
      expectRefusal(await intake(order.id, [{ itemId: items.shirt.id, quantity: 3 }]), 409, {
        message: INTAKE_MESSAGES.intakeClosed,
        field: 'status',
      });
      const quote = await call('POST', `/orders/${order.id}/items/quote`, staff, {
        items: [{ itemId: items.shirt.id, quantity: 3 }],
      });
      expect(quote.statusCode).toBe(409);
      await unchanged();
      // Picked up is still intake's time.
      await setStatus(order.id, 'pick_up_done');
      expect((await intake(order.id, [{ itemId: items.shirt.id, quantity: 3 }])).statusCode).toBe(
        200,
      );
    });

    it('answers 401 to a guest and 403 to a customer on every intake route; staff may', async () => {
      const other = await place(customer, [{ itemId: items.pant.id, quantity: 1 }], {
        day: 'Sunday',
      });
      const routes = [
        ['PUT', `/orders/${other.id}/items`],
        ['POST', `/orders/${other.id}/items/quote`],
        ['GET', `/orders/${other.id}/labels.pdf`],
      ] as const;
      const body = { items: [{ itemId: items.pant.id, quantity: 2 }] };
      for (const [method, url] of routes) {
        const payload = method === 'GET' ? undefined : body;
        expect((await call(method, url, null, payload)).statusCode).toBe(401);
        expect((await call(method, url, customer, payload)).statusCode).toBe(403);
      }
      expect((await call('POST', routes[1][1], staff, body)).statusCode).toBe(200);
      expect((await call('PUT', routes[0][1], staff, body)).statusCode).toBe(200);
      expect((await call('GET', routes[2][1], staff)).statusCode).toBe(200);
    });
  });

  describe('garment tags', () => {
    let customer: TestCustomer;
    let order: TOrder;

    beforeAll(async () => {
      customer = await createCustomer(ctx);
      order = await place(
        customer,
        [
          { itemId: items.suit.id, quantity: 2 },
          { itemId: items.shirt.id, quantity: 1 },
        ],
        { day: 'Monday', slot: 1 },
      );
    });

    it('tags every garment when the lines are saved as they are, without an adjustment', async () => {
      const tagged = await intakeOk(order.id, [
        { itemId: items.suit.id, quantity: 2 },
        { itemId: items.shirt.id, quantity: 1 },
      ]);
      expect(tagged.items.map((item) => item.tags)).toEqual([
        [code(order.id, 1), code(order.id, 2)],
        [code(order.id, 3)],
      ]);
      expect(tagged.adjustedAtIntake).toBeNull();
      expect(tagged.totalAmount).toBe(order.totalAmount);
      expect(await messagesOf(order.id, 'order_adjusted')).toEqual([]);
      // Saving them again changes nothing.
      const again = await intakeOk(order.id, [
        { itemId: items.suit.id, quantity: 2 },
        { itemId: items.shirt.id, quantity: 1 },
      ]);
      expect(tagsOf(again)).toEqual(tagsOf(tagged));
    });

    it('keeps the codes of garments kept, and never gives a code to another garment', async () => {
      const recounted = await intakeOk(order.id, [
        { itemId: items.suit.id, quantity: 3 },
        { itemId: items.pant.id, quantity: 1 },
      ]);
      expect(recounted.items.map((item) => [item.name, item.tags])).toEqual([
        ['Suit 2 piece', [code(order.id, 1), code(order.id, 2), code(order.id, 4)]],
        ['Pant', [code(order.id, 5)]],
      ]);
      const fewer = await intakeOk(order.id, [
        { itemId: items.suit.id, quantity: 1 },
        { itemId: items.pant.id, quantity: 1 },
        { itemId: items.shirt.id, quantity: 1 },
      ]);
      expect(fewer.items.map((item) => item.tags)).toEqual([
        [code(order.id, 1)],
        [code(order.id, 5)],
        [code(order.id, 6)],
      ]);
      const rows = await ctx.database.db
        .selectFrom('garment_tags')
        .select(['code', 'retired_at'])
        .where('order_id', '=', order.id)
        .orderBy('seq')
        .execute();
      expect(rows.map((row) => [row.code, row.retired_at !== null])).toEqual([
        [code(order.id, 1), false],
        [code(order.id, 2), true],
        [code(order.id, 3), true],
        [code(order.id, 4), true],
        [code(order.id, 5), false],
        [code(order.id, 6), false],
      ]);
    });

    it("finds the order by a tag code in the admin search (a retired one too), and shows its lines' tags", async () => {
      const search = async (q: string) => {
        const response = await call(
          'GET',
          `/getAllOrders?q=${encodeURIComponent(q)}&pageSize=100`,
          staff,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json<TAdminOrdersPage>();
      };
      for (const q of [
        code(order.id, 1),
        ` ${code(order.id, 5).toLowerCase()} `,
        code(order.id, 2),
      ]) {
        const found = await search(q);
        expect(found.orders.map((row) => row.id)).toEqual([order.id]);
        expect(found.total).toBe(1);
      }
      expect(tagsOf((await search(code(order.id, 1))).orders[0] as TOrder)).toEqual([
        code(order.id, 1),
        code(order.id, 5),
        code(order.id, 6),
      ]);
      expect((await search(code(order.id, 99))).total).toBe(0);
    });

    it('moves the order version when a tag changes, so no rendered copy goes stale', async () => {
      const versionOf = async () => (await storedOrderState(ctx, order.id)).version;
      const before = await versionOf();
      await ctx.database.db
        .updateTable('garment_tags')
        .set({ retired_at: new Date().toISOString(), order_item_id: null })
        .where('code', '=', code(order.id, 6))
        .execute();
      expect(await versionOf()).toBeGreaterThan(before);
      const listed = await call('GET', `/getAllOrders?q=${order.id}`, staff);
      expect(tagsOf(listed.json<TAdminOrdersPage>().orders[0] as TOrder)).not.toContain(
        code(order.id, 6),
      );
    });

    it('records who did the intake, with the lines and money before and after', async () => {
      const entries = await ctx.database.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'entity', 'entity_id', 'before', 'after', 'request_id'])
        .where('entity', '=', 'order')
        .where('entity_id', '=', String(order.id))
        .where('action', '=', 'order.intake')
        .orderBy('id')
        .execute();
      // The first save tagged the garments, the second changed nothing, two more recounted.
      expect(entries).toHaveLength(3);
      const last = entries.at(-1);
      expect(last?.actor_id).toBe(staff.id);
      expect(last?.request_id).toEqual(expect.any(String));
      expect(JSON.parse(last?.before ?? 'null')).toMatchObject({
        items: [
          { name: 'Suit 2 piece', quantity: 3 },
          { name: 'Pant', quantity: 1 },
        ],
      });
      expect(JSON.parse(last?.after ?? 'null')).toMatchObject({
        items: [{ quantity: 1 }, { quantity: 1 }, { name: 'Shirt', tags: [code(order.id, 6)] }],
        totalAmount: 670,
      });
    });
  });

  describe('labels.pdf', () => {
    it('is a PDF of one label a garment, 24 to a page, each with its code and the name as written', async () => {
      const customer = await createCustomer(ctx);
      await ctx.database.db
        .updateTable('users')
        .set({ first_name: 'ಅನಿತಾ', last_name: 'ರಾವ್' })
        .where('id', '=', customer.id)
        .execute();
      const order = await place(customer, [{ itemId: items.shirt.id, quantity: 20 }], {
        day: 'Tuesday',
        slot: 1,
      });
      const before = await call('GET', `/orders/${order.id}/labels.pdf`, staff);
      expectRefusal(before, 409, { message: INTAKE_MESSAGES.noTagsYet });
      await intakeOk(order.id, [
        { itemId: items.shirt.id, quantity: 20 },
        { itemId: items.saree.id, quantity: 6 },
      ]);

      const response = await call('GET', `/orders/${order.id}/labels.pdf`, staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
      const shown = await pdfTextOf(pdf);
      for (let seq = 1; seq <= 26; seq += 1) {
        expect(shown, code(order.id, seq)).toContain(`${code(order.id, seq)} ಅನಿತಾ ರಾವ್ `);
      }
      expect(shown).not.toContain('?');
      expectRefusal(await call('GET', '/orders/99999999/labels.pdf', staff), 404, {
        message: ADMIN_MESSAGES.orderNotFound,
      });
    });
  });
});
