import { sql, type Kysely } from 'kysely';
import { OUTBOX_KINDS, setOutboxKinds } from './2026-11-26-001-outbox.js';

// Frozen: change it with a new migration.

const NEW_KIND = 'pickup_date_closed';

/** The outbox's kinds once this migration has run; 2026-12-01-004 adds to them. */
export const KINDS_WITH_PICKUP_CLOSED: readonly string[] = Object.freeze([
  ...OUTBOX_KINDS,
  NEW_KIND,
]);

/**
 * Dates the shop is closed (modules/closures): a holiday, with the reason customers are shown.
 * No pickup is offered or booked on a closed date. The date (`YYYY-MM-DD`, Indian calendar) is
 * the key, so placing an order checks it with one lookup of the primary key. `created_by` is the
 * admin who closed it, kept (set to null) if that account is ever removed.
 *
 * The outbox takes a new kind of message, `pickup_date_closed`: the customers whose pickup falls
 * on a date closed after they booked are told (`replaceCheck`: on SQLite a rebuild of the table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('closures')
    .addColumn('date', 'text', (col) => col.primaryKey().notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('closures_reason_check', sql`length(reason) between 1 and 200`)
    .execute();
  await setOutboxKinds(db, OUTBOX_KINDS, KINDS_WITH_PICKUP_CLOSED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('outbox').where('kind', '=', NEW_KIND).execute();
  await setOutboxKinds(db, KINDS_WITH_PICKUP_CLOSED, OUTBOX_KINDS);
  await db.schema.dropTable('closures').execute();
}
