import type { Kysely } from 'kysely';

// Frozen: change it with a new migration.

/**
 * The channels a customer is told about their orders on (modules/accounts, docs/notifications.md):
 * e-mail on until the customer turns it off (on the profile, or by an e-mail's unsubscribe link),
 * WhatsApp and SMS off until the customer opts in, with the moment the consent was given kept
 * beside each (null while not given; cleared when withdrawn).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('notify_email', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_whatsapp', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_sms', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('whatsapp_consent_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('sms_consent_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    'sms_consent_at',
    'whatsapp_consent_at',
    'notify_sms',
    'notify_whatsapp',
    'notify_email',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
