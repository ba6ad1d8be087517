import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable.js';

// Frozen: change it with a new migration.

/** Bengaluru's PIN codes, 560001 to 560300: the service area the shop starts with. */
const FIRST_PIN = 560001;
const LAST_PIN = 560300;

/**
 * The PIN codes the shop picks up from (modules/service-area; decisions.md, "Money"). The PIN
 * code is the key, so placing an order checks the customer's with one lookup of the primary
 * key. Six digits, the first 1–9, checked by the database as each dialect writes a pattern.
 *
 * Seeded here, once, with Bengaluru's 560001–560300, so a new database and one migrated from
 * before both start with the list; an admin who empties it later (an empty list serves every PIN
 * code) is never overruled by a re-seed on start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pattern = isPostgres(db)
    ? sql`pin_code ~ '^[1-9][0-9]{5}$'`
    : sql`pin_code glob '[1-9][0-9][0-9][0-9][0-9][0-9]'`;
  await db.schema
    .createTable('service_area_pin_codes')
    .addColumn('pin_code', 'text', (col) => col.primaryKey().notNull())
    .addCheckConstraint('service_area_pin_codes_pin_code_check', pattern)
    .execute();
  const rows = [];
  for (let pin = FIRST_PIN; pin <= LAST_PIN; pin++) rows.push({ pin_code: String(pin) });
  await db.insertInto('service_area_pin_codes').values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_area_pin_codes').execute();
}
