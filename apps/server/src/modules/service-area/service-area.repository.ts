import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Db } from '../../db/tables.js';

/** Rows per INSERT when a list is replaced: well under either database's limit of parameters. */
const INSERT_BATCH = 1_000;

/** Every PIN code served, ascending. */
export async function selectServiceArea(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('service_area_pin_codes')
    .select('pin_code')
    .orderBy('pin_code')
    .execute();
  return rows.map((row) => row.pin_code);
}

/** Whether a PIN code is listed, and whether any is (an empty list serves everywhere). */
export interface PinCodeVerdict {
  listed: boolean;
  limited: boolean;
}

/**
 * Whether `pinCode` is listed, and whether any PIN code is (an empty list serves everywhere):
 * one statement, two probes of the primary key's index.
 */
export async function selectPinCodeVerdict(db: Db, pinCode: string): Promise<PinCodeVerdict> {
  const row = await pinCodeVerdictQuery.first(db, { pinCode });
  return { listed: Boolean(row?.listed), limited: Boolean(row?.limited) };
}

const pinCodeVerdictQuery = preparedQuery((db, p: { pinCode: string }) =>
  db.selectNoFrom((eb) => [
    eb
      .exists(
        eb
          .selectFrom('service_area_pin_codes')
          .select('pin_code')
          .where('pin_code', '=', p.pinCode),
      )
      .as('listed'),
    eb.exists(eb.selectFrom('service_area_pin_codes').select('pin_code').limit(1)).as('limited'),
  ]),
);

/**
 * A customer's zip code with the verdict on it (as `selectPinCodeVerdict`), in one statement;
 * undefined when there is no such customer.
 */
export async function selectCustomerPinCodeVerdict(
  db: Db,
  userId: number,
): Promise<{ zipCode: string; listed: boolean; limited: boolean } | undefined> {
  const row = await customerVerdictQuery.first(db, { userId });
  if (!row) return undefined;
  return { zipCode: row.zip_code, listed: Boolean(row.listed), limited: Boolean(row.limited) };
}

const customerVerdictQuery = preparedQuery((db, p: { userId: number }) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.zip_code',
      eb
        .exists(
          eb
            .selectFrom('service_area_pin_codes')
            .select('pin_code')
            .whereRef('pin_code', '=', 'users.zip_code'),
        )
        .as('listed'),
      eb.exists(eb.selectFrom('service_area_pin_codes').select('pin_code').limit(1)).as('limited'),
    ])
    .where('users.id', '=', p.userId),
);

/**
 * Holds the list against other writers until the transaction ends (readers, and so orders being
 * placed, are not held). SQLite's write transaction holds the whole database already.
 */
export async function lockServiceArea(trx: Db): Promise<void> {
  if (isPostgres(trx)) {
    await sql`lock table service_area_pin_codes in exclusive mode`.execute(trx);
  }
}

/** Replaces the list with `pinCodes` (distinct), in the caller's transaction. */
export async function replaceServiceAreaRows(trx: Db, pinCodes: readonly string[]): Promise<void> {
  await trx.deleteFrom('service_area_pin_codes').execute();
  for (let start = 0; start < pinCodes.length; start += INSERT_BATCH) {
    const batch = pinCodes.slice(start, start + INSERT_BATCH);
    await trx
      .insertInto('service_area_pin_codes')
      .values(batch.map((pinCode) => ({ pin_code: pinCode })))
      .execute();
  }
}
