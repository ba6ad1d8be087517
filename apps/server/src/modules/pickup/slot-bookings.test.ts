import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/tables.js';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../../test/helpers.js';

/**
 * `slot_bookings` is kept by triggers on `orders`; whatever happens to the orders, it must say
 * what counting them says.
 */
describe(`slot bookings kept by the database (${TEST_DB_KIND})`, () => {
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

  async function counted(): Promise<Record<string, number>> {
    const rows = await ctx.database.db
      .selectFrom('orders')
      .select(['pickup_date', 'pickup_slot_id'])
      .select((eb) => eb.fn.countAll<number>().as('taken'))
      .where('status', '<>', 'cancelled')
      .groupBy(['pickup_date', 'pickup_slot_id'])
      .execute();
    return Object.fromEntries(
      rows.map((row) => [`${row.pickup_date}/${row.pickup_slot_id}`, Number(row.taken)]),
    );
  }

  async function kept(): Promise<Record<string, number>> {
    const rows = await ctx.database.db
      .selectFrom('slot_bookings')
      .select(['pickup_date', 'pickup_slot_id', 'taken'])
      .where('taken', '>', 0)
      .execute();
    return Object.fromEntries(
      rows.map((row) => [`${row.pickup_date}/${row.pickup_slot_id}`, row.taken]),
    );
  }

  async function place(date: string, slotId: number, status: OrderStatus = 'pending') {
    const row = await ctx.database.db
      .insertInto('orders')
      .values({
        user_id: userId,
        status,
        pickup_date: date,
        pickup_slot_id: slotId,
        pickup_slot_label: '6:00 AM - 8:00 AM',
        delivery_date: null,
        delivery_slot_id: null,
        voucher_id: null,
        voucher_code: null,
        discount_source: null,
        subtotal_paise: 1000,
        discount_paise: 0,
        total_paise: 1000,
        latitude: 12.97,
        longitude: 77.59,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

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
    expect(await kept()).toEqual(await counted());

    // Moving between statuses that hold the place changes nothing.
    await update(a, { status: 'pick_up_done' });
    expect(await kept()).toEqual(await counted());

    await update(b, { status: 'cancelled' });
    expect((await kept())[`${monday}/${first}`]).toBe(1);
    await update(b, { status: 'pending' });
    expect((await kept())[`${monday}/${first}`]).toBe(2);

    // Moved to another date: the old place is freed, the new one taken.
    await update(c, { pickup_date: nextMonday });
    expect(await kept()).toEqual({ [`${monday}/${first}`]: 2, [`${nextMonday}/${second}`]: 1 });
    // Moved and cancelled at once: the old place is freed, no new one taken.
    await update(c, { pickup_date: monday, status: 'cancelled' });
    expect(await kept()).toEqual(await counted());

    await ctx.database.db.deleteFrom('orders').where('id', '=', a).execute();
    expect(await kept()).toEqual({ [`${monday}/${first}`]: 1 });
    expect(await kept()).toEqual(await counted());
  });
});
