import type { Kysely } from 'kysely';
import { setOutboxKinds } from './2026-11-26-001-outbox.js';
import { KINDS_WITH_CLOSURE_MESSAGES } from './2026-12-01-004-closure-delivery-kind.js';

// Frozen: change it with a new migration.

const KINDS_BEFORE = KINDS_WITH_CLOSURE_MESSAGES;
const NEW_KINDS = ['delivery_planned'];
const KINDS = [...KINDS_BEFORE, ...NEW_KINDS];

/**
 * The outbox takes `delivery_planned`: the shop set or changed the date (and slot) it will
 * deliver an order on, and its customer is told (`replaceCheck`: on SQLite a rebuild of the
 * table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await setOutboxKinds(db, KINDS_BEFORE, KINDS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('outbox').where('kind', 'in', NEW_KINDS).execute();
  await setOutboxKinds(db, KINDS, KINDS_BEFORE);
}
