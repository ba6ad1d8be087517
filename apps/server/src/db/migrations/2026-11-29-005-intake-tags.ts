import { sql, type Kysely } from 'kysely';
import { withOrderLineColumns } from './2026-11-22-001-initial-schema.js';
import { bumpOrderVersionOnChanges } from './2026-11-23-001-order-versions.js';
import { createIndexes, createTableWithId, moneyType } from './portable.js';

// Frozen: change it with a new migration.

/** The booked version's money, kept on the order row when intake first changes it. */
const BOOKED_MONEY_COLUMNS = [
  'booked_subtotal_paise',
  'booked_discount_paise',
  'booked_total_paise',
] as const;

/** The tables whose rows an order's view shows, beside `order_items` and its status events. */
const CHILD_TABLES = ['order_booked_items', 'garment_tags'] as const;

/**
 * Intake and garment tags (modules/orders/intake.service.ts).
 *
 * - `orders.adjusted_at`: when the shop last replaced the order's lines with what arrived; null
 *   while the order is as booked. The first adjustment keeps the booked version: its money in
 *   `orders.booked_*` and its lines in `order_booked_items` (a copy of `order_items` as they
 *   were), never changed afterwards.
 * - `garment_tags`: one row per garment, `code` unique across the shop (`FF-0123-03`). A tag
 *   belongs to a line (`order_item_id`) while its garment is on the order; one whose garment
 *   left the order keeps its row with `order_item_id` null and `retired_at` set, so its code is
 *   never issued again. `orders.last_tag_seq` is the last sequence number issued for the order.
 *
 * Both tables are shown by the order's view, so their changes move `orders.version` as changes
 * to `order_items` do (migration 2026-11-23-001): the same trigger function on PostgreSQL, the
 * same three triggers a table on SQLite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const money = moneyType(db);
  // One column a statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('orders').addColumn('adjusted_at', 'text').execute();
  for (const column of BOOKED_MONEY_COLUMNS) {
    await db.schema.alterTable('orders').addColumn(column, money).execute();
  }
  await db.schema.alterTable('orders').addColumn('booked_discount_percent', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('booked_discount_source', 'text').execute();
  await db.schema.alterTable('orders').addColumn('booked_voucher_code', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('last_tag_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await createBookedItems(db, money);
  await createGarmentTags(db);
  await bumpOrderVersionOnChanges(db, CHILD_TABLES);
}

async function createBookedItems(db: Kysely<any>, money: 'bigint' | 'integer'): Promise<void> {
  await withOrderLineColumns(createTableWithId(db, 'order_booked_items'), money).execute();
  await createIndexes(db, [
    { name: 'order_booked_items_order_id_idx', table: 'order_booked_items', columns: ['order_id'] },
  ]);
}

async function createGarmentTags(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'garment_tags')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'integer', (col) =>
      col.references('order_items.id').onDelete('set null'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('retired_at', 'text')
    .addUniqueConstraint('garment_tags_order_seq_key', ['order_id', 'seq'])
    .addCheckConstraint('garment_tags_seq_check', sql`seq > 0`)
    .execute();
  await createIndexes(db, [
    { name: 'garment_tags_order_item_idx', table: 'garment_tags', columns: ['order_item_id'] },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Dropping a table drops its triggers on both databases.
  await db.schema.dropTable('garment_tags').execute();
  await db.schema.dropTable('order_booked_items').execute();
  for (const column of [
    'last_tag_seq',
    'booked_voucher_code',
    'booked_discount_source',
    'booked_discount_percent',
    ...BOOKED_MONEY_COLUMNS,
    'adjusted_at',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
