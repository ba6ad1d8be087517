/**
 * What must hold after any benchmark of placing orders, on either database: no pickup slot holds
 * more orders on a date than its capacity, the places and status counts the database keeps
 * agree with the orders, and every Idempotency-Key sent with an order produced exactly one
 * order (the one its stored answer names) while every order placed has its own key.
 */
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';

export interface OrderChecks {
  /** Orders placed since the baseline. */
  placed: number;
  /** Idempotency-Keys recorded since the baseline. */
  keys: number;
}

/** Where the orders to check start: the last order id, and the time, before the runs. */
export interface OrdersBaseline {
  lastOrderId: number;
  since: string;
}

export async function ordersBaseline(url: string): Promise<OrdersBaseline> {
  const handle = openDatabase(url);
  try {
    const row = await handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return { lastOrderId: row?.id ?? 0, since: new Date().toISOString() };
  } finally {
    await handle.close();
  }
}

/**
 * Checks the database at `url` (every slot and count; the orders placed and keys recorded since
 * `baseline`), and throws on the first violation.
 */
export async function checkOrders(url: string, baseline: OrdersBaseline): Promise<OrderChecks> {
  const handle = openDatabase(url);
  const { db } = handle;
  try {
    const overbooked = await sql<{ pickup_date: string; pickup_slot_id: number }>`
      select o.pickup_date, o.pickup_slot_id, count(*) as taken, s.capacity
      from orders o join pickup_slots s on s.id = o.pickup_slot_id
      where o.status <> 'cancelled'
      group by o.pickup_date, o.pickup_slot_id, s.capacity
      having count(*) > s.capacity`.execute(db);
    if (overbooked.rows.length > 0) {
      throw new Error(`slots over capacity: ${JSON.stringify(overbooked.rows)}`);
    }
    const slotDrift = await sql`
      select k.pickup_date, k.pickup_slot_id, k.taken, count(o.id) as counted
      from slot_bookings k left join orders o on o.pickup_date = k.pickup_date
        and o.pickup_slot_id = k.pickup_slot_id and o.status <> 'cancelled'
      group by k.pickup_date, k.pickup_slot_id, k.taken
      having k.taken <> count(o.id)`.execute(db);
    const uncounted = await sql<{ n: number }>`
      select count(*) as n from orders o where o.status <> 'cancelled' and not exists
        (select 1 from slot_bookings k where k.pickup_date = o.pickup_date
           and k.pickup_slot_id = o.pickup_slot_id)`.execute(db);
    if (slotDrift.rows.length > 0 || Number(uncounted.rows[0]?.n) > 0) {
      throw new Error(`places taken differ from the orders: ${JSON.stringify(slotDrift.rows)}`);
    }
    const statusDrift = await sql`
      select o.status, count(*) as counted,
        (select coalesce(sum(c.n), 0) from order_counts c where c.status = o.status) as kept
      from orders o group by o.status
      having count(*) <> (select coalesce(sum(c.n), 0) from order_counts c where c.status = o.status)`.execute(
      db,
    );
    if (statusDrift.rows.length > 0) {
      throw new Error(`order counts differ from the orders: ${JSON.stringify(statusDrift.rows)}`);
    }

    const orders = await db
      .selectFrom('orders')
      .select(['id', 'user_id'])
      .where('id', '>', baseline.lastOrderId)
      .execute();
    const keys = await db
      .selectFrom('idempotency_keys')
      .select(['user_id', 'key', 'status_code', 'response_body'])
      .where('created_at', '>=', baseline.since)
      .execute();
    const ownerOf = new Map(orders.map((order) => [order.id, order.user_id]));
    const keyOf = new Map<number, string>();
    for (const key of keys) {
      const answer = JSON.parse(key.response_body ?? 'null') as { id?: number } | null;
      const orderId = answer?.id;
      if (key.status_code !== 201 || orderId === undefined) {
        throw new Error(`Idempotency-Key ${key.key} has no order in its answer`);
      }
      if (ownerOf.get(orderId) !== key.user_id) {
        throw new Error(`Idempotency-Key ${key.key} names order ${String(orderId)}, not placed`);
      }
      const other = keyOf.get(orderId);
      if (other !== undefined) {
        throw new Error(`order ${String(orderId)} answers two keys: ${other} and ${key.key}`);
      }
      keyOf.set(orderId, key.key);
    }
    const keyless = orders.filter((order) => !keyOf.has(order.id));
    if (keyless.length > 0) {
      throw new Error(
        `${String(keyless.length)} orders placed without their own Idempotency-Key, e.g. ${String(keyless[0]?.id)}`,
      );
    }
    return { placed: orders.length, keys: keys.length };
  } finally {
    await handle.close();
  }
}
