/**
 * What the bench, the profiler, the soak and the crash test share: a free port, a fresh
 * database, the built server started on it and awaited, a database filled with a shop's
 * volume, a stream of valid orders, and the scripts' command-line options.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { sql } from 'kysely';
import { addDays, weekdayOf } from '@freshfold/shared';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/db/seed.js';
import { seedVolume } from './volume.js';

export { createScratchDatabase as createBenchDatabase } from '../test/scratch-database.js';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const BENCH_ADMIN_PASSWORD = 'Ledger#Counter26';

type OptionDefault = string | number | boolean | undefined;
type OptionValues<T> = {
  [K in keyof T]: T[K] extends number
    ? number
    : T[K] extends boolean
      ? boolean
      : T[K] extends string
        ? string
        : string | undefined;
};

/**
 * A script's command-line options (`--name value`, or `--name` for a flag), typed by their
 * defaults: a number default reads a number (anything else stops the script), a boolean one is
 * a flag, a string one a string, and `undefined` a string with no default.
 */
export function scriptOptions<T extends Record<string, OptionDefault>>(
  defaults: T,
): OptionValues<T> {
  const options: ParseArgsOptionsConfig = {};
  for (const [name, value] of Object.entries(defaults)) {
    options[name] =
      typeof value === 'boolean'
        ? { type: 'boolean', default: value }
        : { type: 'string', ...(value === undefined ? {} : { default: String(value) }) };
  }
  const { values } = parseArgs({ options });
  const read = Object.entries(defaults).map(([name, value]) => {
    const given = values[name];
    if (typeof value !== 'number') return [name, given];
    const number = Number(given);
    if (!Number.isFinite(number)) throw new Error(`--${name} takes a number, not ${String(given)}`);
    return [name, number];
  });
  return Object.fromEntries(read) as OptionValues<T>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Resolves once `url` answers 2xx; fails after about 10 s or when `child` exits. */
export async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (child && child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Runs Node with these arguments from the repository root; its errors go to ours, its standard
 * output nowhere or to `stdout` (an open file's descriptor).
 */
export function startNode(
  args: string[],
  env: Record<string, string>,
  stdout: number | 'ignore' = 'ignore',
): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/**
 * The built server on a free port, once it answers its health check: in production mode with
 * only warnings logged unless `env` says otherwise; its log lines go to `options.stdout`.
 */
export async function startBuiltServer(
  env: { DATABASE_URL: string; JWT_SECRET: string } & Record<string, string>,
  options: { stdout?: number } = {},
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = startNode(
    ['apps/server/dist/main.js'],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    options.stdout,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return { child, base };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Migrates and seeds the database, adds 1 000 customers and 10 000 orders (one customer with
 * 50), and gathers planner statistics as a live database has them (PostgreSQL's autovacuum
 * would, minutes after a bulk load like this one).
 */
export async function seedShop(url: string) {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db, {
      adminEmail: 'admin@freshfold.in',
      adminPassword: BENCH_ADMIN_PASSWORD,
      seedDemo: true,
      passwordParams: { N: 2 ** 10, r: 8, p: 1 },
    });
    const volume = await seedVolume(handle.db, {
      customers: 1000,
      orders: 10_000,
      heavyOrders: 50,
    });
    // What a database that has been running a while has: planner statistics, and on PostgreSQL
    // the visibility map autovacuum keeps, without which no index-only scan is possible and
    // counting the matching orders reads every heap page of a table just bulk-loaded.
    await sql.raw(handle.kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(handle.db);
    const admin = await handle.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const slots = await handle.db.selectFrom('pickup_slots').select(['id', 'day']).execute();
    const items = await handle.db.selectFrom('service_items').select('id').execute();
    return { volume, adminId: admin.id, slots, items };
  } finally {
    await handle.close();
  }
}

export interface BenchRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Valid orders, one per call: customers in turn, each order for a pickup date within the
 * 30-day window and a slot of that weekday, one item of the catalogue, a new Idempotency-Key.
 * A customer holds one open order per date and slot, so each customer's k-th order goes to
 * the k-th of their (date, slot) pairs: 30 dates, then the next slot of each day, which keeps
 * every order valid for 60 orders per customer; consecutive orders still spread over the dates.
 * `cancelOpenOrders` frees every pickup again for another run.
 */
export function orderRequests(shop: {
  tomorrow: string;
  slots: readonly { id: number; day: string }[];
  items: readonly { id: number }[];
  tokens: readonly string[];
}): () => BenchRequest {
  let turn = 0;
  return () => {
    turn += 1;
    const customer = turn % shop.tokens.length;
    const round = Math.floor(turn / shop.tokens.length);
    const date = addDays(shop.tomorrow, (customer + round) % 30);
    const slotsOfDay = shop.slots.filter((candidate) => candidate.day === weekdayOf(date));
    const slot = slotsOfDay[Math.floor(round / 30) % Math.max(slotsOfDay.length, 1)];
    const item = shop.items[turn % shop.items.length];
    return {
      method: 'POST',
      path: '/api/authUser/createOrder',
      headers: {
        authorization: `Bearer ${shop.tokens[customer]}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        items: [{ itemId: item?.id, quantity: 2 }],
        pickupDate: date,
        pickupSlotId: slot?.id,
        voucher: null,
        geoLocation: { lat: 12.97, lng: 77.59 },
      }),
    };
  };
}

/**
 * Cancels every open order for a pickup from `from` on, as the shop would, so that the
 * customers' pickups are free again for the next run of `orderRequests`. Orders the load
 * generator gave up on when its run ended may still be committing: this waits a moment first,
 * and tries again if PostgreSQL picks it as a deadlock's victim.
 */
export async function cancelOpenOrders(url: string, from: string): Promise<void> {
  const handle = openDatabase(url);
  try {
    for (let attempt = 1; ; attempt += 1) {
      await new Promise((done) => setTimeout(done, 500));
      try {
        await handle.db
          .updateTable('orders')
          .set({ status: 'cancelled', updated_at: new Date().toISOString() })
          .where('pickup_date', '>=', from)
          .where('status', 'not in', ['cancelled', 'completed'])
          .execute();
        return;
      } catch (error) {
        const deadlock = (error as { code?: string }).code === '40P01';
        if (!deadlock || attempt === 5) throw error;
      }
    }
  } finally {
    await handle.close();
  }
}
