import type { Kysely } from 'kysely';

/**
 * Counting a slot's bookings on a date (every order placed, every slot list) reads the
 * `(pickup_date, pickup_slot_id, status)` index alone, without visiting the order rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_pickup_status_idx')
    .on('orders')
    .columns(['pickup_date', 'pickup_slot_id', 'status'])
    .execute();
  await db.schema.dropIndex('orders_pickup_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_pickup_idx')
    .on('orders')
    .columns(['pickup_date', 'pickup_slot_id'])
    .execute();
  await db.schema.dropIndex('orders_pickup_status_idx').execute();
}
