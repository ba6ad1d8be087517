import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './tables.js';

/**
 * Errors after which the same transaction, run again from the start, can succeed: PostgreSQL's
 * serialization failure and deadlock victim, and SQLite's busy lock when its timeout ran out.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = error.code;
  return (
    code === '40001' ||
    code === '40P01' ||
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_BUSY_SNAPSHOT'
  );
}

/**
 * Runs `work` in a transaction, again (up to `attempts` times, after a short random pause) when
 * the database aborted it to resolve a conflict with another transaction. `work` must have no
 * effects outside the transaction, since it may run more than once.
 */
export async function runTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
