import { sql, type Kysely } from 'kysely';
import { replaceCheck } from './portable.js';

// Frozen: change it with a new migration.

const KINDS = [
  'order_placed',
  'order_rescheduled',
  'order_adjusted',
  'order_status_changed',
  'order_cancelled',
  'pickup_reminder',
  'password_reset',
  'contact_message',
  'contact_acknowledgement',
  'shop_new_order',
  'payment_received',
];
const NEW_KIND = 'pickup_date_closed';

const kindCheck = (kinds: readonly string[]) =>
  `kind in (${kinds.map((kind) => `'${kind}'`).join(',')})`;

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
  await setKindCheck(db, KINDS, [...KINDS, NEW_KIND]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('outbox').where('kind', '=', NEW_KIND).execute();
  await setKindCheck(db, [...KINDS, NEW_KIND], KINDS);
  await db.schema.dropTable('closures').execute();
}

async function setKindCheck(
  db: Kysely<any>,
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  await replaceCheck(db, {
    table: 'outbox',
    constraint: 'outbox_kind_check',
    from: kindCheck(from),
    to: kindCheck(to),
  });
}
