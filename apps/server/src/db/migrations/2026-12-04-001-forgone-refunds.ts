import { sql, type Kysely } from 'kysely';
import {
  createIndexes,
  dropIndexes,
  isPostgres,
  moneyType,
  replaceInsertTrigger,
  type IndexSpec,
} from './portable.js';

// Frozen: change it with a new migration.

/**
 * A refund covers the order's charge only for the part the shop forgoes (decision 018). Money a
 * refund returns that the shop owed back (all that was held on a cancelled order, what was held
 * beyond a lowered total) settles that debt and nothing more: if the order is charged again (moved
 * back to an open status, or its total raised at intake), that money is due again.
 *
 * - `payments.forgone_paise`: the part of a refund beyond what was owed back when it was recorded
 *   (0 on payments and corrections), set by the app from the order it locked.
 * - `orders.forgone_paise`: their sum, kept by the insert trigger beside `paid_paise` and
 *   `refunded_paise` (which still sums every refund, for the `refunded` state).
 * - Still due: `total − paid − forgone`; `orders_outstanding_idx` is rebuilt on it.
 *
 * Refunds recorded before this migration were counted as covering the charge in full: the
 * backfill keeps what each order shows due (`forgone = refunded`); the rows are not rewritten.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, check } of FORGONE_COLUMNS) {
    await db.schema
      .alterTable(table)
      .addColumn('forgone_paise', moneyType(db), (col) => col.notNull().defaultTo(0).check(check))
      .execute();
  }
  await sql`update orders set forgone_paise = refunded_paise where refunded_paise <> 0`.execute(db);
  await replaceSumTrigger(db, ', forgone_paise = forgone_paise + new.forgone_paise');
  await replaceOutstandingIndex(db, OUTSTANDING);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceOutstandingIndex(db, PREVIOUS_OUTSTANDING);
  await replaceSumTrigger(db, '');
  for (const { table } of FORGONE_COLUMNS) {
    await db.schema.alterTable(table).dropColumn('forgone_paise').execute();
  }
}

/** The refund's forgone part, within what it gave back; the order's sum of them. */
const FORGONE_COLUMNS = [
  {
    table: 'payments',
    check: sql`forgone_paise = 0 or (is_correction = 0 and forgone_paise > 0 and forgone_paise <= -amount_paise)`,
  },
  { table: 'orders', check: sql`forgone_paise >= 0` },
];

async function replaceOutstandingIndex(db: Kysely<any>, index: IndexSpec): Promise<void> {
  await dropIndexes(db, [index.name]);
  await createIndexes(db, [index]);
}

const OUTSTANDING: IndexSpec = {
  name: 'orders_outstanding_idx',
  table: 'orders',
  columns: ['id', 'updated_at', 'total_paise', 'paid_paise', 'forgone_paise', 'refunded_paise'],
  // The total on the left: SQLite matches `total > paid + forgone` to it, not the other way round.
  where: `status = 'completed' and total_paise > paid_paise + forgone_paise`,
};

const PREVIOUS_OUTSTANDING: IndexSpec = {
  ...OUTSTANDING,
  columns: ['id', 'updated_at', 'total_paise', 'paid_paise', 'refunded_paise'],
  where: `status = 'completed' and total_paise > paid_paise + refunded_paise`,
};

/**
 * The insert trigger of migration 2026-12-03-001, with `more` appended to what it sets on the
 * order (a refund, not a correction, adds its amount to `refunded_paise`).
 */
async function replaceSumTrigger(db: Kysely<any>, more: string): Promise<void> {
  const max = isPostgres(db) ? 'greatest' : 'max';
  const refunded = `${max}(case when new.is_correction = 1 then 0 else -new.amount_paise end, 0)`;
  await replaceInsertTrigger(db, {
    table: 'payments',
    name: 'payments_add_to_order',
    statement: `update orders set paid_paise = paid_paise + new.amount_paise, refunded_paise = refunded_paise + ${refunded}${more} where id = new.order_id`,
  });
}
