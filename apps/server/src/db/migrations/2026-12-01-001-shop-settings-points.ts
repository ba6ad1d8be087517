import { sql, type Kysely } from 'kysely';
import { moneyType, replaceCheck } from './portable.js';

// Frozen: change it with a new migration.

/**
 * The shop's settings, and what an order was charged for delivery and paid with points.
 *
 * - `shop_settings`: one row (`id` = 1, made here), the shop's delivery fee and minimum order in
 *   integer paise, both 0 (off) by default: the seeded shop charges no fee, as the spec's totals
 *   show (decisions: "Money"). Both ≥ 0, checked by the database.
 * - `orders.delivery_fee_paise`: the fee charged on the order, as the shop's setting was when it
 *   was placed; `orders.points_redeemed_paise`: the loyalty points spent on it (1 point = ₹1, so
 *   a multiple of 100 paise). Both 0 on every order placed before. `total_paise` stays the
 *   charged total: after the discount, the fee and the points, as the database's money check
 *   (`orders_money_check`) now says.
 *
 * Money columns are 64-bit on PostgreSQL, as migration 2026-11-24-001 made every other amount.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const money = moneyType(db);
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('delivery_fee_paise', money, (col) => col.notNull().defaultTo(0))
    .addColumn('minimum_order_paise', money, (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('shop_settings_single_row_check', sql`id = 1`)
    .addCheckConstraint('shop_settings_delivery_fee_check', sql`delivery_fee_paise >= 0`)
    .addCheckConstraint('shop_settings_minimum_order_check', sql`minimum_order_paise >= 0`)
    .execute();
  await db
    .insertInto('shop_settings')
    .values({
      id: 1,
      delivery_fee_paise: 0,
      minimum_order_paise: 0,
      updated_at: new Date(0).toISOString(),
    })
    .execute();
  for (const column of ['delivery_fee_paise', 'points_redeemed_paise']) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, money, (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`${sql.ref(column)} >= 0`),
      )
      .execute();
  }
  await replaceCheck(db, {
    table: 'orders',
    constraint: 'orders_money_check',
    from: MONEY_CHECK,
    to: CHARGED_MONEY_CHECK,
  });
}

/** The orders' money check as the initial schema wrote it: the total is after the discount. */
const MONEY_CHECK =
  'subtotal_paise >= 0 and discount_paise >= 0 and total_paise >= 0 and total_paise = subtotal_paise - discount_paise';

/** The total charged: after the discount, plus the delivery fee, less the points redeemed. */
const CHARGED_MONEY_CHECK =
  'subtotal_paise >= 0 and discount_paise >= 0 and total_paise >= 0 and total_paise = subtotal_paise - discount_paise + delivery_fee_paise - points_redeemed_paise';

export async function down(db: Kysely<any>): Promise<void> {
  await replaceCheck(db, {
    table: 'orders',
    constraint: 'orders_money_check',
    from: CHARGED_MONEY_CHECK,
    to: MONEY_CHECK,
  });
  await db.schema.alterTable('orders').dropColumn('points_redeemed_paise').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_fee_paise').execute();
  await db.schema.dropTable('shop_settings').execute();
}
