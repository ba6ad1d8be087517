import { sql, type Kysely } from 'kysely';

// Frozen: change it with a new migration.

/**
 * The reports and exports (modules/reports) sum a range of orders by when they were placed. The
 * indexes hold what those sums read, so each is one index range read on either database (an
 * index-only scan on PostgreSQL) rather than a visit to every order's row:
 *
 * - `orders_placed_figures_idx`: placing time, then status, charged total, customer and id:
 *   revenue, orders, cancellations, revenue per day, orders by status, the repeat customers,
 *   and the orders whose lines make the top items.
 * - `orders_placed_discounts_idx`: only the orders with a discount, by placing time.
 * - `orders_outstanding_idx`: only completed orders with money due (payments make the set
 *   smaller as they come in), for the outstanding amounts by age.
 * - `order_items_sales_idx`: a line's item, quantity and total by order, for the top items.
 * - `order_status_events_status_idx`: an order's events by status and time, for when it was
 *   completed.
 * - `users_role_created_idx`: customers by registration time (new customers, the referral
 *   funnel, the customers export).
 * - `payments_created_idx`, `invoices_issued_idx`, `credit_notes_issued_idx`: the payments,
 *   invoices and credit notes of a range, for the exports.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_placed_figures_idx')
    .on('orders')
    .columns(['created_at', 'status', 'total_paise', 'user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_placed_discounts_idx')
    .on('orders')
    .column('created_at')
    .where(sql<boolean>`discount_source is not null`)
    .execute();
  await db.schema
    .createIndex('orders_outstanding_idx')
    .on('orders')
    .columns(['id', 'updated_at', 'total_paise', 'paid_paise'])
    .where(sql<boolean>`status = 'completed' and paid_paise < total_paise`)
    .execute();
  await db.schema
    .createIndex('order_items_sales_idx')
    .on('order_items')
    .columns(['order_id', 'service_item_id', 'quantity', 'line_total_paise'])
    .execute();
  await db.schema
    .createIndex('order_status_events_status_idx')
    .on('order_status_events')
    .columns(['order_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('users_role_created_idx')
    .on('users')
    .columns(['role', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payments_created_idx')
    .on('payments')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_issued_idx')
    .on('invoices')
    .columns(['issued_at'])
    .execute();
  await db.schema
    .createIndex('credit_notes_issued_idx')
    .on('credit_notes')
    .columns(['issued_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'credit_notes_issued_idx',
    'invoices_issued_idx',
    'payments_created_idx',
    'users_role_created_idx',
    'order_status_events_status_idx',
    'order_items_sales_idx',
    'orders_outstanding_idx',
    'orders_placed_discounts_idx',
    'orders_placed_figures_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
