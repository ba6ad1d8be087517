import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes, isPostgres } from './portable.js';

// Frozen: change it with a new migration.

/**
 * A customer's order list reads the stamps of their orders (id, version, placed at) to check
 * its rendered copies (modules/orders/order-views-cache.ts). On SQLite, `(user_id, created_at)`
 * then visits every order's row, one page each for a customer whose orders are spread over
 * months; with the id and the version in the index, the list is read from the index alone. A
 * version change rewrites that one index entry, on a page the change has dirtied already.
 * Not on PostgreSQL: an indexed version would end its heap-only updates, so every version
 * change would write an entry in every index of the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await createIndexes(db, [
    {
      name: 'orders_user_stamps_idx',
      table: 'orders',
      columns: ['user_id', 'created_at', 'id', 'version'],
    },
  ]);
  await dropIndexes(db, ['orders_user_created_idx']);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await createIndexes(db, [
    { name: 'orders_user_created_idx', table: 'orders', columns: ['user_id', 'created_at'] },
  ]);
  await dropIndexes(db, ['orders_user_stamps_idx']);
}
