import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes } from './portable.js';

// Frozen: change it with a new migration.

/**
 * A customer holds at most one open order (neither cancelled nor completed) per pickup date and
 * slot. Placing an order, and reopening a cancelled one, look for that open order under the
 * customer's row lock; this partial index finds it in a few entries, however many orders the
 * customer placed over the years. It holds only open orders, so it stays small.
 *
 * Not unique: a database may already hold a customer's two open orders in one slot, booked
 * before the rule, and they are the shop's to settle; the rule is kept by the code from now on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createIndexes(db, [
    {
      name: 'orders_open_by_customer_slot_idx',
      table: 'orders',
      columns: ['user_id', 'pickup_date', 'pickup_slot_id'],
      where: `status not in ('cancelled', 'completed')`,
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, ['orders_open_by_customer_slot_idx']);
}
