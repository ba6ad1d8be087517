import { addDays, weekdayOf } from '@freshfold/shared';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import type { OrderStatus } from '../src/db/tables.js';
import { catalogueItems, orderItemRow, statusEventRow } from './volume.js';

/** The statuses of a day under way: most still to collect, some collected, a few cancelled. */
const DAY_STATUSES: readonly OrderStatus[] = [
  'pending',
  'pending',
  'pending',
  'pick_up_done',
  'pending',
  'processing',
  'pending',
  'cancelled',
];

/**
 * A busy day for the board (`GET /api/admin/board?date=`): `pickups` orders to collect on
 * `date`, one per customer, spread over the date's slots, and `deliveries` orders collected two
 * days before and delivered on it, each with two lines and its first status event, as the
 * ordering flow leaves them. Customers hold one open order per pickup, so each order is
 * another customer's: `customerIds` must hold `pickups + deliveries` of them.
 */
export async function seedBoardDay(
  url: string,
  day: { date: string; pickups: number; deliveries: number; customerIds: readonly number[] },
): Promise<void> {
  const handle = openDatabase(url);
  try {
    const { db } = handle;
    const items = await catalogueItems(db);
    const slotsOn = (date: string) =>
      db
        .selectFrom('pickup_slots')
        .select(['id', 'start_time', 'end_time'])
        .where('day', '=', weekdayOf(date))
        .orderBy('start_time')
        .execute();
    const slots = await slotsOn(day.date);
    const earlier = addDays(day.date, -2);
    const earlierSlots = await slotsOn(earlier);
    const stamp = new Date().toISOString();
    const orders = Array.from({ length: day.pickups + day.deliveries }, (_, index) => {
      const delivery = index >= day.pickups;
      const pickupSlots = delivery ? earlierSlots : slots;
      const slot = pickupSlots[index % pickupSlots.length];
      const first = items[index % items.length];
      const second = items[(index * 7 + 3) % items.length];
      if (!slot || !first || !second) throw new Error('the shop has no slots or items');
      const subtotal = first.price_paise * 2 + second.price_paise;
      return {
        user_id: day.customerIds[index] ?? 0,
        status: delivery ? 'ready' : (DAY_STATUSES[index % DAY_STATUSES.length] ?? 'pending'),
        pickup_date: delivery ? earlier : day.date,
        pickup_slot_id: slot.id,
        pickup_slot_label: `${slot.start_time} - ${slot.end_time}`,
        delivery_date: delivery ? day.date : null,
        delivery_slot_id: delivery ? (slots[index % slots.length]?.id ?? null) : null,
        discount_percent: 0,
        subtotal_paise: subtotal,
        discount_paise: 0,
        total_paise: subtotal,
        latitude: 12.9 + (index % 100) / 1000,
        longitude: 77.55 + (index % 70) / 1000,
        notes: index % 3 === 0 ? 'Ring the bell twice; the dog is friendly.' : null,
        created_at: stamp,
        updated_at: stamp,
        lines: [
          { item: first, quantity: 2 },
          { item: second, quantity: 1 },
        ],
      };
    });
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < orders.length; start += 200) {
        const batch = orders.slice(start, start + 200);
        const inserted = await trx
          .insertInto('orders')
          .values(batch.map(({ lines: _lines, ...order }) => order))
          .returning(['id', 'status'])
          .execute();
        await trx
          .insertInto('order_items')
          .values(
            inserted.flatMap(({ id }, index) =>
              (batch[index]?.lines ?? []).map(({ item, quantity }) =>
                orderItemRow(id, item, quantity),
              ),
            ),
          )
          .execute();
        await trx
          .insertInto('order_status_events')
          .values(inserted.map(({ id, status }) => statusEventRow(id, status, stamp)))
          .execute();
      }
    });
    await sql.raw(handle.kind === 'postgres' ? 'vacuum analyze orders' : 'analyze').execute(db);
  } finally {
    await handle.close();
  }
}
