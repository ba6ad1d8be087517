/**
 * `npm run test:crash [-- --iterations 100]`: the built server is killed with SIGKILL at a
 * random moment while customers place orders, again and again on one SQLite file. After every
 * kill, with the server down, the database must pass `PRAGMA integrity_check`, hold every order
 * the server acknowledged (201) exactly as acknowledged, and hold no partial order (each has
 * its items, a first status event, totals that add up, and no slot is over capacity), and the
 * counts the database keeps (places per slot, orders per status) must agree with the orders.
 * Exits non-zero on the first violation.
 */
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { addDays, indianDate, weekdayOf } from '@freshfold/shared';
import { scriptOptions } from '../bench/harness.js';
import { crashRun } from './crash-run.js';
import { registrationForm } from './customers.js';

const { iterations: ITERATIONS, clients: CLIENTS } = scriptOptions({ iterations: 100, clients: 8 });
const ADMIN = { email: 'admin@freshfold.in', password: 'Ledger#Counter26' };

interface Acknowledged {
  id: number;
  userId: number;
  totalAmount: number;
  itemCount: number;
}

const crash = crashRun('crash');
const { file } = crash;

function startServer() {
  return crash.start({
    ADMIN_PASSWORD: ADMIN.password,
    SCRYPT_LOG2_COST: '10',
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
  });
}

async function post<T>(base: string, path: string, body: unknown, headers = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Customers, their tokens (valid across restarts: same secret), and room in every slot. */
async function setUp(base: string) {
  const admin = await post<{ token: string }>(base, '/api/auth/login', {
    userName: ADMIN.email,
    password: ADMIN.password,
  });
  const adminAuth = { authorization: `Bearer ${admin.token}` };
  const slots = (await (
    await fetch(`${base}/api/admin/getAllSlots`, { headers: adminAuth })
  ).json()) as { id: number; day: string }[];
  for (const slot of slots) {
    await post(base, `/api/admin/updateSlot/${slot.id}`, { capacity: 10_000 }, adminAuth);
  }
  const services = (await (await fetch(`${base}/api/services/getAllService`)).json()) as {
    items: { id: number }[];
  }[];
  const items = services.flatMap((service) => service.items.map((item) => item.id));
  const customers: { id: number; auth: Record<string, string> }[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const email = `crash-${randomUUID()}@example.in`;
    const created = await post<{ id: number; token: string }>(
      base,
      '/api/auth/register',
      registrationForm(email, { firstName: 'Crash', lastName: `Tester${i}` }),
    );
    customers.push({ id: created.id, auth: { authorization: `Bearer ${created.token}` } });
  }
  return { slots, items, customers };
}

type Fixtures = Awaited<ReturnType<typeof setUp>>;

/** One customer placing valid orders one after another until the server goes away. */
async function placeOrders(
  base: string,
  fixtures: Fixtures,
  customer: Fixtures['customers'][number],
  acknowledged: Acknowledged[],
): Promise<void> {
  for (let turn = 0; ; turn += 1) {
    // A customer holds one open order per date and slot: each order takes the next pair.
    const date = addDays(indianDate(), 1 + (turn % 28));
    const slotsOfDay = fixtures.slots.filter((candidate) => candidate.day === weekdayOf(date));
    const slot = slotsOfDay[Math.floor(turn / 28) % Math.max(slotsOfDay.length, 1)];
    const lines = 1 + Math.floor(Math.random() * 3);
    const chosen = new Set<number>();
    while (chosen.size < lines) {
      chosen.add(fixtures.items[Math.floor(Math.random() * fixtures.items.length)] ?? 1);
    }
    let response: Response;
    try {
      response = await fetch(`${base}/api/authUser/createOrder`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          ...customer.auth,
        },
        body: JSON.stringify({
          items: [...chosen].map((itemId) => ({ itemId, quantity: 1 + (turn % 4) })),
          pickupDate: date,
          pickupSlotId: slot?.id,
          geoLocation: { lat: 12.97, lng: 77.59 },
        }),
      });
    } catch {
      return; // the server is gone: this order was never acknowledged
    }
    if (response.status === 409 && turn >= 28 * 2) continue; // every pair booked: not placed
    if (response.status !== 201) {
      throw new Error(`an order was refused: ${response.status} ${await response.text()}`);
    }
    let order: { id: number; userId: number; totalAmount: number; items: unknown[] };
    try {
      order = (await response.json()) as typeof order;
    } catch {
      return; // killed while the answer was being read: not acknowledged
    }
    acknowledged.push({
      id: order.id,
      userId: order.userId,
      totalAmount: order.totalAmount,
      itemCount: order.items.length,
    });
  }
}

/** Everything that must hold after a crash; the server is down while this runs. */
function verify(acknowledged: readonly Acknowledged[]): number {
  const db = new SQLite(file);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`integrity_check: ${String(integrity)}`);
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    if (foreignKeys.length > 0)
      throw new Error(`foreign_key_check: ${JSON.stringify(foreignKeys)}`);

    const stored = new Map(
      (
        db
          .prepare(
            `select o.id, o.user_id, o.total_paise, o.subtotal_paise, o.discount_paise,
                    (select count(*) from order_items i where i.order_id = o.id) as items,
                    (select coalesce(sum(i.line_total_paise), 0) from order_items i where i.order_id = o.id) as lines_total,
                    (select count(*) from order_status_events e where e.order_id = o.id and e.status = 'pending') as first_events
             from orders o`,
          )
          .all() as {
          id: number;
          user_id: number;
          total_paise: number;
          subtotal_paise: number;
          discount_paise: number;
          items: number;
          lines_total: number;
          first_events: number;
        }[]
      ).map((row) => [row.id, row]),
    );
    for (const order of stored.values()) {
      if (order.items < 1) throw new Error(`order ${order.id} has no items`);
      if (order.lines_total !== order.subtotal_paise)
        throw new Error(
          `order ${order.id}: items ${order.lines_total} ≠ subtotal ${order.subtotal_paise}`,
        );
      if (order.total_paise !== order.subtotal_paise - order.discount_paise)
        throw new Error(`order ${order.id}: total does not add up`);
      if (order.first_events !== 1) throw new Error(`order ${order.id} has no first status event`);
    }
    for (const order of acknowledged) {
      const row = stored.get(order.id);
      if (!row) throw new Error(`acknowledged order ${order.id} is missing`);
      if (row.user_id !== order.userId || row.total_paise !== Math.round(order.totalAmount * 100))
        throw new Error(`acknowledged order ${order.id} differs from its answer`);
      if (row.items !== order.itemCount) throw new Error(`order ${order.id} lost items`);
    }
    const overbooked = db
      .prepare(
        `select o.pickup_date, o.pickup_slot_id, count(*) as taken, s.capacity
         from orders o join pickup_slots s on s.id = o.pickup_slot_id
         where o.status <> 'cancelled'
         group by o.pickup_date, o.pickup_slot_id having count(*) > s.capacity`,
      )
      .all();
    if (overbooked.length > 0)
      throw new Error(`slots over capacity: ${JSON.stringify(overbooked)}`);
    // The counts the triggers keep agree with counting the orders.
    const slotDrift = db
      .prepare(
        `select k.pickup_date, k.pickup_slot_id, k.taken, count(o.id) as counted
         from slot_bookings k left join orders o on o.pickup_date = k.pickup_date
           and o.pickup_slot_id = k.pickup_slot_id and o.status <> 'cancelled'
         group by k.pickup_date, k.pickup_slot_id having k.taken <> count(o.id)`,
      )
      .all();
    const uncounted = db
      .prepare(
        `select count(*) as n from orders o where o.status <> 'cancelled' and not exists
           (select 1 from slot_bookings k where k.pickup_date = o.pickup_date
              and k.pickup_slot_id = o.pickup_slot_id)`,
      )
      .get() as { n: number };
    if (slotDrift.length > 0 || uncounted.n > 0)
      throw new Error(`slot_bookings differ from the orders: ${JSON.stringify(slotDrift)}`);
    const statusDrift = db
      .prepare(
        `select status, (select coalesce(sum(n), 0) from order_counts c where c.status = o.status) as kept,
                count(*) as counted
         from orders o group by status having kept <> count(*)`,
      )
      .all();
    const keptTotal = db.prepare('select coalesce(sum(n), 0) as n from order_counts').get() as {
      n: number;
    };
    if (statusDrift.length > 0 || keptTotal.n !== stored.size)
      throw new Error(`order_counts differ from the orders: ${JSON.stringify(statusDrift)}`);
    return stored.size;
  } finally {
    db.close();
  }
}

/**
 * The shop completes every open order while the server is down, as days go by: the customers'
 * pickups are free again for the next round (one open order per customer, date and slot).
 */
function completeOpenOrders(): void {
  const db = new SQLite(file);
  try {
    db.prepare(
      `update orders set status = 'completed', updated_at = ?
       where status not in ('cancelled', 'completed')`,
    ).run(new Date().toISOString());
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const acknowledged: Acknowledged[] = [];
  let current = await startServer();
  const fixtures = await setUp(current.base);
  let stored = 0;
  for (let iteration = 1; iteration <= ITERATIONS; iteration += 1) {
    if (iteration > 1) current = await startServer();
    const { base } = current;
    const clients = fixtures.customers.map((customer) =>
      placeOrders(base, fixtures, customer, acknowledged),
    );
    await crash.killWhile(current, clients, 30 + Math.random() * 400);
    stored = verify(acknowledged);
    completeOpenOrders();
    if (iteration % 10 === 0) {
      console.log(
        `${iteration} kills: ${acknowledged.length} orders acknowledged, ${stored} stored, all intact`,
      );
    }
  }
  console.log(
    `Crash test passed: ${ITERATIONS} kill -9 while ${CLIENTS} customers ordered; ` +
      `${acknowledged.length} acknowledged orders all present, ${stored} orders stored, none partial, ` +
      `integrity ok (${Math.round((Date.now() - started) / 1000)} s).`,
  );
}

crash.run('Crash test', main);
