import { sql, type Kysely } from 'kysely';
import { createIndexes, createTableWithId, moneyType } from './portable.js';

// Frozen: change it with a new migration.

/**
 * The Razorpay payment links made for orders (modules/payments): one row a link, with the
 * provider's id (`plink_…`), the `reference_id` it was made with, its address, the amount it asks
 * for and when it stops being payable. A customer who taps "Pay online" again while the amount
 * due is unchanged gets the same link back, so an order is not paid twice through two links; a
 * link for another amount is cancelled at Razorpay when a new one is made (`cancelled_at`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'payment_links')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('provider_link_id', 'text', (col) => col.notNull().unique())
    .addColumn('reference_id', 'text', (col) => col.notNull().unique())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('amount_paise', moneyType(db), (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .addCheckConstraint('payment_links_amount_check', sql`amount_paise > 0`)
    .execute();
  await createIndexes(db, [
    { name: 'payment_links_order_idx', table: 'payment_links', columns: ['order_id', 'id'] },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_links').execute();
}
