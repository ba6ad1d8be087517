import { PostgresAdapter } from 'kysely';
import type { Db } from './tables.js';

/**
 * What differs between the two databases is decided here, in the database layer, from the
 * handle a repository is given (the app's database, a transaction or a connection), so services
 * never ask which database they run on.
 */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A SELECT whose rows stay locked until the transaction ends: `FOR UPDATE` on PostgreSQL. SQLite
 * has no row locks and needs none: its one writer runs write transactions one at a time.
 */
export function lockedForUpdate<Query extends { forUpdate(): Query }>(db: Db, query: Query): Query {
  return isPostgres(db) ? query.forUpdate() : query;
}
