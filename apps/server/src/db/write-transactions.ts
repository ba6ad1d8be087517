import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DatabaseKind } from '../config.js';
import type { Database } from './tables.js';
import { beginWithNext, commit, pipelined, rollbackIfOpen } from './pipeline.js';
import { markTransactionConnection } from './prepared.js';
import { isRetryableTransactionError } from './transaction.js';

/**
 * A work's last statements and its result: `run` sends the statements, in order, together with
 * the COMMIT (on PostgreSQL in one round trip) and resolves with `result` once all succeeded.
 */
export class LastStatement<T> {
  readonly statements: readonly CompiledQuery[];
  constructor(
    statements: CompiledQuery | readonly CompiledQuery[],
    readonly result: T,
  ) {
    this.statements = isStatementList(statements) ? statements : [statements];
  }

  /** The same statements followed by `more`, with the same result. */
  with(more: readonly CompiledQuery[]): LastStatement<T> {
    return new LastStatement([...this.statements, ...more], this.result);
  }
}

function isStatementList(
  statements: CompiledQuery | readonly CompiledQuery[],
): statements is readonly CompiledQuery[] {
  return Array.isArray(statements);
}

/**
 * Work for a write transaction: database statements only, no other awaits (no network, no
 * timers), and no effects outside the database, since it may run again after a conflict. It
 * may hand its last statement back (`LastStatement`) instead of running it.
 */
export type TransactionWork<T> = (trx: Kysely<Database>) => Promise<T | LastStatement<T>>;

export interface WriteTransactions {
  /**
   * Runs `work` in a transaction and resolves with its result once that transaction has
   * committed; rejects with the work's own error, having undone everything it wrote.
   */
  run<T>(work: TransactionWork<T>): Promise<T>;
  /** How many transactions committed, and how many works they carried (SQLite's groups). */
  readonly stats: { commits: number; works: number };
}

/** The most works one SQLite commit carries; the rest wait for the next. */
export const MAX_GROUP = 64;

/**
 * The app's write transactions for placing orders: the order path's implementation of
 * `transaction(app.writeTransactions, work)` (`db/transaction.ts`, the one helper services use).
 *
 * PostgreSQL: one transaction per work, on a connection from the pool, run again on a
 * serialisation failure or deadlock; PostgreSQL groups the commits of concurrent transactions
 * itself. The BEGIN goes out with the work's first statements and the COMMIT with its last
 * (`db/pipeline.ts`), so neither costs a round trip of its own.
 *
 * SQLite has one writer, and a commit costs more than the statements of a whole order (it
 * appends every page the order dirtied to the WAL: about fifteen for an order, most of them the
 * same pages for the next order). Works submitted in the same turn of the event loop therefore
 * share one transaction (group commit): each runs in a savepoint of its own, so a refused work
 * undoes only its own writes, and every result is handed out only after the commit, so no
 * caller is ever told of an order that is not stored. Alone, a work waits for nothing but the
 * end of the current turn; under load, a group carries what arrived while the previous one
 * ran. The transaction begins IMMEDIATE: it holds the write lock from its first statement, so
 * another process's commit can never invalidate what a work read (SQLITE_BUSY_SNAPSHOT).
 */
export function createWriteTransactions(
  db: Kysely<Database>,
  kind: DatabaseKind,
  options: { orderSynchronousCommit?: boolean } = {},
): WriteTransactions {
  const stats = { commits: 0, works: 0 };
  if (kind === 'postgres') {
    const settings = [
      // The order's statements are planned once per connection (db/database.ts), the first
      // time one runs there: perhaps in a new shop, or after a quiet night, when a table is a
      // page or two and reading it whole costs less than its index. That plan is kept while
      // the table grows, and every order then read every Idempotency-Key stored. Planned with
      // sequential scans off, each statement reads its index whatever the table's size.
      CompiledQuery.raw('set local enable_seqscan to off'),
      // PG_SYNCHRONOUS_COMMIT=off (docs/decisions/008-order-commit-durability.md).
      ...(options.orderSynchronousCommit === false
        ? [CompiledQuery.raw('set local synchronous_commit to off')]
        : []),
    ];
    return {
      stats,
      async run(work) {
        const result = await runPipelinedTransaction(db, work, settings);
        stats.commits += 1;
        stats.works += 1;
        return result;
      },
    };
  }
  return createGroupCommit(db, stats);
}

/**
 * PostgreSQL: `work` in a transaction whose BEGIN (and `settings`) is written with the work's
 * first statement and whose COMMIT with its last, run again (up to `attempts` times, after a short random pause)
 * when PostgreSQL aborted it to resolve a conflict with another transaction.
 */
async function runPipelinedTransaction<T>(
  db: Kysely<Database>,
  work: TransactionWork<T>,
  settings: readonly CompiledQuery[],
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.connection().execute(async (conn) => {
        markTransactionConnection(conn);
        await conn.executeQuery(beginWithNext(settings));
        try {
          const outcome = await work(conn);
          const last = outcome instanceof LastStatement ? outcome : null;
          const answers = await pipelined(conn, last ? [...last.statements, commit] : [commit]);
          // A COMMIT that ends a failed transaction answers ROLLBACK: nothing was stored.
          if (answers.at(-1)?.command !== 'COMMIT')
            throw new Error('the transaction did not commit');
          return last ? last.result : (outcome as T);
        } catch (error) {
          await conn.executeQuery(rollbackIfOpen).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

interface Pending {
  work: TransactionWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const statement = (text: string) => CompiledQuery.raw(text);
const BEGIN = statement('begin immediate');
const COMMIT = statement('commit');
const ROLLBACK = statement('rollback');
const SAVEPOINT = statement('savepoint work');
const RELEASE = statement('release work');
const ROLLBACK_TO = statement('rollback to work');

/** Runs a work of a group on SQLite, its last statement too. */
async function runWork(conn: Kysely<Database>, work: TransactionWork<unknown>): Promise<unknown> {
  const outcome = await work(conn);
  if (!(outcome instanceof LastStatement)) return outcome;
  for (const statement of outcome.statements) await conn.executeQuery(statement);
  return outcome.result;
}

function createGroupCommit(
  db: Kysely<Database>,
  stats: { commits: number; works: number },
): WriteTransactions {
  let queue: Pending[] = [];
  let scheduled = false;

  /** Runs a group in one transaction; the outcome of each work, once committed. */
  async function runGroup(group: readonly Pending[]): Promise<Outcome[]> {
    return db.connection().execute(async (conn) => {
      markTransactionConnection(conn);
      await conn.executeQuery(BEGIN);
      try {
        const outcomes: Outcome[] = [];
        for (const { work } of group) {
          await conn.executeQuery(SAVEPOINT);
          try {
            outcomes.push({ ok: true, value: await runWork(conn, work) });
          } catch (error) {
            // The whole group starts again on a lock conflict; anything else is this work's.
            if (isRetryableTransactionError(error)) throw error;
            await conn.executeQuery(ROLLBACK_TO);
            outcomes.push({ ok: false, error });
          }
          await conn.executeQuery(RELEASE);
        }
        await conn.executeQuery(COMMIT);
        return outcomes;
      } catch (error) {
        // A failed COMMIT may already have ended the transaction; the rollback is then a no-op.
        await conn.executeQuery(ROLLBACK).catch(() => undefined);
        throw error;
      }
    });
  }

  async function flush(): Promise<void> {
    const group = queue.slice(0, MAX_GROUP);
    queue = queue.slice(group.length);
    if (queue.length > 0) setImmediate(() => void flush());
    else scheduled = false;

    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcomes = await runGroup(group);
        stats.commits += 1;
        stats.works += group.length;
        group.forEach((pending, index) => {
          const outcome = outcomes[index];
          if (outcome?.ok) pending.resolve(outcome.value);
          else pending.reject(outcome ? outcome.error : new Error('the work did not run'));
        });
        return;
      } catch (error) {
        if (attempt >= 5 || !isRetryableTransactionError(error)) {
          for (const pending of group) pending.reject(error);
          return;
        }
        await sleep(Math.random() * 10 * attempt);
      }
    }
  }

  return {
    stats,
    run<T>(work: TransactionWork<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}
