import {
  gstSplitOf,
  SHOP_SETTINGS_MESSAGES,
  type TLoyaltyResponse,
  type TOrder,
  type TOrderQuoteResponse,
  type TShopSettings,
  type Weekday,
} from '@freshfold/shared';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCustomer,
  loyaltyEntriesOf,
  loyaltyPointsOf,
  type TestCustomer,
} from '../../../test/customers.js';
import {
  expectRefusal,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../../test/helpers.js';
import { pdfTextOf } from '../../../test/pdf.js';
import {
  cancelOrder,
  myOrders,
  orderRequest,
  pickupOn,
  placedOrder,
  placeOrder,
  setOrderStatus,
  storedOrder,
  type Pickup,
} from '../../../test/orders.js';
import type { InvoiceSnapshot } from '../invoices/invoice-pdf.js';

/**
 * Loyalty points spent at checkout, and the shop's delivery fee and minimum order: the one
 * quote, the placed order, the invoice and the amount due agree; refusals change nothing.
 */
describe(`points, delivery fee and minimum order (${TEST_DB_KIND})`, () => {
  const ctx: TestContext = testAppSuite({ environment: { GSTIN: '29ABCDE1234F1Z5' } });
  let admin: TestCustomer;
  let staff: TestCustomer;
  /** Catalogue items (id and price in paise), the cheapest first. */
  let items: { id: number; price_paise: number }[];

  beforeAll(async () => {
    admin = await createCustomer(ctx, { role: 'admin' });
    staff = await createCustomer(ctx, { role: 'staff' });
    items = await ctx.database.db
      .selectFrom('service_items')
      .select(['id', 'price_paise'])
      .orderBy('price_paise')
      .orderBy('id')
      .execute();
  });

  // Each test starts with the shop's default: no fee, no minimum.
  beforeEach(async () => {
    await ctx.database.db
      .updateTable('shop_settings')
      .set({ delivery_fee_paise: 0, minimum_order_paise: 0 })
      .execute();
  });

  const putSettings = (settings: unknown, by: TestCustomer = admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: by.auth,
      payload: settings as object,
    });

  const setCharges = async (deliveryFee: number, minimumOrder: number) => {
    const response = await putSettings({ deliveryFee, minimumOrder });
    expect(response.statusCode, response.body).toBe(200);
  };

  const givePoints = async (customer: TestCustomer, points: number) => {
    await ctx.database.db
      .updateTable('users')
      .set({ loyalty_points: points })
      .where('id', '=', customer.id)
      .execute();
  };

  const quote = async (customer: TestCustomer | null, body: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: customer?.auth ?? {},
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TOrderQuoteResponse>();
  };

  const setStatus = (orderId: number, status: string) =>
    setOrderStatus(ctx.app, admin, orderId, status);

  /** The invoice issued for an order: its stored amounts, and its snapshot parsed. */
  const invoiceOf = async (orderId: number) => {
    const invoice = await ctx.database.db
      .selectFrom('invoices')
      .select(['total_paise', 'taxable_paise', 'cgst_paise', 'sgst_paise', 'snapshot'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { invoice, snapshot: JSON.parse(invoice.snapshot) as InvoiceSnapshot };
  };

  const ordersOf = async (customer: TestCustomer) =>
    (
      await ctx.database.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', customer.id)
        .execute()
    ).length;

  /**
   * A new customer holding `points`, with a pickup on `day` (in its slot `slot`), the shop's
   * delivery fee set at `fee` and no minimum.
   */
  const customerWithPoints = async (points: number, fee: number, day: Weekday, slot = 0) => {
    const customer = await createCustomer(ctx);
    const pickup = await pickupOn(ctx, day, 50, slot);
    await setCharges(fee, 0);
    await givePoints(customer, points);
    return { customer, pickup };
  };

  /** The order of `quantity` shirts at `pickup`, `points` spent on it (fails unless 201). */
  const placedWithPoints = (
    customer: TestCustomer,
    quantity: number,
    pickup: Pickup,
    points: number,
  ) =>
    placedOrder(ctx.app, customer, {
      ...orderRequest(lines(quantity), pickup),
      pointsToRedeem: points,
    });

  /** Lines worth exactly `rupees` of the cheapest item (its price divides it). */
  const shirt = () => items[0] as { id: number; price_paise: number };
  const lines = (quantity: number) => [{ itemId: shirt().id, quantity }];

  describe('the settings', () => {
    it('are off by default, admins change them (audited), and bad input changes nothing', async () => {
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: admin.auth,
      });
      expect(read.json<TShopSettings>()).toEqual({ deliveryFee: 0, minimumOrder: 0 });
      expect((await putSettings({ deliveryFee: 40, minimumOrder: 200 }, staff)).statusCode).toBe(
        403,
      );

      for (const bad of [
        { deliveryFee: -1, minimumOrder: 0 },
        { deliveryFee: 10.005, minimumOrder: 0 },
        { deliveryFee: 0, minimumOrder: 10_001 },
        { deliveryFee: '40', minimumOrder: 0 },
        { deliveryFee: 40 },
      ]) {
        const refused = await putSettings(bad);
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(
        await ctx.database.db.selectFrom('shop_settings').selectAll().executeTakeFirstOrThrow(),
      ).toMatchObject({ delivery_fee_paise: 0, minimum_order_paise: 0 });

      const saved = await putSettings({ deliveryFee: 40.5, minimumOrder: 200 });
      expect(saved.json()).toEqual({ deliveryFee: 40.5, minimumOrder: 200 });
      const audit = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after', 'actor_id'])
        .where('action', '=', 'settings.charges')
        .execute();
      expect(audit).toEqual([
        {
          action: 'settings.charges',
          actor_id: admin.id,
          before: JSON.stringify({ deliveryFee: 0, minimumOrder: 0 }),
          after: JSON.stringify({ deliveryFee: 40.5, minimumOrder: 200 }),
        },
      ]);
      await setCharges(0, 0);
    });
  });

  describe('the delivery fee and the minimum order', () => {
    it('are in the quote, refuse an order below the minimum and are charged on the order', async () => {
      const customer = await createCustomer(ctx);
      const pickup = await pickupOn(ctx, 'Monday', 50);
      const price = shirt().price_paise / 100;
      // A minimum of four shirts and a fee of ₹40.
      await setCharges(40, price * 4);

      const below = await quote(customer, { items: lines(3) });
      expect(below).toMatchObject({
        subtotal: price * 3,
        deliveryFee: 40,
        minimumOrder: price * 4,
        minimumOrderMet: false,
        minimumOrderMessage: SHOP_SETTINGS_MESSAGES.minimumNotMet(price * 4, price),
        totalAmount: price * 3 + 40,
      });
      const refused = await placeOrder(ctx.app, customer, orderRequest(lines(3), pickup));
      expectRefusal(refused, 400, {
        message: SHOP_SETTINGS_MESSAGES.minimumNotMet(price * 4, price),
        field: 'items',
      });
      expect(await ordersOf(customer)).toBe(0);

      const met = await quote(customer, { items: lines(4) });
      expect(met).toMatchObject({ minimumOrderMet: true, totalAmount: price * 4 + 40 });
      expect(met.minimumOrderMessage).toBeUndefined();
      const placed = await placeOrder(ctx.app, customer, orderRequest(lines(4), pickup));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json<TOrder>()).toMatchObject({
        subtotal: price * 4,
        deliveryFee: 40,
        pointsRedeemed: 0,
        totalAmount: price * 4 + 40,
        amountDue: price * 4 + 40,
      });
      // A fee changed later leaves the placed order as it was charged.
      await setCharges(60, 0);
      const mine = await myOrders(ctx.app, customer);
      expect(mine[0]).toMatchObject({
        deliveryFee: 40,
        totalAmount: price * 4 + 40,
      });
      await setCharges(0, 0);
    });

    it('off (the default), the quote and the order are as before', async () => {
      const customer = await createCustomer(ctx);
      const body = { items: lines(2) };
      const price = shirt().price_paise / 100;
      expect(await quote(null, body)).toMatchObject({
        deliveryFee: 0,
        pointsRedeemed: 0,
        minimumOrder: 0,
        minimumOrderMet: true,
        points: null,
        totalAmount: price * 2,
      });
      expect((await quote(customer, body)).points).toEqual({ balance: 0, maxRedeemable: 0 });
    });
  });

  describe('loyalty points at checkout', () => {
    it('refuses more than half the total after discount, or more than the balance, changing nothing', async () => {
      const customer = await createCustomer(ctx);
      const pickup = await pickupOn(ctx, 'Tuesday', 50);
      const quantity = 10;
      const total = (shirt().price_paise * quantity) / 100;
      const half = Math.floor(total / 2);
      await givePoints(customer, half + 50);

      expect((await quote(customer, { items: lines(quantity) })).points).toEqual({
        balance: half + 50,
        maxRedeemable: half,
      });
      const overHalf = await quote(customer, { items: lines(quantity), pointsToRedeem: half + 1 });
      expect(overHalf).toMatchObject({
        pointsRedeemed: 0,
        totalAmount: total,
        pointsMessage: SHOP_SETTINGS_MESSAGES.pointsOverHalf(half),
      });
      expectRefusal(
        await placeOrder(ctx.app, customer, {
          ...orderRequest(lines(quantity), pickup),
          pointsToRedeem: half + 1,
        }),
        400,
        { message: SHOP_SETTINGS_MESSAGES.pointsOverHalf(half), field: 'pointsToRedeem' },
      );

      await givePoints(customer, 7);
      expectRefusal(
        await placeOrder(ctx.app, customer, {
          ...orderRequest(lines(quantity), pickup),
          pointsToRedeem: 8,
        }),
        400,
        { message: SHOP_SETTINGS_MESSAGES.pointsOverBalance(7), field: 'pointsToRedeem' },
      );
      for (const bad of [-1, 2.5, '5']) {
        const refused = await placeOrder(ctx.app, customer, {
          ...orderRequest(lines(quantity), pickup),
          pointsToRedeem: bad,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ field?: string }>().field).toBe('pointsToRedeem');
      }
      expect(await ordersOf(customer)).toBe(0);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(7);
      expect(await loyaltyEntriesOf(ctx, customer.id)).toEqual([]);
    });

    it('are taken in the order’s transaction: an order refused for a full slot spends none', async () => {
      const [customer, other] = [await createCustomer(ctx), await createCustomer(ctx)];
      const pickup = await pickupOn(ctx, 'Wednesday', 1);
      expect((await placeOrder(ctx.app, other, orderRequest(lines(4), pickup))).statusCode).toBe(
        201,
      );
      await givePoints(customer, 100);
      const refused = await placeOrder(ctx.app, customer, {
        ...orderRequest(lines(10), pickup),
        pointsToRedeem: 5,
      });
      expect(refused.statusCode).toBe(409);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(100);
      expect(await loyaltyEntriesOf(ctx, customer.id)).toEqual([]);
    });

    it('are spent, given back once on cancellation, and taken again on reopening', async () => {
      const { customer, pickup } = await customerWithPoints(30, 25, 'Thursday');
      const quantity = 10;
      const afterDiscount = (shirt().price_paise * quantity) / 100;
      const quoted = await quote(customer, { items: lines(quantity), pointsToRedeem: 20 });
      expect(quoted).toMatchObject({
        deliveryFee: 25,
        pointsRedeemed: 20,
        totalAmount: afterDiscount + 25 - 20,
      });
      const order = await placedWithPoints(customer, quantity, pickup, 20);
      expect(order).toMatchObject({
        deliveryFee: 25,
        pointsRedeemed: 20,
        totalAmount: quoted.totalAmount,
        amountDue: quoted.totalAmount,
      });
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(10);
      // A retry with the same Idempotency-Key answers this order and spends nothing more; the
      // key with other points is another request (422).
      const key = { 'idempotency-key': `points-${String(order.id)}` };
      const evening = await pickupOn(ctx, 'Thursday', 50, 1);
      const body = { ...orderRequest(lines(quantity), evening), pointsToRedeem: 5 };
      expect((await placeOrder(ctx.app, customer, body, key)).statusCode).toBe(201);
      expect((await placeOrder(ctx.app, customer, body, key)).statusCode).toBe(201);
      expect(
        (await placeOrder(ctx.app, customer, { ...body, pointsToRedeem: 6 }, key)).statusCode,
      ).toBe(422);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(5);
      const [, again] = await ctx.database.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', customer.id)
        .orderBy('id')
        .execute();
      expect((await cancelOrder(ctx.app, customer, again?.id ?? 0)).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(10);

      expect((await cancelOrder(ctx.app, customer, order.id)).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(30);
      // Cancelled again by the shop: nothing more comes back.
      expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(30);

      // Reopened: the points are spent again; cancelled again: back once more.
      expect((await setStatus(order.id, 'pending')).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(10);
      expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(30);

      // With too few points left, reopening is refused and changes nothing.
      await givePoints(customer, 19);
      const refused = await setStatus(order.id, 'pending');
      expectRefusal(refused, 409, {
        message: SHOP_SETTINGS_MESSAGES.reopenPointsShort(20, 19),
        field: 'status',
      });
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(19);
      const stored = await storedOrder(ctx, order.id, ['status']);
      expect(stored.status).toBe('cancelled');
      expect(
        (await loyaltyEntriesOf(ctx, customer.id)).filter((entry) => entry.order_id === order.id),
      ).toEqual([
        { points: -20, reason: 'order_redeemed', order_id: order.id },
        { points: 20, reason: 'order_returned', order_id: order.id },
        { points: -20, reason: 'order_redeemed', order_id: order.id },
        { points: 20, reason: 'order_returned', order_id: order.id },
      ]);
      await setCharges(0, 0);
    });

    it('two orders at once cannot spend the same points: one is refused, the balance never goes below 0', async () => {
      const customer = await createCustomer(ctx);
      await givePoints(customer, 30);
      const [morning, evening] = [
        await pickupOn(ctx, 'Sunday', 50, 0),
        await pickupOn(ctx, 'Sunday', 50, 1),
      ];
      const responses = await Promise.all(
        [morning, evening].map((pickup) =>
          placeOrder(ctx.app, customer, { ...orderRequest(lines(10), pickup), pointsToRedeem: 20 }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
      const refused = responses.find((response) => response.statusCode === 400);
      expect(refused?.json()).toEqual({
        message: SHOP_SETTINGS_MESSAGES.pointsOverBalance(10),
        field: 'pointsToRedeem',
      });
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(10);
      expect((await loyaltyEntriesOf(ctx, customer.id)).map((entry) => entry.points)).toEqual([
        -20,
      ]);
    });

    it('intake keeps the fee and the points the order was placed with', async () => {
      const { customer, pickup } = await customerWithPoints(100, 30, 'Monday', 1);
      const order = await placedWithPoints(customer, 10, pickup, 12);
      await setCharges(80, 0);
      const adjusted = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${String(order.id)}/items`,
        headers: staff.auth,
        payload: { items: lines(6) },
      });
      expect(adjusted.statusCode, adjusted.body).toBe(200);
      const price = shirt().price_paise / 100;
      expect(adjusted.json<TOrder>()).toMatchObject({
        subtotal: price * 6,
        deliveryFee: 30,
        pointsRedeemed: 12,
        totalAmount: price * 6 + 30 - 12,
        amountDue: price * 6 + 30 - 12,
      });
      expect(adjusted.json<TOrder>().adjustedAtIntake?.before).toMatchObject({
        deliveryFee: 30,
        pointsRedeemed: 12,
        totalAmount: order.totalAmount,
      });
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(88);
    });

    it('show on the invoice, earn points at completion, and the history lists them', async () => {
      const { customer, pickup } = await customerWithPoints(300, 40, 'Friday');
      const quantity = 20;
      const order = await placedWithPoints(customer, quantity, pickup, 15);
      const totalPaise = Math.round(order.totalAmount * 100);
      expect((await setStatus(order.id, 'completed')).statusCode).toBe(200);

      const { invoice, snapshot } = await invoiceOf(order.id);
      expect(snapshot).toMatchObject({ deliveryFeePaise: 4000, pointsRedeemedPaise: 1500 });
      expect(invoice.total_paise).toBe(totalPaise);
      expect(invoice).toMatchObject({
        taxable_paise: gstSplitOf(totalPaise).taxablePaise,
        cgst_paise: gstSplitOf(totalPaise).cgstPaise,
      });
      const pdf = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${String(order.id)}/invoice.pdf`,
        headers: customer.auth,
      });
      const text = await pdfTextOf(pdf.rawPayload);
      expect(text).toContain('Delivery fee ₹40.00');
      expect(text).toContain('Loyalty points redeemed (15) - ₹15.00');

      const earned = Math.floor(totalPaise / 10_000);
      expect(await loyaltyPointsOf(ctx, customer.id)).toBe(300 - 15 + earned);
      const history = await ctx.app.inject({
        method: 'GET',
        url: '/api/authUser/loyalty',
        headers: customer.auth,
      });
      expect(history.json<TLoyaltyResponse>()).toMatchObject({
        balance: 300 - 15 + earned,
        entries: [
          { kind: 'earned', points: earned, orderId: order.id },
          { kind: 'redeemed', points: -15, orderId: order.id },
        ],
      });
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/authUser/loyalty' })).statusCode,
      ).toBe(401);
      await setCharges(0, 0);
    });
  });

  describe('the money agrees everywhere (property)', () => {
    it('quote, placed order, invoice and amount due agree to the paisa for random carts, vouchers, points and fees', async () => {
      const customer = await createCustomer(ctx);
      const pickup: Pickup = await pickupOn(ctx, 'Saturday', 10_000);
      const runs = TEST_DB_KIND === 'postgres' ? 12 : 20;
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              index: fc.nat({ max: Math.max(0, items.length - 1) }),
              quantity: fc.integer({ min: 1, max: 12 }),
            }),
            { minLength: 1, maxLength: 5 },
          ),
          fc.constantFrom(null, 'WELCOME10', 'CLEAN20'),
          fc.integer({ min: 0, max: 20_000 }).map((paise) => paise / 100),
          fc.nat({ max: 3000 }),
          fc.double({ min: 0, max: 1.2, noNaN: true }),
          async (cart, voucher, fee, balance, share) => {
            await setCharges(fee, 0);
            await givePoints(customer, balance);
            const byItem = new Map<number, number>();
            for (const line of cart) {
              const item = items[line.index] ?? shirt();
              byItem.set(item.id, Math.min(100, (byItem.get(item.id) ?? 0) + line.quantity));
            }
            const orderLines = [...byItem].map(([itemId, quantity]) => ({ itemId, quantity }));
            const first = await quote(customer, { items: orderLines, voucherCode: voucher });
            const code = first.voucherCheck?.accepted ? voucher : null;
            const max = first.points?.maxRedeemable ?? 0;
            const points = Math.floor(max * share);
            const quoted = await quote(customer, {
              items: orderLines,
              voucherCode: code,
              pointsToRedeem: points,
            });
            const placedResponse = await placeOrder(ctx.app, customer, {
              ...orderRequest(orderLines, pickup, code),
              pointsToRedeem: points,
            });
            if (points > max) {
              // More than may be spent (a share above 1): refused, nothing spent.
              expect(placedResponse.statusCode).toBe(400);
              expect(quoted.pointsMessage).toBeDefined();
              expect(await loyaltyPointsOf(ctx, customer.id)).toBe(balance);
              return;
            }
            expect(placedResponse.statusCode, placedResponse.body).toBe(201);
            const placed = placedResponse.json<TOrder>();
            const money = (figures: TOrder | TOrderQuoteResponse) => ({
              subtotal: figures.subtotal,
              discountAmount: figures.discountAmount,
              deliveryFee: figures.deliveryFee,
              pointsRedeemed: figures.pointsRedeemed,
              totalAmount: figures.totalAmount,
            });
            expect(money(placed)).toEqual(money(quoted));
            const paise = (rupees: number) => Math.round(rupees * 100);
            expect(paise(placed.totalAmount)).toBe(
              paise(placed.subtotal) -
                paise(placed.discountAmount) +
                paise(placed.deliveryFee) -
                paise(placed.pointsRedeemed),
            );
            expect(placed.pointsRedeemed).toBeLessThanOrEqual(
              Math.floor((paise(placed.subtotal) - paise(placed.discountAmount)) / 200),
            );
            expect(placed.amountDue).toBe(placed.totalAmount);
            expect(await loyaltyPointsOf(ctx, customer.id)).toBe(balance - points);

            expect((await setStatus(placed.id, 'completed')).statusCode).toBe(200);
            const { invoice, snapshot } = await invoiceOf(placed.id);
            expect(invoice.total_paise).toBe(paise(placed.totalAmount));
            expect(invoice.taxable_paise + invoice.cgst_paise + invoice.sgst_paise).toBe(
              invoice.total_paise,
            );
            expect(
              snapshot.subtotalPaise -
                (snapshot.discount?.paise ?? 0) +
                snapshot.deliveryFeePaise -
                (snapshot.pointsRedeemedPaise ?? 0),
            ).toBe(invoice.total_paise);
            expect(snapshot.deliveryFeePaise).toBe(paise(quoted.deliveryFee));
            expect(snapshot.pointsRedeemedPaise).toBe(paise(quoted.pointsRedeemed));
            const view = await myOrders(ctx.app, customer);
            const listed = view.find((order) => order.id === placed.id);
            expect(listed && money(listed)).toEqual(money(quoted));
            expect(listed?.amountDue).toBe(quoted.totalAmount);
          },
        ),
        { numRuns: runs, seed: 20261201 },
      );
      await setCharges(0, 0);
    });
  });
});
