import { addDays, MAX_ORDER_NOTES, type TAdminOrdersPage, type TOrder } from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  itemNamed,
  outboxMessagesOf,
  type TestCustomer,
} from '../../../test/customers.js';
import { expectRefusal, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import {
  cancelOrder,
  myOrders,
  orderingShop,
  orderRequest,
  pickupOn,
  placedOrder,
  placeOrder,
  setOrderStatus,
  storedOrder,
  type Pickup,
} from '../../../test/orders.js';
import { renderMessage } from '../notifications/templates/render.js';
import type { NotificationData } from '../notifications/templates/data.js';

/**
 * Special instructions: the customer's notes for the shop, given at checkout, trimmed and at
 * most 500 characters, carried by every answer that shows the order (the customer's and the
 * shop's), kept by the database under the same limit.
 */
describe(`order notes (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  const shop = orderingShop(ctx, 'Laundry');
  let pickup: Pickup;

  beforeAll(async () => {
    pickup = await pickupOn(ctx, 'Thursday', 10_000);
  });

  /** An order's body with these notes (left out when undefined), each in a slot of its own. */
  const withNotes = (notes?: unknown) => ({
    ...orderRequest([{ itemId: shop.shirt.id, quantity: 2 }], pickup),
    ...(notes === undefined ? {} : { notes }),
  });

  const place = (customer: TestCustomer, body: unknown, headers: Record<string, string> = {}) =>
    placeOrder(ctx.app, customer, body, headers);

  const adminSearch = async (orderId: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/getAllOrders?q=${String(orderId)}`,
        headers: shop.admin.auth,
      })
    ).json<TAdminOrdersPage>().orders;

  /** The n-th Thursday from the first (n = 0..3): a customer holds one open order per slot. */
  const thursday = (n: number) => ({ pickupDate: addDays(pickup.pickupDate, 7 * n) });

  it('takes notes trimmed and answers them with the order, in the lists and the shop’s views', async () => {
    const customer = await createCustomer(ctx);
    const placed = await placedOrder(
      ctx.app,
      customer,
      withNotes('  Coffee stain on the left cuff.\nGate code 4711  '),
    );
    const notes = 'Coffee stain on the left cuff.\nGate code 4711';
    expect(placed.notes).toBe(notes);

    expect((await myOrders(ctx.app, customer)).map((order) => order.notes)).toEqual([notes]);
    const [listed] = await adminSearch(placed.id);
    expect(listed).toMatchObject({ id: placed.id, notes });

    const updated = await setOrderStatus(ctx.app, shop.admin, placed.id, 'pick_up_done');
    expect(updated.json<TOrder>().notes).toBe(notes);
    const stored = await storedOrder(ctx, placed.id, ['notes']);
    expect(stored.notes).toBe(notes);
  });

  it('keeps no notes as null: left out, null, empty or blank', async () => {
    const customer = await createCustomer(ctx);
    const answers: (string | null)[] = [];
    for (const [n, notes] of [undefined, null, '', '   \n\t '].entries()) {
      answers.push(
        (await placedOrder(ctx.app, customer, { ...withNotes(notes), ...thursday(n) })).notes,
      );
    }
    expect(answers).toEqual([null, null, null, null]);
    expect((await myOrders(ctx.app, customer)).map((order) => order.notes)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('takes 500 characters, refuses 501 with the field named and places nothing', async () => {
    const customer = await createCustomer(ctx);
    const longest = 'x'.repeat(MAX_ORDER_NOTES);
    const accepted = await place(customer, withNotes(`  ${longest}  `));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<TOrder>().notes).toBe(longest);

    expectRefusal(await place(customer, { ...withNotes(`${longest}y`), ...thursday(1) }), 400, {
      message: 'Special instructions can be at most 500 characters',
      field: 'notes',
    });
    expect((await place(customer, { ...withNotes(42), ...thursday(1) })).json()).toMatchObject({
      field: 'notes',
    });
    expect(await myOrders(ctx.app, customer)).toHaveLength(1);
  });

  it('refuses in the database too: notes longer than 500 characters are never stored', async () => {
    const customer = await createCustomer(ctx);
    const { id } = (await place(customer, withNotes('Ring the bell'))).json<TOrder>();
    await expect(
      ctx.database.db
        .updateTable('orders')
        .set({ notes: 'x'.repeat(MAX_ORDER_NOTES + 1) })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow();
  });

  it('shows notes changed in the database on the next read of a kept order view', async () => {
    const customer = await createCustomer(ctx);
    const { id } = (await place(customer, withNotes('Call before coming'))).json<TOrder>();
    expect((await myOrders(ctx.app, customer))[0]?.notes).toBe('Call before coming');
    // Changed behind the app's back (another instance, a fix by hand): the order's stamp moves.
    await ctx.database.db
      .updateTable('orders')
      .set({ notes: 'Leave with the guard' })
      .where('id', '=', id)
      .execute();
    expect((await myOrders(ctx.app, customer))[0]?.notes).toBe('Leave with the guard');
    expect((await adminSearch(id))[0]?.notes).toBe('Leave with the guard');
    const cancelled = await cancelOrder(ctx.app, customer, id);
    expect(cancelled.json<TOrder>().notes).toBe('Leave with the guard');
  });

  it('counts notes in an Idempotency-Key: the same notes replay the order, other notes are 422', async () => {
    const customer = await createCustomer(ctx);
    const key = { 'idempotency-key': `notes-${String(customer.id)}` };
    const first = await place(customer, withNotes('Starch the collars'), key);
    expect(first.statusCode).toBe(201);
    const again = await place(customer, withNotes('  Starch the collars '), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<TOrder>().id).toBe(first.json<TOrder>().id);
    expect((await place(customer, withNotes('No starch'), key)).statusCode).toBe(422);
  });
});

describe(`order notes in the shop's new-order e-mail (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite({ environment: { SHOP_EMAIL: 'counter@freshfold.test' } });

  const shopMessageOf = async (orderId: number) => {
    const [row] = await outboxMessagesOf(ctx, 'shop_new_order', orderId);
    if (!row) throw new Error(`no new-order message for order ${String(orderId)}`);
    const data = JSON.parse(row.data) as NotificationData;
    return (await renderMessage(data, 'email', { publicUrl: 'https://shop.example' })).text;
  };

  it('tells the shop the special instructions with the order, and nothing when there are none', async () => {
    const customer = await createCustomer(ctx);
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const pickup = await pickupOn(ctx, 'Thursday', 10_000);
    const lines = [{ itemId: shirt.id, quantity: 1 }];
    const withNotes = await placeOrder(ctx.app, customer, {
      ...orderRequest(lines, pickup),
      notes: 'Silk saree: <b>no</b> starch',
    });
    expect(await shopMessageOf(withNotes.json<TOrder>().id)).toContain(
      'Special instructions: Silk saree: <b>no</b> starch',
    );
    const without = await placeOrder(ctx.app, customer, {
      ...orderRequest(lines, pickup),
      pickupDate: addDays(pickup.pickupDate, 7),
    });
    expect(await shopMessageOf(without.json<TOrder>().id)).not.toContain('Special instructions');
  });
});
