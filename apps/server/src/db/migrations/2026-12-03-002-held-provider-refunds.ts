import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { moneyType } from './portable.js';

// Frozen: change it with a new migration.

/**
 * Refunds a payment provider reported before the payment they refund (modules/payments).
 * Razorpay does not promise to deliver its events in order: a `payment_link.paid` that failed
 * (the server was restarting) is retried later, and the shop may refund the payment from
 * Razorpay's dashboard meanwhile. Such a `refund.processed` is held here, keyed by the refund's
 * id (a replay holds it once), and recorded against the order when its payment arrives, in the
 * payment's transaction; the row is then deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('held_provider_refunds')
    .addColumn('provider_refund_id', 'text', (col) => col.primaryKey())
    .addColumn('provider_payment_id', 'text', (col) => col.notNull())
    .addColumn('amount_paise', moneyType(db), (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addCheckConstraint('held_provider_refunds_amount_check', sql`amount_paise > 0`)
    .execute();
  await db.schema
    .createIndex('held_provider_refunds_payment_idx')
    .on('held_provider_refunds')
    .column('provider_payment_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('held_provider_refunds').execute();
}
