import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  createCustomer,
  nextDateOn,
  slotsOfDay,
  type TestCustomer,
} from '../../../test/customers.js';
import {
  scratchDatabaseSuite,
  seedTestShop,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../../test/helpers.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createWriteTransactions } from '../../db/write-transactions.js';
import { readOrderFacts } from './orders.repository.js';

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
 * statements cost to run: placing an order sends seven statements, whatever its number of
 * lines, in two round trips (the BEGIN with the transaction's setting, the locks and the facts
 * read under them, the caller's session among them; the rows written, the order's messages to
 * the outbox and the COMMIT).
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
  const ctx = testAppSuite();

  it('BEGIN, a setting, the locks and the facts with the session; the rows written, the messages and COMMIT; the row written once', async () => {
    const customer = await createCustomer(ctx);
    for (const [slotIndex, lines] of [1, 3].entries()) {
      const { sent, roundTrips, trace } = await placeOrder(ctx, customer, slotIndex, lines);
      expect(sent, sent.join('\n')).toHaveLength(7);
      expect(sent.slice(0, 2)).toEqual(['begin', 'set local enable_seqscan to off']);
      // The outbox's INSERT is a statement of its own, sent with the COMMIT: no round trip more.
      expect(sent[5]).toMatch(/^insert into "outbox"/i);
      expect(sent[6]).toMatch(/^commit/i);
      expect(roundTrips, trace).toBe(2);
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
  const ctx = testAppSuite({ environment: { PG_SYNCHRONOUS_COMMIT: 'off' } });

  it("sets it for the order's transaction alone, in its first round trip", async () => {
    const customer = await createCustomer(ctx);
    const { sent, roundTrips, trace } = await placeOrder(ctx, customer, 0, 1);
    expect(sent.slice(0, 3)).toEqual([
      'begin',
      'set local enable_seqscan to off',
      'set local synchronous_commit to off',
    ]);
    expect(roundTrips, trace).toBe(2);
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

describe.runIf(TEST_DB_KIND === 'postgres')('plans of an order (postgres)', () => {
  // One connection, so that the plans looked at are the ones the orders used.
  const database = scratchDatabaseSuite({ poolSize: 1 });

  beforeAll(async () => {
    await migrateToLatest(database.db);
    await seedTestShop(database.db);
    await sql`vacuum analyze`.execute(database.db);
  });

  it('read the Idempotency-Keys by their index, though planned while there were none', async () => {
    const customer = await database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();
    const slot = (
      await database.db.selectFrom('pickup_slots').select('id').executeTakeFirstOrThrow()
    ).id;
    const facts = {
      userId: customer.id,
      key: 'first',
      pickupDate: nextDateOn('Monday'),
      pickupSlotId: slot,
      itemIds: [1],
    };
    const writes = createWriteTransactions(database.db, 'postgres');
    await writes.run((trx) => readOrderFacts(trx, facts));
    // A busy day later.
    await sql`
      insert into idempotency_keys (user_id, key, request_hash, status_code, response_body, created_at)
      select ${customer.id}, 'key-' || n, 'hash', 201, '{}', now()::text
      from generate_series(1, 20000) as n`.execute(database.db);
    const { rows } = await sql<{ name: string }>`
      select name from pg_prepared_statements
      where statement like '%left join "idempotency_keys"%'`.execute(database.db);
    const name = rows[0]?.name ?? 'none';
    // A utility statement takes no parameters: the values are written in.
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain execute ${sql.id(name)} ('cancelled', '2026-12-07', ${sql.lit(slot)}, '2026-12-07',
        1, 'key-7', '2026-12-07', ${sql.lit(slot)}, 1, ${sql.lit(customer.id)})`.execute(
      database.db,
    );
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Scan using idempotency_keys_pk');
    expect(text).not.toContain('Seq Scan on idempotency_keys');

    // Run as an order runs it (sequential scans priced out), it is not compiled by JIT: that
    // took about 200 ms of the database's CPU at every order.
    const run = await database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan to off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`
        explain (analyze) execute ${sql.id(name)} ('cancelled', '2026-12-07', ${sql.lit(slot)},
          '2026-12-07', 1, 'key-7', '2026-12-07', ${sql.lit(slot)}, 1, ${sql.lit(customer.id)})`.execute(
        trx,
      );
    });
    expect(run.rows.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/^JIT:/m);
  });
});
