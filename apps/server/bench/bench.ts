/**
 * `npm run bench [-- --db postgres://… --duration 10 --reports-only]`: starts the built server on a fresh
 * database seeded with a city's volume, as it ships (the access log on) in both ways it is
 * started, `npm start` and NODE_ENV=production, and once more with the log off; loads each
 * endpoint with autocannon at 50 connections, and prints each figure beside its limit measured
 * in the same run (a bare node:http server for the catalogue, a bare database transaction loop
 * for createOrder). Writes docs/performance.md.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { addDays, indianDate, weekdayOf } from '@freshfold/shared';
import { databaseKindOf, sqliteFileOf } from '../src/config.js';
import { issueToken } from '../src/modules/accounts/tokens.js';
import {
  cancelOpenOrders,
  createBenchDatabase,
  freePort,
  orderRequests,
  scriptOptions,
  seedShop,
  startBuiltServer,
  startNode,
  stop,
  waitFor,
} from './harness.js';
import {
  load,
  loadInterleaved,
  renderRows,
  writeReport,
  type LoadOptions,
  type Row,
} from './load.js';
import { checkOrders, ordersBaseline } from './order-checks.js';
import { seedBoardDay } from './board-day.js';
import { benchReports } from './reports.js';

const args = scriptOptions({
  db: undefined,
  duration: 10,
  connections: 50,
  'dry-run': false,
  /** Only the reports section (bench/reports.ts): the database filled to 100 000 orders. */
  'reports-only': false,
});
const SECRET = randomBytes(32).toString('hex');

const LOAD = { connections: args.connections, duration: args.duration };
/**
 * The board is the shop's page, not the customers': one person at it, then ten at once, each
 * asking again the moment an answer comes, which is more than a shop ever puts on it.
 */
const BOARD_CONNECTIONS = [1, Math.min(10, args.connections)] as const;
/** A busy day on the board: orders to collect, and orders collected earlier to deliver. */
const BOARD_DAY = { pickups: 500, deliveries: 100 };

/** A stored answer of the size of a created order's JSON, and a request hash. */
const ANSWER = JSON.stringify({ order: 'x'.repeat(560) });
const REQUEST_HASH = 'f'.repeat(64);
/** The customer's confirmation in the outbox: its template data is about this size. */
const MESSAGE_DATA = JSON.stringify({ kind: 'order_placed', order: 'x'.repeat(400) });

/**
 * The storage limit: the rows one benchmarked order writes (the order, its one line, its first
 * status event, its Idempotency-Key with the answer, and the customer's confirmation in the
 * outbox), inserted in a tight loop of transactions. SQLite: one statement per row, one customer,
 * date and slot. PostgreSQL: written as the server writes them (BEGIN, one statement for the
 * five rows, COMMIT) by ten
 * connections, each order for the first slot of one of the next 30 dates as the benchmark's
 * orders are; with one date and slot, every order would wait for the one row of its places.
 */
async function bareTransactions(
  url: string,
  sample: { userId: number; slotId: number; date: string; itemId: number },
  pickups: readonly { date: string; slotId: number }[],
): Promise<number> {
  const deadline = Date.now() + args.duration * 1000;
  const stamp = new Date().toISOString();
  let count = 0;
  if (databaseKindOf(url) === 'sqlite') {
    const db = new SQLite(sqliteFileOf(url));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    const insertOrder = db.prepare(
      `insert into orders (user_id, status, pickup_date, pickup_slot_id, pickup_slot_label, discount_percent, subtotal_paise, discount_paise, total_paise, latitude, longitude, created_at, updated_at)
       values (?, 'pending', ?, ?, '6:00 AM - 8:00 AM', 0, 24000, 0, 24000, 12.97, 77.59, ?, ?) returning id`,
    );
    const insertItem = db.prepare(
      `insert into order_items (order_id, service_item_id, service_name, name, description, unit_price_paise, quantity, line_total_paise) values (?, ?, 'Laundry', 'Shirt', '', 8000, ?, ?)`,
    );
    const insertEvent = db.prepare(
      `insert into order_status_events (order_id, status, created_at) values (?, 'pending', ?)`,
    );
    const insertKey = db.prepare(
      `insert into idempotency_keys (user_id, key, request_hash, status_code, response_body, created_at) values (?, ?, ?, 201, ?, ?)`,
    );
    const insertMessage = db.prepare(
      `insert into outbox (dedupe_key, kind, channel, recipient, order_id, user_id, subject, data, next_attempt_at, created_at) values (?, 'order_placed', 'email', 'bench@example.in', ?, ?, 'Order placed', ?, ?, ?)`,
    );
    const write = db.transaction(() => {
      const { id } = insertOrder.get(sample.userId, sample.date, sample.slotId, stamp, stamp) as {
        id: number;
      };
      insertItem.run(id, sample.itemId, 2, 16000);
      insertEvent.run(id, stamp);
      insertKey.run(sample.userId, randomUUID(), REQUEST_HASH, ANSWER, stamp);
      insertMessage.run(`order:${String(id)}`, id, sample.userId, MESSAGE_DATA, stamp, stamp);
    });
    while (Date.now() < deadline) {
      for (let i = 0; i < 100; i += 1) write();
      count += 100;
    }
    db.close();
    return count / args.duration;
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let turn = 0;
  const worker = async () => {
    const client = await pool.connect();
    try {
      while (Date.now() < deadline) {
        turn += 1;
        const pickup = pickups[turn % pickups.length] ?? {
          date: sample.date,
          slotId: sample.slotId,
        };
        await client.query('begin');
        await client.query({
          name: 'bare_order',
          text: `with placed_order as (
              insert into orders (user_id, status, pickup_date, pickup_slot_id, pickup_slot_label, discount_percent, subtotal_paise, discount_paise, total_paise, latitude, longitude, created_at, updated_at)
              values ($1, 'pending', $2, $3, '6:00 AM - 8:00 AM', 0, 24000, 0, 24000, 12.97, 77.59, $4, $4) returning id),
            placed_items as (
              insert into order_items (order_id, service_item_id, service_name, name, description, unit_price_paise, quantity, line_total_paise)
              select id, $5, 'Laundry', 'Shirt', '', 8000, 2, 16000 from placed_order),
            placed_event as (
              insert into order_status_events (order_id, status, note, changed_by_user_id, created_at)
              select id, 'pending', 'Order placed', $1, $4 from placed_order),
            placed_message as (
              insert into outbox (dedupe_key, kind, channel, recipient, order_id, user_id, subject, data, next_attempt_at, created_at)
              select 'order:' || id, 'order_placed', 'email', 'bench@example.in', id, $1, 'Order placed', $9, $4, $4 from placed_order)
            insert into idempotency_keys (user_id, key, request_hash, status_code, response_body, created_at)
            values ($1, $6, $7, 201, $8, $4)`,
          values: [
            sample.userId,
            pickup.date,
            pickup.slotId,
            stamp,
            sample.itemId,
            randomUUID(),
            REQUEST_HASH,
            ANSWER,
            MESSAGE_DATA,
          ],
        });
        await client.query('commit');
        count += 1;
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  await pool.end();
  return count / args.duration;
}

/**
 * The storage limit of a customer's order list: the same three reads the endpoint makes (the
 * orders, their items, their status events) and JSON of the rows, in a loop on one connection
 * (SQLite) or ten (PostgreSQL), with no HTTP, validation or mapping around them.
 */
async function bareReads(url: string, userId: number): Promise<number> {
  const deadline = Date.now() + args.duration * 1000;
  const ordersSql = (p: (i: number) => string) =>
    `select o.*, p.start_time as pickup_start_time, d.start_time as delivery_start_time, d.end_time as delivery_end_time from orders o join pickup_slots p on p.id = o.pickup_slot_id left join pickup_slots d on d.id = o.delivery_slot_id where o.user_id = ${p(1)} order by o.created_at desc, o.id desc`;
  const itemsSql = (p: (i: number) => string) =>
    `select i.* from order_items i join orders o on o.id = i.order_id where o.user_id = ${p(1)} order by i.id`;
  const eventsSql = (p: (i: number) => string) =>
    `select e.order_id, e.status, e.note, e.created_at from order_status_events e join orders o on o.id = e.order_id where o.user_id = ${p(1)} order by e.created_at, e.id`;
  let count = 0;
  if (databaseKindOf(url) === 'sqlite') {
    const db = new SQLite(sqliteFileOf(url), { readonly: true });
    const statements = [ordersSql, itemsSql, eventsSql].map((sql) => db.prepare(sql(() => '?')));
    while (Date.now() < deadline) {
      for (let i = 0; i < 20; i += 1) {
        JSON.stringify(statements.map((statement) => statement.all(userId)));
      }
      count += 20;
    }
    db.close();
    return count / args.duration;
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const worker = async () => {
    while (Date.now() < deadline) {
      const results = await Promise.all(
        [ordersSql, itemsSql, eventsSql].map((sql) =>
          pool.query<Record<string, unknown>>(
            sql((i) => `$${i}`),
            [userId],
          ),
        ),
      );
      JSON.stringify(results.map((result) => result.rows));
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  await pool.end();
  return count / args.duration;
}

/**
 * The server as it ships, in the two ways it is started: `npm start` (no NODE_ENV, so
 * development; LOG_LEVEL info) and `NODE_ENV=production`, both with the access log on, plus
 * production with the access log off (LOG_LEVEL=warn) to show what the log costs. Log lines go
 * to a file, as under a process manager that keeps them; standard output is not a terminal, so
 * they are JSON in both modes.
 */
interface Configuration {
  label: string;
  env: Record<string, string>;
  logged: boolean;
}
const CONFIGURATIONS = {
  start: {
    label: 'npm start (development), log on',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info' },
    logged: true,
  },
  production: {
    label: 'NODE_ENV=production, log on',
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info' },
    logged: true,
  },
  quiet: {
    label: 'NODE_ENV=production, log off',
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    logged: false,
  },
} satisfies Record<string, Configuration>;
type ConfigurationName = keyof typeof CONFIGURATIONS;
const CONFIGURATION_NAMES = Object.keys(CONFIGURATIONS) as ConfigurationName[];

interface BenchServer {
  child: ChildProcess;
  base: string;
  logFile: string;
  /** Answers the load generator counted on this server, to compare with the access lines. */
  requests: number;
}

/** Access lines in a server's log file (every line must be one JSON object). */
function accessLinesIn(file: string): number {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as { msg?: string }).msg === 'request').length;
}

async function main(): Promise<void> {
  if (args['reports-only']) return reportsOnly();
  const database = await createBenchDatabase(args.db, 'freshfold_bench');
  const kind = databaseKindOf(database.url);
  console.log(`Seeding a fresh ${kind} database with 1 000 customers and 10 000 orders…`);
  const { volume, adminId, slots, items } = await seedShop(database.url);
  // Past the dates the orders' runs book (tomorrow and the 29 days after), on customers other
  // than the one whose 50 orders are listed.
  const boardDate = addDays(indianDate(), 31);
  console.log(
    `Adding ${String(BOARD_DAY.pickups)} pickups and ${String(BOARD_DAY.deliveries)} deliveries on ${boardDate} for the board…`,
  );
  await seedBoardDay(database.url, {
    date: boardDate,
    ...BOARD_DAY,
    customerIds: volume.customerIds.slice(1),
  });
  const logFolder = mkdtempSync(join(tmpdir(), 'freshfold-bench-logs-'));
  const servers = {} as Record<ConfigurationName, BenchServer>;
  const rows: Row[] = [];
  const lineCounts: string[] = [];
  let checks: string;
  let reports: string;
  try {
    for (const name of CONFIGURATION_NAMES) {
      const logFile = join(logFolder, `${name}.log`);
      const descriptor = openSync(logFile, 'a');
      try {
        const { child, base } = await startBuiltServer(
          { DATABASE_URL: database.url, JWT_SECRET: SECRET, ...CONFIGURATIONS[name].env },
          { stdout: descriptor },
        );
        servers[name] = { child, base, logFile, requests: 0 };
      } finally {
        closeSync(descriptor);
      }
    }
    const counted = (name: ConfigurationName, row: Row) => {
      servers[name].requests += row.total;
      return row;
    };
    const production = servers.production.base;

    const catalogueResponse = await fetch(`${production}/api/services/getAllService`);
    const catalogueBody = await catalogueResponse.text();
    // The headers the server sends with it (security headers, ETag, caching), for a second bare
    // server that sends those too: what the same answer costs any Node server, headers included.
    const catalogueHeaders = Object.fromEntries(
      [...catalogueResponse.headers].filter(
        ([name]) =>
          !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name),
      ),
    );

    const bodyFile = join(mkdtempSync(join(tmpdir(), 'freshfold-bare-')), 'body.json');
    writeFileSync(bodyFile, catalogueBody);
    const bareServer = async (headers: Record<string, string>) => {
      const port = await freePort();
      const child = startNode(
        [
          '-e',
          `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});const h=${JSON.stringify(headers)};const id=Object.keys(h).length>1;require('http').createServer((q,s)=>{s.writeHead(200,{...h,...(id?{'x-request-id':require('crypto').randomUUID()}:{}),'content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`,
        ],
        {},
      );
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/`);
      return { child, url };
    };
    const bare = await bareServer({ 'content-type': 'application/json; charset=utf-8' });
    const bareWithHeaders = await bareServer(catalogueHeaders);
    let catalogueRows: Row[];
    try {
      catalogueRows = await loadInterleaved(
        [
          {
            name: 'bare node:http, same bytes',
            base: bare.url,
            next: () => ({ path: '/' }),
            note: 'the limit for any Node server here',
          },
          {
            name: 'bare node:http, same bytes and headers',
            base: bareWithHeaders.url,
            next: () => ({ path: '/' }),
            note: `with the production server's ${String(Object.keys(catalogueHeaders).length + 1)} headers`,
          },
          ...CONFIGURATION_NAMES.map((name) => ({
            name: `GET /api/services/getAllService, ${CONFIGURATIONS[name].label}`,
            base: servers[name].base,
            next: () => ({ path: '/api/services/getAllService' }),
            note: 'cached, version-checked; in turns with the bare servers',
          })),
        ],
        LOAD,
      );
    } finally {
      await stop(bare.child);
      await stop(bareWithHeaders.child);
    }
    const [bareRow, bareHeadersRow, ...catalogues] = catalogueRows as [Row, Row, ...Row[]];
    bareHeadersRow.limit = { name: 'bare node:http', requests: bareRow.requests };
    rows.push(bareRow, bareHeadersRow);
    catalogues.forEach((row, index) => {
      const name = CONFIGURATION_NAMES[index];
      if (name) counted(name, row);
      row.limit = { name: 'bare node:http', requests: bareRow.requests };
      row.note += `; ${String(Math.round((row.requests / bareHeadersRow.requests) * 100))} % of the bare server with its headers`;
      rows.push(row);
    });

    const tomorrow = addDays(indianDate(), 1);
    /** A run of GETs of `path` on the production server, as `token`'s account if given; counted. */
    const onProduction = async (
      endpoint: string,
      path: string,
      note: string,
      { token, options = LOAD }: { token?: string; options?: LoadOptions } = {},
    ) =>
      counted(
        'production',
        await load(
          `${endpoint}, ${CONFIGURATIONS.production.label}`,
          production,
          () => ({ path, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) }),
          note,
          options,
        ),
      );
    rows.push(
      await onProduction(
        'GET /api/pickup-timeslots/by-date',
        `/api/pickup-timeslots/by-date?date=${tomorrow}`,
        'guest',
      ),
    );
    const heavyToken = issueToken(
      { id: volume.heavyCustomerId, role: 'user', tokenVersion: 0 },
      SECRET,
    );
    const myOrders = await onProduction(
      'GET /api/authUser/myOrders/{id} (50 orders)',
      `/api/authUser/myOrders/${volume.heavyCustomerId}`,
      'with items and status events',
      { token: heavyToken },
    );
    rows.push(myOrders);
    // Before the orders runs add to the customer's orders: the same rows the list read.
    const bareRead = await bareReads(database.url, volume.heavyCustomerId);
    myOrders.limit = { name: `bare ${kind} reads of the same rows`, requests: bareRead };
    const adminToken = issueToken({ id: adminId, role: 'admin', tokenVersion: 0 }, SECRET);
    rows.push(
      await onProduction(
        'GET /api/admin/getAllOrders (first page)',
        '/api/admin/getAllOrders?page=1&pageSize=20',
        '10 000 orders',
        { token: adminToken },
      ),
      await onProduction(
        'GET /api/admin/getAllOrders?status=pending',
        '/api/admin/getAllOrders?status=pending&page=1&pageSize=20',
        'filtered by status',
        { token: adminToken },
      ),
    );
    for (const connections of BOARD_CONNECTIONS) {
      rows.push(
        await onProduction(
          `GET /api/admin/board?date= (${String(connections)} connection${connections === 1 ? '' : 's'})`,
          `/api/admin/board?date=${boardDate}`,
          `${String(BOARD_DAY.pickups)} pickups (1 in 8 cancelled, left out) and ${String(BOARD_DAY.deliveries)} deliveries in a day, each with its customer`,
          { token: adminToken, options: { connections, duration: args.duration } },
        ),
      );
    }

    const tokens = volume.customerIds.map((id) =>
      issueToken({ id, role: 'user', tokenVersion: 0 }, SECRET),
    );
    // One stream of valid orders for the three runs, each run on pickups no customer holds.
    const nextOrder = orderRequests({ tomorrow, slots, items, tokens });
    const createOrders: Row[] = [];
    const ordersSince = await ordersBaseline(database.url);
    for (const name of CONFIGURATION_NAMES) {
      await cancelOpenOrders(database.url, tomorrow);
      // A second of orders first, not counted: each server places its first orders (compiles
      // that path, prepares its statements on each connection) before it is measured.
      counted(
        name,
        await load('warm-up', servers[name].base, nextOrder, '', { ...LOAD, duration: 1 }),
      );
      createOrders.push(
        counted(
          name,
          await load(
            `POST /api/authUser/createOrder, ${CONFIGURATIONS[name].label}`,
            servers[name].base,
            nextOrder,
            'distinct customers, valid orders',
            LOAD,
          ),
        ),
      );
    }
    for (const name of CONFIGURATION_NAMES) await stop(servers[name].child);
    for (const name of CONFIGURATION_NAMES) {
      const server = servers[name];
      const lines = accessLinesIn(server.logFile);
      lineCounts.push(
        `${CONFIGURATIONS[name].label}: ${String(lines)} access lines for ${String(server.requests)} answers counted by the load generator`,
      );
      // Every answer gets its line (the health checks that started the server add a few).
      if (CONFIGURATIONS[name].logged && lines < server.requests) {
        throw new Error(`${name}: ${String(server.requests - lines)} access lines are missing`);
      }
    }
    const checked = await checkOrders(database.url, ordersSince);
    checks = `Checked after the runs: ${String(checked.placed)} orders placed, each with its own Idempotency-Key and each key's answer naming its order; no slot holds more orders on a date than its capacity; the places and status counts the database keeps agree with the orders.`;
    const bareWrites = await bareTransactions(
      database.url,
      {
        userId: volume.heavyCustomerId,
        slotId: slots[0]?.id ?? 1,
        date: tomorrow,
        itemId: items[0]?.id ?? 1,
      },
      Array.from({ length: 30 }, (_, offset) => {
        const date = addDays(tomorrow, offset);
        const slot = slots.find((candidate) => candidate.day === weekdayOf(date));
        return { date, slotId: slot?.id ?? 1 };
      }),
    );
    for (const row of createOrders) {
      row.limit = { name: `bare ${kind} transaction loop`, requests: bareWrites };
      rows.push(row);
    }
    // Last: it fills the database up to 100 000 orders, which the figures above must not see.
    reports = await reportsSection(database.url, adminId, kind);
  } finally {
    for (const server of Object.values(servers)) await stop(server.child);
    rmSync(logFolder, { recursive: true, force: true });
    await database.drop();
  }

  const table = render(rows, kind, lineCounts, checks);
  console.log(`\n${table}`);
  console.log(`\n${reports}`);
  if (!args['dry-run']) {
    writeReport(kind, `API on ${kind}`, table);
    writeReport(`reports-${kind}`, `Reports on ${kind}`, reports);
  }
}

/** The reports section (bench/reports.ts) on the database at `url`, as the admin `adminId`. */
function reportsSection(url: string, adminId: number, kind: string): Promise<string> {
  return benchReports(url, { secret: SECRET, adminId, duration: args.duration, kind });
}

/** `--reports-only`: the reports section alone, on a fresh database seeded as the bench seeds it. */
async function reportsOnly(): Promise<void> {
  const database = await createBenchDatabase(args.db, 'freshfold_bench');
  const kind = databaseKindOf(database.url);
  let reports: string;
  try {
    console.log(`Seeding a fresh ${kind} database…`);
    const { adminId } = await seedShop(database.url);
    reports = await reportsSection(database.url, adminId, kind);
  } finally {
    await database.drop();
  }
  console.log(`\n${reports}`);
  if (!args['dry-run']) writeReport(`reports-${kind}`, `Reports on ${kind}`, reports);
}

function render(rows: Row[], kind: string, lineCounts: string[], checks: string): string {
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, ${kind}, ${args.connections} connections, ${args.duration} s each. The server as \`npm start\` and as \`NODE_ENV=production\` start it, access log on (JSON lines to a file), and production with the log off (\`LOG_LEVEL=warn\`).`,
    '',
    ...renderRows(rows),
    '',
    'Access lines written:',
    '',
    ...lineCounts.map((count) => `- ${count}`),
    '',
    checks,
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
