import { sql, type Kysely } from 'kysely';
import { createIndexes, createTableWithId, inList, replaceCheck } from './portable.js';

// Frozen: change it with a new migration.

/** The kinds of message this migration allows; later migrations add to them (`setOutboxKinds`). */
export const OUTBOX_KINDS: readonly string[] = Object.freeze([
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
]);

/**
 * The transactional outbox: every message to a customer or the shop is written here in the
 * transaction of the change that causes it, and a delivery worker sends it afterwards
 * (modules/notifications, docs/notifications.md).
 *
 * `dedupe_key` is unique, so one event can never enqueue the same message twice. The template
 * data is kept as JSON (`data`) and rendered at the first attempt into `body_html`/`body_text`,
 * which are then what every retry sends and what the admin sees. `retry_until` is set at the
 * first attempt (the attempt time plus the retry window) and cleared by an admin's retry. `order_id` and `user_id` are
 * plain columns, not foreign keys: a message is a record of what was sent and outlives what it
 * spoke of.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'outbox')
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text')
    .addColumn('body_text', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('retry_until', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('leased_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addCheckConstraint('outbox_kind_check', sql.raw(inList('kind', OUTBOX_KINDS)))
    .addCheckConstraint('outbox_channel_check', sql`channel in ('email','whatsapp','sms')`)
    .addCheckConstraint(
      'outbox_status_check',
      sql`status in ('pending','sent','failed','not_sent')`,
    )
    .addCheckConstraint('outbox_attempts_check', sql`attempts >= 0`)
    .execute();

  // The worker's claim: the pending messages that are due, oldest due first. Only pending rows
  // are indexed, so the index stays small however many messages were sent over the years.
  await createIndexes(db, [
    {
      name: 'outbox_due_idx',
      table: 'outbox',
      columns: ['next_attempt_at', 'id'],
      where: `status = 'pending'`,
    },
    { name: 'outbox_order_idx', table: 'outbox', columns: ['order_id', 'id'] },
    { name: 'outbox_status_idx', table: 'outbox', columns: ['status', 'id'] },
  ]);
}

/**
 * Replaces the outbox's kind check, allowing `from` → `to` (`replaceCheck`: on SQLite a rebuild
 * of the table), for the migrations that add kinds of message.
 */
export async function setOutboxKinds(
  db: Kysely<any>,
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  await replaceCheck(db, {
    table: 'outbox',
    constraint: 'outbox_kind_check',
    from: inList('kind', from),
    to: inList('kind', to),
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
