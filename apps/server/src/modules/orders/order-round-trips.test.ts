import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, nextDateOn, slotsOfDay } from '../../../test/customers.js';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../../test/helpers.js';

/** Every statement node-postgres sends in this process, in order (BEGIN and COMMIT too). */
const sent: string[] = [];
const query = Reflect.get(pg.Client.prototype, 'query') as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * On PostgreSQL every statement is a round trip to the database, which costs both processes more
 * CPU than most statements cost to run: placing an order sends six, whatever its number of lines.
 */
describe.runIf(TEST_DB_KIND === 'postgres')('round trips of an order (postgres)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('the session, BEGIN, the locks, the facts, the rows written, COMMIT; the row written once', async () => {
    const customer = await createCustomer(ctx);
    const items = await ctx.database.db.selectFrom('service_items').select('id').limit(3).execute();
    const date = nextDateOn('Monday');
    const slots = await slotsOfDay(ctx, 'Monday');
    const place = (slotId: number | undefined, lines: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/authUser/createOrder',
        headers: { ...customer.auth, 'idempotency-key': `key-${String(lines)}` },
        payload: {
          items: items.slice(0, lines).map((item) => ({ itemId: item.id, quantity: 2 })),
          pickupDate: date,
          pickupSlotId: slotId,
          voucher: null,
          geoLocation: { lat: 12.97, lng: 77.59 },
        },
      });

    for (const [index, lines] of [1, 3].entries()) {
      sent.length = 0;
      const response = await place(slots[index]?.id, lines);
      expect(response.statusCode, response.body).toBe(201);
      expect(sent, sent.join('\n')).toHaveLength(6);
      expect(sent[1]).toMatch(/^begin/i);
      expect(sent[5]).toMatch(/^commit/i);
    }

    // Its line and its first status event did not write the new order's row again.
    const orders = await ctx.database.db
      .selectFrom('orders')
      .select('version')
      .where('user_id', '=', customer.id)
      .execute();
    expect(orders.map((order) => order.version)).toEqual([0, 0]);
  });
});
