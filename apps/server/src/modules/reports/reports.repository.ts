import { addDays } from '@freshfold/shared';
import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/tables.js';
import { DUE_PAISE, STILL_OWING } from '../payments/payments.repository.js';

/*
 * The reports read the orders', their lines', the customers', the payments' and the invoices'
 * tables in their own SQL, as the board does: every figure is one aggregate the database
 * computes, whatever the number of orders, and no order is loaded into JavaScript. An order is
 * "placed in a range" when its `created_at` falls between the first instant of the range's
 * first Indian day and the first instant of the day after its last, so the range reads the
 * orders' `created_at` index as a plain text range (timestamps are ISO-8601 UTC text on both
 * databases). Sums and counts come back as strings from PostgreSQL (bigint): callers take
 * `Number()` of them.
 */

/** The first instant (UTC) of an Indian calendar date: India is UTC+05:30 all year. */
export function startOfIndianDay(isoDate: string): string {
  return `${addDays(isoDate, -1)}T18:30:00.000Z`;
}

/** `[from, to]` (Indian dates, both included) as a half-open range of UTC timestamps. */
export interface InstantRange {
  start: string;
  end: string;
}

export function instantsOf(from: string, to: string): InstantRange {
  return { start: startOfIndianDay(from), end: startOfIndianDay(addDays(to, 1)) };
}

/**
 * The Indian calendar date (`YYYY-MM-DD`) of a timestamp column, in SQL. The one place the
 * two databases are asked differently: SQLite's date modifiers, PostgreSQL's time zones.
 */
export function indianDateSql(db: Db, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(${sql.ref(column)}::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+330 minutes')`;
}

type Count = number | string;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A range's bound written into the statement rather than sent as a parameter. The server asks
 * PostgreSQL for generic plans (db/database.ts), which guess a parameter range's size; with the
 * bound in the text, the planner sees that a financial year covers most orders and hashes
 * instead of looping over an index (twice as fast at 100 000 orders). Safe: the bound is made
 * here from a validated date (`instantsOf`), and anything else is refused.
 */
function instant(value: string) {
  if (!ISO_INSTANT.test(value)) throw new Error(`Not a UTC timestamp: ${value}`);
  return sql.lit(value);
}

/**
 * Revenue, orders and cancellations of the orders placed in the range, in one read of the
 * placing-time index (`orders_placed_figures_idx` holds the status and the total).
 */
export function selectOrderFigures(db: Db, range: InstantRange) {
  return db
    .selectFrom('orders')
    .select([
      sql<Count | null>`sum(case when status <> 'cancelled' then total_paise else 0 end)`.as(
        'revenue',
      ),
      sql<Count | null>`sum(case when status <> 'cancelled' then 1 else 0 end)`.as('orders'),
      sql<Count | null>`sum(case when status = 'cancelled' then 1 else 0 end)`.as('cancelled'),
    ])
    .where('created_at', '>=', instant(range.start))
    .where('created_at', '<', instant(range.end))
    .executeTakeFirstOrThrow();
}

/** Customers (role `user`) who registered in the range. */
export function selectNewCustomers(db: Db, range: InstantRange) {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<Count>().as('n'))
    .where('role', '=', 'user')
    .where('created_at', '>=', instant(range.start))
    .where('created_at', '<', instant(range.end))
    .executeTakeFirstOrThrow();
}

/**
 * Of the customers with a not-cancelled order placed in the range, how many, and how many
 * with another not-cancelled order placed before the range's end (so two or more up to then).
 * Each customer's other order is found by `EXISTS` on the customer's orders index, which stops
 * at the first.
 */
export function selectRepeatCustomers(db: Db, range: InstantRange) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('orders')
        .select(['user_id', (inner) => inner.fn.min('id').as('first_id')])
        .where('created_at', '>=', instant(range.start))
        .where('created_at', '<', instant(range.end))
        .where('status', '<>', 'cancelled')
        .groupBy('user_id')
        .as('customers'),
    )
    .select((eb) => [
      eb.fn.countAll<Count>().as('customers'),
      eb.fn
        .sum<Count | null>(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('orders as other')
                  .select(sql.lit(1).as('one'))
                  .whereRef('other.user_id', '=', 'customers.user_id')
                  .whereRef('other.id', '<>', 'customers.first_id')
                  .where('other.created_at', '<', instant(range.end))
                  .where('other.status', '<>', 'cancelled'),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('repeat'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * Orders placed in the range and their charged totals per day and status: the daily series and
 * the orders by status from one read of the placing-time index. The Indian day is found without
 * a date function on every row: a timestamp's UTC date, and whether it is at or after 18:30 UTC
 * (then it is the next day in India), both read from the ISO text; the caller adds the day.
 */
export function selectDailyStatusFigures(db: Db, range: InstantRange) {
  const utcDate = sql<string>`substr(created_at, 1, 10)`;
  const late = sql<number>`case when substr(created_at, 12, 5) >= '18:30' then 1 else 0 end`;
  return db
    .selectFrom('orders')
    .select([
      utcDate.as('utc_date'),
      late.as('late'),
      'status',
      (eb) => eb.fn.countAll<Count>().as('orders'),
      (eb) => eb.fn.sum<Count>('total_paise').as('revenue'),
    ])
    .where('created_at', '>=', instant(range.start))
    .where('created_at', '<', instant(range.end))
    .groupBy([utcDate, late, 'status'])
    .execute();
}

/**
 * Not-cancelled orders per pickup date and slot of the range: the places taken that the
 * database keeps in `slot_bookings` (migration 2026-11-23-003), one row per date and slot.
 */
export function selectSlotBookings(db: Db, from: string, to: string) {
  return db
    .selectFrom('slot_bookings')
    .select(['pickup_date', 'pickup_slot_id', 'taken as booked'])
    .where('pickup_date', '>=', from)
    .where('pickup_date', '<=', to)
    .where('taken', '>', 0)
    .execute();
}

/** Every pickup slot, for the heat map's rows. */
export function selectSlots(db: Db) {
  return db
    .selectFrom('pickup_slots')
    .select(['id', 'day', 'start_time', 'end_time', 'capacity', 'is_available'])
    .execute();
}

/**
 * Pieces and revenue (quantity × unit price, before the order's discount) of each catalogue
 * item on not-cancelled orders placed in the range, with its name and service as the catalogue
 * has them now. One row per item sold (the catalogue's size at most, whatever the number of
 * orders); lines of an item since deleted from the catalogue (no item id) are left out. The
 * sums read the orders' and the lines' indexes alone. The orders are an `IN` list rather than a
 * join: SQLite then reads the lines in order id order, about three times faster at 100 000
 * orders; PostgreSQL plans both alike.
 */
export function selectItemSales(db: Db, range: InstantRange) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('order_items')
        .select((inner) => [
          'order_items.service_item_id as item_id',
          inner.fn.sum<Count>('order_items.quantity').as('quantity'),
          inner.fn.sum<Count>('order_items.line_total_paise').as('revenue'),
        ])
        .where('order_items.order_id', 'in', (inner) =>
          inner
            .selectFrom('orders')
            .select('orders.id')
            .where('orders.created_at', '>=', instant(range.start))
            .where('orders.created_at', '<', instant(range.end))
            .where('orders.status', '<>', 'cancelled'),
        )
        .where('order_items.service_item_id', 'is not', null)
        .groupBy('order_items.service_item_id')
        .as('sales'),
    )
    .innerJoin('service_items', 'service_items.id', 'sales.item_id')
    .innerJoin('services', 'services.id', 'service_items.service_id')
    .select([
      'service_items.id as item_id',
      'services.name as service_name',
      'service_items.name',
      'sales.quantity',
      'sales.revenue',
    ])
    .execute();
}

/** Discounts given on not-cancelled orders placed in the range, by source and voucher code. */
export function selectDiscounts(db: Db, range: InstantRange) {
  return db
    .selectFrom('orders')
    .select([
      'discount_source',
      'voucher_code',
      (eb) => eb.fn.countAll<Count>().as('orders'),
      (eb) => eb.fn.sum<Count>('discount_paise').as('discount'),
    ])
    .where('created_at', '>=', instant(range.start))
    .where('created_at', '<', instant(range.end))
    .where('status', '<>', 'cancelled')
    .where('discount_source', 'is not', null)
    .groupBy(['discount_source', 'voucher_code'])
    .execute();
}

/**
 * Referred customers who registered in the range; of them, those with a not-cancelled order
 * (ever), and those with a completed order.
 */
export function selectReferralFunnel(db: Db, range: InstantRange) {
  const hasOrder = (statusCondition: 'not-cancelled' | 'completed') =>
    sql<number>`case when exists (select 1 from orders where orders.user_id = users.id and ${
      statusCondition === 'completed'
        ? sql`orders.status = 'completed'`
        : sql`orders.status <> 'cancelled'`
    }) then 1 else 0 end`;
  return db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<Count>().as('registered'),
      eb.fn.sum<Count | null>(hasOrder('not-cancelled')).as('first_order'),
      eb.fn.sum<Count | null>(hasOrder('completed')).as('completed'),
    ])
    .where('role', '=', 'user')
    .where('referred_by_user_id', 'is not', null)
    .where('created_at', '>=', instant(range.start))
    .where('created_at', '<', instant(range.end))
    .executeTakeFirstOrThrow();
}

/**
 * Completed orders with money due (the payments module's outstanding list and its rule), counted and summed by how long ago they were completed: the time of their
 * last `completed` status event (their last change when there is none), against the first
 * instants of the Indian days 7, 30 and 60 days before today. The completion times are one
 * grouped read of the owing orders' events, joined once, so the three comparisons read a column
 * (a correlated subquery in their place ran once per comparison).
 */
export function selectOutstandingByAge(
  db: Db,
  cutoffs: { week: string; month: string; twoMonths: string },
) {
  const owing = () =>
    db.selectFrom('orders').where('orders.status', '=', 'completed').where(STILL_OWING);
  const completedAt = sql<string>`coalesce(completions.completed_at, orders.updated_at)`;
  return db
    .selectFrom((outer) =>
      owing()
        .leftJoin(
          outer
            .selectFrom('order_status_events')
            .select(['order_id', (eb) => eb.fn.max('created_at').as('completed_at')])
            .where('status', '=', 'completed')
            .where('order_id', 'in', owing().select('orders.id'))
            .groupBy('order_id')
            .as('completions'),
          'completions.order_id',
          'orders.id',
        )
        .select([
          sql<string>`case when ${completedAt} >= ${cutoffs.week} then '0-7' when ${completedAt} >= ${cutoffs.month} then '8-30' when ${completedAt} >= ${cutoffs.twoMonths} then '31-60' else '61+' end`.as(
            'bucket',
          ),
          DUE_PAISE.as('due'),
        ])
        .as('aged'),
    )
    .select((eb) => [
      'bucket',
      eb.fn.countAll<Count>().as('orders'),
      eb.fn.sum<Count>('due').as('amount'),
    ])
    .groupBy('bucket')
    .execute();
}
