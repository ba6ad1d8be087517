import type { Kysely } from 'kysely';
import { isPostgres } from './portable.js';

// Frozen: change it with a new migration.

/** Every column that holds an amount of money (integer paise), by table. */
const MONEY_COLUMNS = {
  service_items: ['price_paise'],
  vouchers: ['min_order_paise'],
  orders: ['subtotal_paise', 'discount_paise', 'total_paise'],
  order_items: ['unit_price_paise', 'line_total_paise'],
} as const;

/**
 * Money as 64-bit integers. PostgreSQL's `integer` holds at most 2,147,483,647 paise
 * (₹2,14,74,836.47): an order of one ₹10,00,000 item × 22 overflowed it and was answered with a
 * 500. `bigint` holds any amount the app accepts (see MAX_ORDER_SUBTOTAL_PAISE in the shared
 * money rules); node-postgres hands it back as a string, which `database.ts` parses into a
 * number, refusing one past JavaScript's safe integers. The check constraints on these columns
 * carry over; no trigger, index or view reads them.
 *
 * SQLite: an INTEGER column already stores 64-bit integers, so nothing changes there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await setMoneyType(db, 'bigint');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await setMoneyType(db, 'integer');
}

/** One statement per table, so that each table's rows are rewritten once. */
async function setMoneyType(db: Kysely<any>, type: 'bigint' | 'integer'): Promise<void> {
  for (const [table, [first, ...rest]] of Object.entries(MONEY_COLUMNS)) {
    let alter = db.schema.alterTable(table).alterColumn(first, (col) => col.setDataType(type));
    for (const column of rest) alter = alter.alterColumn(column, (col) => col.setDataType(type));
    await alter.execute();
  }
}
