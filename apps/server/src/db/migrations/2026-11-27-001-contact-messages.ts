import { sql, type Kysely, type SqlBool } from 'kysely';
import { idColumnType, isPostgres } from './portable.js';

// Frozen: change it with a new migration.

/**
 * Messages written on the contact page (modules/contact). The shop's e-mail and the sender's
 * acknowledgement go through the outbox, written in the same transaction; this table is what the
 * dashboard lists and marks handled. `handled_by` is the admin who did, kept (set to null) if
 * that account is ever removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', idColumnType(db), (col) =>
      isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('handled_at', 'text')
    .addColumn('handled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('contact_messages_message_check', sql`length(message) > 0`)
    .execute();

  // The dashboard's list: the unhandled ones first, newest first; few rows stay unhandled.
  await db.schema
    .createIndex('contact_messages_unhandled_idx')
    .on('contact_messages')
    .column('id')
    .where(sql.raw<SqlBool>('handled_at is null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
