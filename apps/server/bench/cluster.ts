/**
 * `npm run bench:cluster [-- --db postgres://… --redis redis://… --duration 10 --dry-run]`: two
 * instances of the built server (NODE_ENV=production) on one fresh PostgreSQL database seeded
 * with a city's volume and one Redis (a key prefix of their own), behind a round-robin load
 * balancer in a worker thread of this process, as a shop scaled out behind a reverse proxy
 * runs. Loads the catalogue and createOrder through the balancer, with one instance behind it
 * and then both, and checks what two instances must not break:
 *
 * - the last places of a slot: more customers than places order at once, through both
 *   instances; exactly as many orders as places are placed, the rest refused with 409;
 * - Idempotency-Keys: while the orders load runs, each of 200 orders is sent to both instances
 *   at once with one key; both answers name one order, one of them a replay;
 * - afterwards, on the database: no slot holds more orders on a date than its capacity, the
 *   counts the database keeps agree with the orders, and every key produced exactly one order.
 *
 * Prints throughput and latency per endpoint and writes them to docs/performance.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { Redis } from 'ioredis';
import { addDays, API_MESSAGES, indianDate, weekdayOf } from '@freshfold/shared';
import { databaseKindOf } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { issueToken } from '../src/modules/accounts/tokens.js';
import { startBalancer } from './balancer.js';
import {
  cancelOpenOrders,
  createBenchDatabase,
  orderRequests,
  scriptOptions,
  seedShop,
  startBuiltServer,
  stop,
  type BenchRequest,
} from './harness.js';
import { load, renderRows, writeReport, type Row } from './load.js';
import { checkOrders, ordersBaseline } from './order-checks.js';

const args = scriptOptions({
  db: 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: 'redis://127.0.0.1:6379',
  duration: 10,
  connections: 50,
  'dry-run': false,
});
const LOAD = { connections: args.connections, duration: args.duration };
const SECRET = randomBytes(32).toString('hex');
/** The slot whose last places customers race for, and how many it has. */
const CAPACITY = 20;
const RACERS = 60;
/** Orders sent to both instances at once with one Idempotency-Key. */
const DUPLICATES = 200;

interface Answer {
  status: number;
  orderId: number | undefined;
  replayed: boolean;
  message: string | undefined;
}

async function send(base: string, request: BenchRequest): Promise<Answer> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const body = (await response.json()) as { id?: number; message?: string };
  return {
    status: response.status,
    orderId: body.id,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    message: body.message,
  };
}

/** An order of one line for this customer's token, pickup and key. */
function orderOf(
  token: string,
  pickup: { date: string; slotId: number; itemId: number },
  key: string = randomUUID(),
): BenchRequest {
  return {
    method: 'POST',
    path: '/api/authUser/createOrder',
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      items: [{ itemId: pickup.itemId, quantity: 2 }],
      pickupDate: pickup.date,
      pickupSlotId: pickup.slotId,
      voucher: null,
      geoLocation: { lat: 12.97, lng: 77.59 },
    }),
  };
}

/**
 * Sends each of `DUPLICATES` orders to both instances at once with one Idempotency-Key, one
 * order after another: every answer must be 201 and name the same order, one of the two a
 * replay. Each order is a customer's own pickup on the later slot of one of the six dates after
 * `from` (the orders load books the first slot of a date; the raced slot is `from`'s).
 */
async function sendDuplicates(
  servers: readonly [string, string],
  tokens: readonly string[],
  pickupOn: (date: string) => { slotId: number; itemId: number },
  from: string,
): Promise<string> {
  for (let index = 0; index < DUPLICATES; index += 1) {
    const date = addDays(from, 1 + (index % 6));
    const request = orderOf(tokens[RACERS + index] ?? '', { date, ...pickupOn(date) });
    const answers = await Promise.all(servers.map((server) => send(server, request)));
    const orderIds = new Set(answers.map((answer) => answer.orderId));
    const fresh = answers.filter((answer) => !answer.replayed);
    if (
      answers.some((answer) => answer.status !== 201) ||
      orderIds.size !== 1 ||
      fresh.length !== 1
    ) {
      throw new Error(`one key sent to both instances: ${JSON.stringify(answers)}`);
    }
  }
  return `${String(DUPLICATES)} orders each sent to both instances at once with one Idempotency-Key, during the load: each placed once, the other answer a replay of the same order.`;
}

async function main(): Promise<void> {
  if (databaseKindOf(args.db) !== 'postgres') {
    throw new Error('bench:cluster runs on PostgreSQL: pass --db postgres://…');
  }
  const database = await createBenchDatabase(args.db, 'freshfold_cluster');
  const prefix = `freshfold-cluster-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(args.redis, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const instances: {
    child: Awaited<ReturnType<typeof startBuiltServer>>['child'];
    base: string;
  }[] = [];
  const rows: Row[] = [];
  const checks: string[] = [];
  try {
    console.log('Seeding a fresh PostgreSQL database with 1 000 customers and 10 000 orders…');
    const { volume, slots, items } = await seedShop(database.url);
    for (let index = 0; index < 2; index += 1) {
      instances.push(
        await startBuiltServer({
          DATABASE_URL: database.url,
          JWT_SECRET: SECRET,
          REDIS_URL: args.redis,
          REDIS_KEY_PREFIX: prefix,
          TRUST_PROXY: 'true',
        }),
      );
    }
    const [first, second] = instances.map((instance) => instance.base) as [string, string];
    const balancer = await startBalancer([first, second]);
    const tokens = volume.customerIds.map((id) =>
      issueToken({ id, role: 'user', tokenVersion: 0 }, SECRET),
    );
    const tomorrow = addDays(indianDate(), 1);
    const itemId = items[0]?.id ?? 1;
    /** The later slot of a date's weekday: the orders load books the first. */
    const laterSlotOn = (date: string) =>
      slots.filter((slot) => slot.day === weekdayOf(date)).at(-1)?.id ?? 0;
    const ordersSince = await ordersBaseline(database.url);
    try {
      // The last places of a slot, raced for through both instances.
      const raced = { date: tomorrow, slotId: laterSlotOn(tomorrow), itemId };
      const handle = openDatabase(database.url);
      const setCapacity = (capacity: number) =>
        handle.db
          .updateTable('pickup_slots')
          .set({ capacity })
          .where('id', '=', raced.slotId)
          .execute();
      try {
        await setCapacity(CAPACITY);
        const answers = await Promise.all(
          tokens.slice(0, RACERS).map((token) => send(balancer.url, orderOf(token, raced))),
        );
        const placed = answers.filter((answer) => answer.status === 201).length;
        const refused = answers.filter(
          (answer) =>
            answer.status === 409 && answer.message === API_MESSAGES.order.slotUnavailable,
        ).length;
        if (placed !== CAPACITY || refused !== RACERS - CAPACITY) {
          throw new Error(
            `last places: ${String(placed)} placed and ${String(refused)} refused of ${String(RACERS)}, for ${String(CAPACITY)} places (${JSON.stringify(answers.filter((answer) => answer.status !== 201 && answer.status !== 409))})`,
          );
        }
        checks.push(
          `${String(RACERS)} customers ordering one slot's last ${String(CAPACITY)} places at once through both instances: ${String(placed)} placed, ${String(refused)} refused (409, the slot is full).`,
        );
        // Capacity is not what the load measures.
        await setCapacity(1_000_000);
      } finally {
        await handle.close();
      }

      const nextOrder = orderRequests({ tomorrow, slots, items, tokens });
      const loads: { label: string; servers: string[] }[] = [
        { label: 'one instance', servers: [first] },
        { label: 'two instances', servers: [first, second] },
      ];
      for (const { label, servers } of loads) {
        balancer.use(servers);
        rows.push(
          await load(
            `GET /api/services/getAllService, ${label}`,
            balancer.url,
            () => ({ path: '/api/services/getAllService' }),
            'cached, version-checked',
            LOAD,
          ),
        );
      }
      for (const { label, servers } of loads) {
        balancer.use(servers);
        await cancelOpenOrders(database.url, tomorrow);
        const both = servers.length === 2;
        // While both instances take orders, some orders go to both at once with one key.
        const duplicates = both
          ? sendDuplicates(
              [first, second],
              tokens,
              (date) => ({ slotId: laterSlotOn(date), itemId }),
              tomorrow,
            )
          : null;
        const row = await load(
          `POST /api/authUser/createOrder, ${label}`,
          balancer.url,
          nextOrder,
          both
            ? `distinct customers, valid orders; ${String(DUPLICATES)} more sent to both instances at once with one key each`
            : 'distinct customers, valid orders',
          LOAD,
        );
        rows.push(row);
        if (duplicates) checks.push(await duplicates);
      }
      const passed = Object.values(await balancer.passed());
      checks.push(
        `The balancer passed ${passed.map(String).join(' and ')} requests to the two instances (the runs with one instance to the first).`,
      );

      for (const instance of instances) await stop(instance.child);
      const checked = await checkOrders(database.url, ordersSince);
      checks.push(
        `After the runs: ${String(checked.placed)} orders placed, each with its own Idempotency-Key and each key's answer naming its order; no slot holds more orders on a date than its capacity; the places and status counts the database keeps agree with the orders.`,
      );
    } finally {
      await balancer.close();
    }
  } finally {
    for (const instance of instances) await stop(instance.child);
    await database.drop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }

  const text = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${String(cpus().length)} cores, Node ${process.version}, PostgreSQL and Redis on the same machine, ${String(args.connections)} connections, ${String(args.duration)} s each. Two instances of the built server (\`NODE_ENV=production\`, \`TRUST_PROXY=true\`, log off) behind a round-robin balancer that runs in a worker thread of the load generator's process; "one instance" is the same balancer with one of them behind it.`,
    '',
    ...renderRows(rows),
    '',
    ...checks.map((check) => `- ${check}`),
  ].join('\n');
  console.log(`\n${text}`);
  if (!args['dry-run'])
    writeReport('cluster', 'Two instances, one database (`npm run bench:cluster`)', text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
