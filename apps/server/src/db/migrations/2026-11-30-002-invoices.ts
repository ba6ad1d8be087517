import { sql, type Kysely } from 'kysely';
import { createTableWithId, isPostgres, moneyType } from './portable.js';

// Frozen: change it with a new migration.

const REFUSAL = 'invoices and credit notes are never deleted';

/**
 * GST invoices and credit notes (modules/invoices, docs/payments.md).
 *
 * - `invoice_sequences` and `credit_note_sequences`: the last number issued in each financial
 *   year (`2026-27`). A number is taken by moving `last_number` in the transaction that issues
 *   the document, so a number is used exactly when its document exists: no gaps, no duplicates.
 * - `invoices`: one per order at most, with the money and every fact printed on it frozen at
 *   issue (`snapshot`, JSON: the lines, the customer, the shop and its GSTIN), so a later price
 *   or profile change never alters an issued invoice.
 * - `credit_notes`: one per invoice at most, issued when an invoiced order is cancelled.
 * - `orders.invoice_number`: the invoice's number on the order's row, written in the issuing
 *   transaction, so every order answer carries it and the order's version moves with it.
 *
 * Neither an invoice nor a credit note is ever deleted or changed: triggers refuse it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const money = moneyType(db);
  for (const table of ['invoice_sequences', 'credit_note_sequences']) {
    await db.schema
      .createTable(table)
      .addColumn('financial_year', 'text', (col) => col.primaryKey())
      .addColumn('last_number', 'integer', (col) => col.notNull().check(sql`last_number >= 0`))
      .execute();
  }
  await createTableWithId(db, 'invoices')
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('tax_invoice', 'bill_of_supply')`),
    )
    .addColumn('taxable_paise', money, (col) => col.notNull())
    .addColumn('cgst_paise', money, (col) => col.notNull())
    .addColumn('sgst_paise', money, (col) => col.notNull())
    .addColumn('total_paise', money, (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'invoices_amounts_check',
      sql`taxable_paise + cgst_paise + sgst_paise = total_paise`,
    )
    .execute();
  await createTableWithId(db, 'credit_notes')
    .addColumn('invoice_id', 'integer', (col) => col.notNull().unique().references('invoices.id'))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute();
  await (isPostgres(db) ? refuseChangesOnPostgres(db) : refuseChangesOnSqlite(db));
}

async function refuseChangesOnPostgres(db: Kysely<any>): Promise<void> {
  await sql`
    create function invoices_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '${sql.raw(REFUSAL)}';
    end $$`.execute(db);
  for (const table of ['invoices', 'credit_notes']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each statement execute function invoices_append_only()`.execute(db);
  }
}

async function refuseChangesOnSqlite(db: Kysely<any>): Promise<void> {
  for (const table of ['invoices', 'credit_notes']) {
    for (const event of ['update', 'delete']) {
      await sql`
        create trigger ${sql.raw(`${table}_no_${event}`)} before ${sql.raw(event)} on ${sql.table(table)}
        begin
          select raise(abort, '${sql.raw(REFUSAL)}');
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('invoice_number').execute();
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('credit_note_sequences').execute();
  await db.schema.dropTable('invoice_sequences').execute();
  if (isPostgres(db)) await sql`drop function invoices_append_only()`.execute(db);
}
