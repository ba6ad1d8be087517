import { addDays, indianDate, ORDER_STATUSES, weekdayOf } from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database, OrderStatus } from '../src/db/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { CATALOGUE_ITEM_COLUMNS } from '../src/modules/catalogue/catalogue.repository.js';

/** A catalogue item as the seeders read it (`CATALOGUE_ITEM_COLUMNS`). */
export interface SeedItem {
  id: number;
  name: string;
  description: string;
  price_paise: number;
  service_name: string;
}

/** Every catalogue item, as the seeders read it, by id. */
export function catalogueItems(db: Kysely<Database>): Promise<SeedItem[]> {
  return db
    .selectFrom('service_items')
    .innerJoin('services', 'services.id', 'service_items.service_id')
    .select(CATALOGUE_ITEM_COLUMNS)
    .orderBy('service_items.id')
    .execute();
}

/** The `order_items` row of `quantity` of a catalogue item, at its catalogue price. */
export function orderItemRow(orderId: number, item: SeedItem, quantity: number) {
  return {
    order_id: orderId,
    service_item_id: item.id,
    service_name: item.service_name,
    name: item.name,
    description: item.description,
    unit_price_paise: item.price_paise,
    quantity,
    line_total_paise: item.price_paise * quantity,
  };
}

/** The `order_status_events` row of an order reaching `status` at `at`, without a note. */
export function statusEventRow(
  orderId: number,
  status: OrderStatus,
  at: string,
  changedByUserId: number | null = null,
) {
  return {
    order_id: orderId,
    status,
    note: null,
    changed_by_user_id: changedByUserId,
    created_at: at,
  };
}

export interface Volume {
  customerIds: number[];
  /** A customer with exactly `heavyOrders` orders, for the order-history benchmark. */
  heavyCustomerId: number;
}

/**
 * Fills a seeded database with a city's worth of data: customers, and orders with items and
 * status events spread over the past months. Written in large batches inside transactions.
 */
export async function seedVolume(
  db: Kysely<Database>,
  options: {
    customers: number;
    orders: number;
    heavyOrders: number;
    /** Tells apart the customers of two fills of one database (their e-mail domain). */
    batch?: string;
  },
): Promise<Volume> {
  const now = new Date();
  const stamp = now.toISOString();
  const passwordHash = await hashPassword('Bench@12345', { N: 2 ** 10, r: 8, p: 1 });
  const items = await catalogueItems(db);
  const slots = await db
    .selectFrom('pickup_slots')
    .select(['id', 'day', 'start_time', 'end_time'])
    .execute();
  // Benchmarks book thousands of pickups: lift the per-slot limit so capacity is not what is measured.
  await db.updateTable('pickup_slots').set({ capacity: 1_000_000 }).execute();

  const customerIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < options.customers; start += 200) {
      const rows = [];
      for (let i = start; i < Math.min(options.customers, start + 200); i += 1) {
        rows.push({
          email: `customer${i}@${options.batch ?? 'bench'}.freshfold.in`,
          password_hash: passwordHash,
          first_name: `Customer${i}`,
          last_name: 'Bench',
          phone: String(9000000000 + i),
          street: `${i} MG Road`,
          city: 'Bengaluru',
          state: 'Karnataka',
          zip_code: '560001',
          role: 'user' as const,
          created_at: stamp,
          updated_at: stamp,
        });
      }
      const inserted = await trx.insertInto('users').values(rows).returning('id').execute();
      customerIds.push(...inserted.map((row) => row.id));
    }
  });

  const heavyCustomerId = customerIds[0] ?? 0;
  const today = indianDate(now);
  let random = 42;
  const next = () => {
    random = (random * 1103515245 + 12345) % 2147483648;
    return random / 2147483648;
  };

  for (let start = 0; start < options.orders; start += 500) {
    await db.transaction().execute(async (trx) => {
      const orders = [];
      const lines: { items: typeof items; quantities: number[] }[] = [];
      for (let i = start; i < Math.min(options.orders, start + 500); i += 1) {
        const userId =
          i < options.heavyOrders
            ? heavyCustomerId
            : (customerIds[1 + (i % (customerIds.length - 1))] ?? heavyCustomerId);
        const pickupDate = addDays(today, -Math.floor(next() * 120));
        const weekday = weekdayOf(pickupDate);
        const slot = slots.find((candidate) => candidate.day === weekday) ?? slots[0];
        if (!slot) throw new Error('no pickup slots');
        const chosen = [
          items[Math.floor(next() * items.length)],
          items[Math.floor(next() * items.length)],
        ].filter((item): item is (typeof items)[number] => item !== undefined);
        const quantities = chosen.map(() => 1 + Math.floor(next() * 4));
        const subtotal = chosen.reduce(
          (sum, item, index) => sum + item.price_paise * (quantities[index] ?? 1),
          0,
        );
        const created = new Date(`${pickupDate}T04:00:00Z`).toISOString();
        orders.push({
          user_id: userId,
          status: ORDER_STATUSES[Math.floor(next() * ORDER_STATUSES.length)] ?? 'pending',
          pickup_date: pickupDate,
          pickup_slot_id: slot.id,
          pickup_slot_label: `${slot.start_time} - ${slot.end_time}`,
          delivery_date: null,
          delivery_slot_id: null,
          voucher_id: null,
          voucher_code: null,
          discount_source: null,
          discount_percent: 0,
          subtotal_paise: subtotal,
          discount_paise: 0,
          total_paise: subtotal,
          latitude: 12.97,
          longitude: 77.59,
          created_at: created,
          updated_at: created,
        });
        lines.push({ items: chosen, quantities });
      }
      const inserted = await trx
        .insertInto('orders')
        .values(orders)
        .returning(['id', 'status', 'created_at'])
        .execute();
      const orderItems = inserted.flatMap((order, index) => {
        const line = lines[index];
        if (!line) return [];
        return line.items.map((item, itemIndex) =>
          orderItemRow(order.id, item, line.quantities[itemIndex] ?? 1),
        );
      });
      await trx.insertInto('order_items').values(orderItems).execute();
      const events = inserted.flatMap((order) => [
        statusEventRow(order.id, 'pending', order.created_at),
        ...(order.status === 'pending'
          ? []
          : [statusEventRow(order.id, order.status, order.created_at)]),
      ]);
      await trx.insertInto('order_status_events').values(events).execute();
    });
  }
  return { customerIds, heavyCustomerId };
}
