import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes, type IndexSpec } from './portable.js';

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
  await createIndexes(db, INDEXES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, INDEXES.map((index) => index.name).reverse());
}

const INDEXES: IndexSpec[] = [
  {
    name: 'orders_placed_figures_idx',
    table: 'orders',
    columns: ['created_at', 'status', 'total_paise', 'user_id', 'id'],
  },
  {
    name: 'orders_placed_discounts_idx',
    table: 'orders',
    columns: ['created_at'],
    where: 'discount_source is not null',
  },
  {
    name: 'orders_outstanding_idx',
    table: 'orders',
    columns: ['id', 'updated_at', 'total_paise', 'paid_paise'],
    where: `status = 'completed' and paid_paise < total_paise`,
  },
  {
    name: 'order_items_sales_idx',
    table: 'order_items',
    columns: ['order_id', 'service_item_id', 'quantity', 'line_total_paise'],
  },
  {
    name: 'order_status_events_status_idx',
    table: 'order_status_events',
    columns: ['order_id', 'status', 'created_at'],
  },
  { name: 'users_role_created_idx', table: 'users', columns: ['role', 'created_at'] },
  { name: 'payments_created_idx', table: 'payments', columns: ['created_at', 'id'] },
  { name: 'invoices_issued_idx', table: 'invoices', columns: ['issued_at'] },
  { name: 'credit_notes_issued_idx', table: 'credit_notes', columns: ['issued_at'] },
];
