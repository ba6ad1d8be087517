import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from './tables.js';
import {
  createTestApp,
  onOlderDatabase,
  TEST_DB_KIND,
  type TestContext,
} from '../../test/helpers.js';
import { insertOrderRow } from '../../test/customers.js';
import { migrateToLatest } from './migrate.js';

/**
 * `slot_bookings` and `order_counts` are kept by triggers on `orders`; whatever happens to the
 * orders, they must say what counting the orders says.
 */
describe(`counts kept by the database (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  let userId: number;
  let slots: number[];
  const dates = ['2030-01-07', '2030-01-14'];

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    userId = (
      await db.selectFrom('users').select('id').where('role', '=', 'user').executeTakeFirstOrThrow()
    ).id;
    slots = (await db.selectFrom('pickup_slots').select('id').orderBy('id').limit(2).execute()).map(
      (slot) => slot.id,
    );
  });
  afterAll(() => ctx.close());

  /** Places taken, keyed `date/slot id`. */
  function takenBySlot(
    rows: { pickup_date: string; pickup_slot_id: number; taken: number }[],
  ): Record<string, number> {
    return Object.fromEntries(
      rows.map((row) => [`${row.pickup_date}/${row.pickup_slot_id}`, row.taken]),
    );
  }

  async function counted(): Promise<Record<string, number>> {
    const rows = await ctx.database.db
      .selectFrom('orders')
      .select(['pickup_date', 'pickup_slot_id'])
      .select((eb) => eb.fn.countAll<number>().as('taken'))
      .where('status', '<>', 'cancelled')
      .groupBy(['pickup_date', 'pickup_slot_id'])
      .execute();
    return takenBySlot(rows);
  }

  async function kept(): Promise<Record<string, number>> {
    const rows = await ctx.database.db
      .selectFrom('slot_bookings')
      .select(['pickup_date', 'pickup_slot_id', 'taken'])
      .where('taken', '>', 0)
      .execute();
    return takenBySlot(rows);
  }

  async function countedByStatus(): Promise<Record<string, number>> {
    const rows = await ctx.database.db
      .selectFrom('orders')
      .select('status')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  }

  async function keptByStatus(): Promise<Record<string, number>> {
    const rows = await ctx.database.db
      .selectFrom('order_counts')
      .select('status')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.filter((row) => row.n > 0).map((row) => [row.status, row.n]));
  }

  /** Both kept figures agree with counting the orders. */
  async function expectExact() {
    expect(await kept()).toEqual(await counted());
    expect(await keptByStatus()).toEqual(await countedByStatus());
  }

  const place = (date: string, slotId: number, status: OrderStatus = 'pending') =>
    insertOrderRow(ctx, { userId, slotId, status, pickupDate: date });

  const update = (id: number, values: Partial<Record<'status' | 'pickup_date', string>>) =>
    ctx.database.db
      .updateTable('orders')
      .set(values as never)
      .where('id', '=', id)
      .execute();

  it('follows orders placed, cancelled, restored, moved and deleted', async () => {
    const [first = 0, second = 0] = slots;
    const [monday = '', nextMonday = ''] = dates;
    const a = await place(monday, first);
    const b = await place(monday, first);
    const c = await place(monday, second);
    await place(nextMonday, first, 'cancelled');
    expect(await kept()).toEqual({ [`${monday}/${first}`]: 2, [`${monday}/${second}`]: 1 });
    expect(await keptByStatus()).toEqual({ pending: 3, cancelled: 1 });
    await expectExact();

    // Moving between statuses that hold the place changes nothing.
    await update(a, { status: 'pick_up_done' });
    await expectExact();

    await update(b, { status: 'cancelled' });
    expect((await kept())[`${monday}/${first}`]).toBe(1);
    expect(await keptByStatus()).toEqual({ pending: 1, pick_up_done: 1, cancelled: 2 });
    await update(b, { status: 'pending' });
    expect((await kept())[`${monday}/${first}`]).toBe(2);
    await expectExact();

    // Moved to another date: the old place is freed, the new one taken.
    await update(c, { pickup_date: nextMonday });
    expect(await kept()).toEqual({ [`${monday}/${first}`]: 2, [`${nextMonday}/${second}`]: 1 });
    // Moved and cancelled at once: the old place is freed, no new one taken.
    await update(c, { pickup_date: monday, status: 'cancelled' });
    await expectExact();

    await ctx.database.db.deleteFrom('orders').where('id', '=', a).execute();
    expect(await kept()).toEqual({ [`${monday}/${first}`]: 1 });
    await expectExact();
  });
});

describe(`counts kept by the database, on a database that already has orders (${TEST_DB_KIND})`, () => {
  it('the migration that adds them counts the orders already placed', async () => {
    const volume = { customers: 20, orders: 300, heavyOrders: 5 };
    await onOlderDatabase('2026-11-23-002-order-sort-indexes', volume, async (db, filled) => {
      expect(filled.customerIds).toHaveLength(20);
      await migrateToLatest(db);

      const bySlot = await db
        .selectFrom('orders')
        .select(['pickup_date', 'pickup_slot_id'])
        .select((eb) => eb.fn.countAll<number>().as('taken'))
        .where('status', '<>', 'cancelled')
        .groupBy(['pickup_date', 'pickup_slot_id'])
        .orderBy('pickup_date')
        .orderBy('pickup_slot_id')
        .execute();
      const keptBySlot = await db
        .selectFrom('slot_bookings')
        .select(['pickup_date', 'pickup_slot_id', 'taken'])
        .orderBy('pickup_date')
        .orderBy('pickup_slot_id')
        .execute();
      expect(keptBySlot).toEqual(bySlot);
      const byStatus = await db
        .selectFrom('orders')
        .select('status')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy('status')
        .orderBy('status')
        .execute();
      const keptByStatus = await db
        .selectFrom('order_counts')
        .select('status')
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .groupBy('status')
        .orderBy('status')
        .execute();
      expect(keptByStatus).toEqual(byStatus);
      expect(byStatus.reduce((sum, row) => sum + row.n, 0)).toBe(300);
    });
  });
});
