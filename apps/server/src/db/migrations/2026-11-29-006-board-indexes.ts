import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes } from './portable.js';

// Frozen: change it with a new migration.

/**
 * The day's board (modules/board) reads a date's orders twice, those picked up on it and those
 * delivered on it, all day long. Without these indexes each read went through every order the
 * shop ever took: the pickup's index went with the kept `slot_bookings`, and nothing indexed
 * the delivery date. With them a day of 500 orders reads its 500 entries, on either database.
 * The pickup reminders' read of a date's pending pickups uses the first as well.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createIndexes(db, [
    { name: 'orders_pickup_date_idx', table: 'orders', columns: ['pickup_date', 'pickup_slot_id'] },
    {
      name: 'orders_delivery_date_idx',
      table: 'orders',
      columns: ['delivery_date', 'delivery_slot_id'],
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, ['orders_pickup_date_idx', 'orders_delivery_date_idx']);
}
