import { sql, type Kysely } from 'kysely';
import { createIndexes, dropIndexes, isPostgres, type IndexSpec } from './portable.js';

// Frozen: change it with a new migration.

/**
 * Refunds and corrections are two different negative entries (decision 016):
 *
 * - A **refund** gives money back to the customer (a damaged shirt, a cancelled order, an
 *   overpayment): the shop does not ask for it again. It counts in `orders.refunded_paise`.
 * - A **correction** reverses a payment recorded by mistake (`payments.is_correction = 1`): the
 *   money never came in, so what it covered is due again. It lowers `orders.paid_paise` only.
 *
 * What an order still owes is therefore `total − paid − refunded` (paid being the net the shop
 * holds), and `orders_outstanding_idx` is rebuilt on that condition. Negative entries made before
 * this migration were made under the rule "a mistake is reversed by a negative entry": what they
 * left due stays due, so they are taken out of `orders.refunded_paise` (which now counts refunds
 * made from here on); the rows themselves are never rewritten (payments are append-only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('is_correction', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_correction = 0 or (is_correction = 1 and amount_paise < 0)`),
    )
    .execute();
  await db
    .updateTable('orders')
    .set({ refunded_paise: 0 })
    .where('refunded_paise', '<>', 0)
    .execute();
  await replaceSumTrigger(db, 'case when new.is_correction = 1 then 0 else -new.amount_paise end');
  await dropIndexes(db, [OUTSTANDING.name]);
  await createIndexes(db, [OUTSTANDING]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, [OUTSTANDING.name]);
  await createIndexes(db, [PREVIOUS_OUTSTANDING]);
  await replaceSumTrigger(db, '-new.amount_paise');
  await db.schema.alterTable('payments').dropColumn('is_correction').execute();
}

const OUTSTANDING: IndexSpec = {
  name: 'orders_outstanding_idx',
  table: 'orders',
  columns: ['id', 'updated_at', 'total_paise', 'paid_paise', 'refunded_paise'],
  // Written with the total on the left: SQLite matches a query's `total > paid + refunded` to
  // this condition, but never `paid + refunded < total` (checked with `indexed by`).
  where: `status = 'completed' and total_paise > paid_paise + refunded_paise`,
};

const PREVIOUS_OUTSTANDING: IndexSpec = {
  ...OUTSTANDING,
  columns: ['id', 'updated_at', 'total_paise', 'paid_paise'],
  where: `status = 'completed' and paid_paise < total_paise`,
};

/**
 * The insert trigger of migration 2026-11-30-001, with `refunded` as what a negative entry adds
 * to `orders.refunded_paise` (never below 0: a payment adds nothing).
 */
async function replaceSumTrigger(db: Kysely<any>, refunded: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create or replace function payments_add_to_order() returns trigger language plpgsql as $$
      begin
        update orders
        set paid_paise = paid_paise + new.amount_paise,
            refunded_paise = refunded_paise + greatest(${sql.raw(refunded)}, 0)
        where id = new.order_id;
        return null;
      end $$`.execute(db);
    return;
  }
  await sql`drop trigger payments_add_to_order`.execute(db);
  await sql`
    create trigger payments_add_to_order after insert on payments
    begin
      update orders
      set paid_paise = paid_paise + new.amount_paise,
          refunded_paise = refunded_paise + max(${sql.raw(refunded)}, 0)
      where id = new.order_id;
    end`.execute(db);
}
