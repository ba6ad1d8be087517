import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes, type IndexSpec } from './portable.js';

/**
 * Counting a slot's bookings on a date (every order placed, every slot list) reads the
 * `(pickup_date, pickup_slot_id, status)` index alone, without visiting the order rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createIndexes(db, [PICKUP_STATUS_INDEX]);
  await dropIndexes(db, ['orders_pickup_idx']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await createIndexes(db, [
    { name: 'orders_pickup_idx', table: 'orders', columns: ['pickup_date', 'pickup_slot_id'] },
  ]);
  await dropIndexes(db, [PICKUP_STATUS_INDEX.name]);
}

/** The index this migration makes; migration 2026-11-23-003 drops it, and its `down` makes it again. */
export const PICKUP_STATUS_INDEX: IndexSpec = {
  name: 'orders_pickup_status_idx',
  table: 'orders',
  columns: ['pickup_date', 'pickup_slot_id', 'status'],
};
