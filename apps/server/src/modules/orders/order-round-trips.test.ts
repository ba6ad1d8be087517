import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  createCustomer,
  nextDateOn,
  slotsOfDay,
  type TestCustomer,
} from '../../../test/customers.js';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../../test/helpers.js';

/**
 * Every statement node-postgres writes to a connection in this process, in order (BEGIN and
 * COMMIT too), and when each was answered (PostgreSQL's ReadyForQuery): a round trip starts with
 * a statement written after an answer came back.
 */
const events: { sent?: string; answered?: string }[] = [];
const textOf = (query: object) => String((query as { text?: string }).text);
const submit = Reflect.get(pg.Query.prototype, 'submit') as (...args: unknown[]) => unknown;
const ready = Reflect.get(pg.Query.prototype, 'handleReadyForQuery') as (
  ...args: unknown[]
) => unknown;
Reflect.set(pg.Query.prototype, 'submit', function (this: object, ...args: unknown[]) {
  events.push({ sent: textOf(this) });
  return submit.apply(this, args);
});
Reflect.set(pg.Query.prototype, 'handleReadyForQuery', function (this: object, ...args: unknown[]) {
  events.push({ answered: textOf(this) });
  return ready.apply(this, args);
});

const statementsSent = () => events.flatMap((event) => (event.sent ? [event.sent] : []));
const roundTrips = () =>
  events.filter((event, index) => event.sent && (index === 0 || events[index - 1]?.answered))
    .length;

/**
 * On PostgreSQL every round trip to the database costs both processes more CPU than most
 * statements cost to run: placing an order sends six statements, whatever its number of lines,
 * in three round trips (the BEGIN with the locks and the facts read under them, the rows written
 * with the COMMIT).
 */
/** An order of `lines` catalogue items for a Monday slot, as the customer's app sends it. */
async function placeOrder(
  ctx: TestContext,
  customer: TestCustomer,
  slotIndex: number,
  lines: number,
) {
  const items = await ctx.database.db.selectFrom('service_items').select('id').limit(3).execute();
  const slots = await slotsOfDay(ctx, 'Monday');
  events.length = 0;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/authUser/createOrder',
    headers: { ...customer.auth, 'idempotency-key': `key-${String(slotIndex)}` },
    payload: {
      items: items.slice(0, lines).map((item) => ({ itemId: item.id, quantity: 2 })),
      pickupDate: nextDateOn('Monday'),
      pickupSlotId: slots[slotIndex]?.id,
      voucher: null,
      geoLocation: { lat: 12.97, lng: 77.59 },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const trace = events.map((event) =>
    event.sent ? `> ${event.sent.slice(0, 40)}` : `< ${String(event.answered).slice(0, 40)}`,
  );
  return { sent: statementsSent(), roundTrips: roundTrips(), trace: trace.join('\n') };
}

describe.runIf(TEST_DB_KIND === 'postgres')('round trips of an order (postgres)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('the session; BEGIN, the locks and the facts; the rows written and COMMIT; the row written once', async () => {
    const customer = await createCustomer(ctx);
    for (const [slotIndex, lines] of [1, 3].entries()) {
      const { sent, roundTrips, trace } = await placeOrder(ctx, customer, slotIndex, lines);
      expect(sent, sent.join('\n')).toHaveLength(6);
      expect(sent[1]).toMatch(/^begin/i);
      expect(sent[5]).toMatch(/^commit/i);
      expect(roundTrips, trace).toBe(3);
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

describe.runIf(TEST_DB_KIND === 'postgres')('PG_SYNCHRONOUS_COMMIT=off (postgres)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ environment: { PG_SYNCHRONOUS_COMMIT: 'off' } });
  });
  afterAll(() => ctx.close());

  it("sets it for the order's transaction alone, in its first round trip", async () => {
    const customer = await createCustomer(ctx);
    const { sent, roundTrips, trace } = await placeOrder(ctx, customer, 0, 1);
    expect(sent.slice(1, 3)).toEqual(['begin', 'set local synchronous_commit to off']);
    expect(roundTrips, trace).toBe(3);
    // Every connection of the pool goes on committing synchronously outside an order.
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        sql<{ value: string }>`select current_setting('synchronous_commit') as value`.execute(
          ctx.database.db,
        ),
      ),
    );
    expect(new Set(settings.map((setting) => setting.rows[0]?.value))).toEqual(new Set(['on']));
  });
});
