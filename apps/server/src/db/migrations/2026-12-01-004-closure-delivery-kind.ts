import type { Kysely } from 'kysely';
import { setOutboxKinds } from './2026-11-26-001-outbox.js';
import { KINDS_WITH_PICKUP_CLOSED } from './2026-11-29-004-closures.js';

// Frozen: change it with a new migration.

const NEW_KINDS = ['delivery_date_closed', 'closed_date_reopened'];
export const KINDS_WITH_CLOSURE_MESSAGES = [...KINDS_WITH_PICKUP_CLOSED, ...NEW_KINDS];

/**
 * The outbox takes two new kinds of message about a date the shop closes (modules/closures):
 * `delivery_date_closed`, to the customers whose delivery the shop had planned on it, and
 * `closed_date_reopened`, to the customers told of the closure whose pickup or delivery is
 * still on the date when the shop opens it again (`replaceCheck`: on SQLite a rebuild of the
 * table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await setOutboxKinds(db, KINDS_WITH_PICKUP_CLOSED, KINDS_WITH_CLOSURE_MESSAGES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('outbox').where('kind', 'in', NEW_KINDS).execute();
  await setOutboxKinds(db, KINDS_WITH_CLOSURE_MESSAGES, KINDS_WITH_PICKUP_CLOSED);
}
