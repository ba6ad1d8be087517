import { sql, type Kysely } from 'kysely';
import { createIndexes, createTableWithId, isPostgres, moneyType } from './portable.js';

// Frozen: change it with a new migration.

const REFUSAL = 'payments are append-only: reverse a payment with a negative entry';

/**
 * Payments against orders (modules/payments), and what an order has been paid.
 *
 * - `payments`: one row per money movement, in integer paise: positive for a payment received,
 *   negative for a refund or a reversal (which then carries its `reason`), never 0. `method` is
 *   how the money moved; `provider_payment_id` the payment provider's id (Razorpay's `pay_…`),
 *   unique, so an event delivered twice records one payment. `recorded_by` is the staff member
 *   or admin who recorded it (null for the provider's webhook).
 *   Append-only in the database itself: triggers refuse every UPDATE and DELETE.
 * - `orders.paid_paise` (the sum of the order's payments) and `orders.refunded_paise` (the sum
 *   of its negative entries, as a positive amount), kept by a trigger on each insert, in the
 *   insert's own statement: an order's view and the outstanding list read the payment state
 *   from the row, with no sum per request. The trigger's update of the order row moves
 *   `orders.version` (migration 2026-11-23-001), so rendered orders show the payment at once.
 *   `paid_paise >= 0` is checked by the database: no refund takes back more than was paid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const money = moneyType(db);
  for (const column of ['paid_paise', 'refunded_paise']) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, money, (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql.raw(`${column} >= 0`)),
      )
      .execute();
  }
  await createPayments(db, money);
  await (isPostgres(db) ? createPostgresTriggers(db) : createSqliteTriggers(db));
}

async function createPayments(db: Kysely<any>, money: 'bigint' | 'integer'): Promise<void> {
  await createTableWithId(db, 'payments')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('amount_paise', money, (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('reason', 'text')
    .addColumn('provider_payment_id', 'text', (col) => col.unique())
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('payments_amount_check', sql`amount_paise <> 0`)
    .addCheckConstraint('payments_method_check', sql`method in ('cash', 'upi', 'card', 'razorpay')`)
    .addCheckConstraint(
      'payments_reference_check',
      sql`reference is null or length(reference) <= 100`,
    )
    .addCheckConstraint(
      'payments_reason_check',
      sql`amount_paise > 0 or (reason is not null and length(reason) between 1 and 200)`,
    )
    .execute();
  await createIndexes(db, [
    { name: 'payments_order_idx', table: 'payments', columns: ['order_id', 'id'] },
  ]);
}

/** PostgreSQL: the append-only refusal as the audit log's, and the sums kept on insert. */
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function payments_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '${sql.raw(REFUSAL)}';
    end $$`.execute(db);
  await sql`
    create trigger payments_append_only before update or delete on payments
    for each statement execute function payments_append_only()`.execute(db);
  await sql`
    create function payments_add_to_order() returns trigger language plpgsql as $$
    begin
      update orders
      set paid_paise = paid_paise + new.amount_paise,
          refunded_paise = refunded_paise + greatest(-new.amount_paise, 0)
      where id = new.order_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger payments_add_to_order after insert on payments
    for each row execute function payments_add_to_order()`.execute(db);
}

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const event of ['update', 'delete']) {
    await sql`
      create trigger ${sql.raw(`payments_no_${event}`)} before ${sql.raw(event)} on payments
      begin
        select raise(abort, '${sql.raw(REFUSAL)}');
      end`.execute(db);
  }
  await sql`
    create trigger payments_add_to_order after insert on payments
    begin
      update orders
      set paid_paise = paid_paise + new.amount_paise,
          refunded_paise = refunded_paise + max(-new.amount_paise, 0)
      where id = new.order_id;
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Dropping a table drops its triggers on both databases.
  await db.schema.dropTable('payments').execute();
  if (isPostgres(db)) {
    await sql`drop function payments_add_to_order()`.execute(db);
    await sql`drop function payments_append_only()`.execute(db);
  }
  await db.schema.alterTable('orders').dropColumn('refunded_paise').execute();
  await db.schema.alterTable('orders').dropColumn('paid_paise').execute();
}
