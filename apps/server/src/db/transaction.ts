import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, type Transaction } from 'kysely';
import type { Database } from './tables.js';
import type { TransactionWork, WriteTransactions } from './write-transactions.js';

/**
 * The app's one way to write: every service opens its transaction with `transaction(…)`.
 *
 * - `transaction(db, async (trx) => …)`: any write. BEGIN … COMMIT on a connection of its own,
 *   run again from the start (up to 5 times, after a short random pause) when the database
 *   aborted it to resolve a conflict with another transaction: PostgreSQL's serialisation
 *   failure or deadlock, SQLite's busy lock.
 * - `transaction(app.writeTransactions, async (trx) => …)`: the order path, the app's hottest
 *   write (`db/write-transactions.ts`). Same contract and the same retries, with faster
 *   implementations: on SQLite the works submitted in the same turn of the event loop share one
 *   commit (group commit, each in a savepoint of its own); on PostgreSQL the BEGIN rides with
 *   the work's first statements and the COMMIT with its last (pipelined), and the work may hand
 *   its last statements back (`LastStatement`) to go out with the COMMIT.
 *
 * Either way the work may run more than once: database statements only, no effects outside the
 * transaction (send messages through the outbox, `modules/notifications`, and wake its worker
 * after the commit). It resolves once the transaction has committed and rejects with the work's
 * own error, having undone everything the work wrote.
 */
export function transaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T>;
export function transaction<T>(writes: WriteTransactions, work: TransactionWork<T>): Promise<T>;
export function transaction<T>(
  on: Kysely<Database> | WriteTransactions,
  work: ((trx: Transaction<Database>) => Promise<T>) | TransactionWork<T>,
): Promise<T> {
  if (on instanceof Kysely) {
    return runTransaction(on, work as (trx: Transaction<Database>) => Promise<T>);
  }
  return on.run(work as TransactionWork<T>);
}

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

/** `transaction(db, work)`: a transaction run again after a conflict, up to `attempts` times. */
async function runTransaction<T>(
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
