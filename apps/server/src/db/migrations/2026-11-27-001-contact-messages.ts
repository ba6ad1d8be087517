import { sql, type Kysely } from 'kysely';
import { createIndexes, createTableWithId } from './portable.js';

// Frozen: change it with a new migration.

/**
 * Messages written on the contact page (modules/contact). The shop's e-mail and the sender's
 * acknowledgement go through the outbox, written in the same transaction; this table is what the
 * dashboard lists and marks handled. `handled_by` is the admin who did, kept (set to null) if
 * that account is ever removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'contact_messages')
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
  await createIndexes(db, [
    {
      name: 'contact_messages_unhandled_idx',
      table: 'contact_messages',
      columns: ['id'],
      where: 'handled_at is null',
    },
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
