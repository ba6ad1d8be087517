import type { KyselyPlugin } from 'kysely';
import { addDays, indianDate } from '@freshfold/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVolume } from '../bench/volume.js';
import { buildApp } from './app.js';
import { TEST_DB_KIND, testAppSuite } from '../test/helpers.js';
import { issueToken } from './modules/accounts/tokens.js';

/** Counts the statements the app sends to the database. */
function queryCounter() {
  const counter = {
    count: 0,
    plugin: {
      transformQuery(args) {
        return args.node;
      },
      // Counted as results come back: a prepared query (db/prepared.ts) is built only once.
      async transformResult(args) {
        counter.count += 1;
        return args.result;
      },
    } satisfies KyselyPlugin,
  };
  return counter;
}

/**
 * Every list the shop and its customers open costs the same number of queries whatever the
 * size of the data: no query per row, and filters and sorts answered by indexes. The same
 * requests are counted on a small shop (about 100 orders) and on a city's (over 10 000).
 */
describe(`queries per request do not grow with the data (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  let app: Awaited<ReturnType<typeof buildApp>>;
  const counter = queryCounter();
  let adminAuth: { authorization: string };
  let heavyCustomer: number;
  let customerAuth: { authorization: string };

  beforeAll(async () => {
    const small = await seedVolume(ctx.database.db, {
      customers: 20,
      orders: 100,
      heavyOrders: 50,
      batch: 'small',
    });
    heavyCustomer = small.heavyCustomerId;
    app = await buildApp({
      config: ctx.config,
      db: ctx.database.db.withPlugin(counter.plugin),
      logger: false,
    });
    await app.ready();
    const admin = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    adminAuth = {
      authorization: `Bearer ${issueToken({ id: admin.id, role: 'admin', tokenVersion: 0 }, ctx.config.jwtSecret)}`,
    };
    customerAuth = {
      authorization: `Bearer ${issueToken({ id: heavyCustomer, role: 'user', tokenVersion: 0 }, ctx.config.jwtSecret)}`,
    };
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const requests = () => [
    { url: '/api/admin/getAllOrders?page=1&pageSize=20', headers: adminAuth },
    { url: '/api/admin/getAllOrders?page=2&pageSize=8&status=pending', headers: adminAuth },
    { url: '/api/admin/getAllOrders?page=1&pageSize=20&q=customer1', headers: adminAuth },
    { url: '/api/admin/getAllUsers?page=1&pageSize=20', headers: adminAuth },
    { url: `/api/authUser/myOrders/${heavyCustomer}`, headers: customerAuth },
    {
      url: `/api/pickup-timeslots/by-date?date=${addDays(indianDate(), 1)}`,
      headers: customerAuth,
    },
  ];

  type Counts = Record<string, { queries: number; warm: number; rows: number }>;

  /**
   * Each request twice: with no order rendered in memory (every order's view is read), then
   * again at once (the orders are unchanged, so only their version stamps are read).
   */
  async function countQueries(): Promise<Counts> {
    const counts: Counts = {};
    for (const request of requests()) {
      app.orderViews.clear();
      counter.count = 0;
      await app.inject({ method: 'GET', ...request });
      const queries = counter.count;
      counter.count = 0;
      const response = await app.inject({ method: 'GET', ...request });
      expect(response.statusCode, request.url).toBe(200);
      const body = response.json<unknown>();
      const rows = Array.isArray(body)
        ? body.length
        : (
            (body as { orders?: unknown[]; users?: unknown[]; items?: unknown[] }).orders ??
            (body as { users?: unknown[] }).users ??
            (body as { items?: unknown[] }).items ??
            []
          ).length;
      counts[request.url] = { queries, warm: counter.count, rows };
    }
    return counts;
  }

  it('the same queries for 100 orders and for 10 000', async () => {
    const small = await countQueries();
    await seedVolume(ctx.database.db, {
      customers: 500,
      orders: 10_000,
      heavyOrders: 0,
      batch: 'large',
    });
    const large = await countQueries();
    for (const [url, { queries, warm, rows }] of Object.entries(large)) {
      const before = small[url];
      expect(queries, `${url} queries`).toBe(before?.queries);
      expect(warm, `${url} queries again`).toBe(before?.warm);
      expect(warm, `${url} queries again`).toBeLessThanOrEqual(queries);
      // A handful of queries per request, never one per row (the lists hold 8 to 50 rows).
      expect(queries, url).toBeLessThanOrEqual(6);
      expect(rows, url).toBe(before?.rows);
    }
    // The pages are full, so a per-row query could not hide behind an empty list.
    expect(large['/api/admin/getAllOrders?page=1&pageSize=20']?.rows).toBe(20);
    expect(large[`/api/authUser/myOrders/${heavyCustomer}`]?.rows).toBe(50);
    // Unchanged orders are not read again: the session, then the list with its stamps (and, for
    // an admin page, its total in the same query).
    expect(large[`/api/authUser/myOrders/${heavyCustomer}`]?.warm).toBe(2);
    expect(large['/api/admin/getAllOrders?page=1&pageSize=20']?.warm).toBe(2);
    expect(large['/api/admin/getAllOrders?page=2&pageSize=8&status=pending']?.warm).toBe(2);
  }, 120_000);
});
