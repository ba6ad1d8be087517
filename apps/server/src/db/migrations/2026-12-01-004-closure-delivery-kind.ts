import type { Kysely } from 'kysely';
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
  'pickup_date_closed',
];
const NEW_KINDS = ['delivery_date_closed', 'closed_date_reopened'];

const kindCheck = (kinds: readonly string[]) =>
  `kind in (${kinds.map((kind) => `'${kind}'`).join(',')})`;

/**
 * The outbox takes two new kinds of message about a date the shop closes (modules/closures):
 * `delivery_date_closed`, to the customers whose delivery the shop had planned on it, and
 * `closed_date_reopened`, to the customers told of the closure whose pickup or delivery is
 * still on the date when the shop opens it again (`replaceCheck`: on SQLite a rebuild of the
 * table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await setKindCheck(db, KINDS, [...KINDS, ...NEW_KINDS]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('outbox').where('kind', 'in', NEW_KINDS).execute();
  await setKindCheck(db, [...KINDS, ...NEW_KINDS], KINDS);
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
