import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { databaseKindOf, sqliteFileOf, type DatabaseKind } from '../config.js';
import { pipelineConnection } from './pipeline.js';
import type { Database } from './tables.js';

/**
 * PostgreSQL answers COUNT(*) and BIGINT (money in paise) as strings. The app keeps every such
 * figure within JavaScript's safe integers (MAX_ORDER_SUBTOTAL_PAISE); one past them is refused
 * here rather than silently rounded to a neighbouring amount.
 */
export function parseBigint(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) {
    throw new RangeError(
      `The database returned ${value}, beyond the integers a number holds exactly`,
    );
  }
  return parsed;
}

pg.types.setTypeParser(pg.types.builtins.INT8, parseBigint);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * Keeps the most recently used prepared statements, so that a query the app runs again (the
 * same SQL text, other parameters) is not compiled by SQLite again. Statements run one at a
 * time on the single connection and to completion (`all`/`run`), so reusing them is safe.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 256): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // re-inserted below: the map's order is least recently used first
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Opens the database named by `DATABASE_URL`: PostgreSQL for `postgres://…` (a pool), SQLite
 * for anything else (one connection in WAL mode, which Kysely serialises).
 */
export function openDatabase(
  url: string,
  options: { poolSize?: number; onIdleError?: (error: Error) => void } = {},
): DatabaseHandle {
  const kind = databaseKindOf(url);
  if (kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // The named statements are fixed shapes whose best plan does not depend on the values
      // (indexed lookups, a page by LIMIT and OFFSET): planned once per connection. PostgreSQL's
      // own choice planned a page again on every run, which cost more than running it.
      // No JIT: it compiles a query whose estimated cost passes `jit_above_cost`, again at every
      // run. An order's facts, read with sequential scans priced out (`enable_seqscan` off, so
      // the one-row shop_settings costs 10^10), were compiled for about 200 ms of the database's
      // CPU each; the reports' aggregates, a few milliseconds of work, paid the same.
      options: '-c plan_cache_mode=force_generic_plan -c jit=off',
      // Statements handed over together are written without waiting for each answer
      // (db/pipeline.ts); one at a time, as Kysely sends them, nothing changes.
      pipeline: true,
    });
    // An idle connection dropped by the server (a restart, a terminated backend) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    pool.on('connect', pipelineConnection);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind, close: () => db.destroy() };
  }

  const file = sqliteFileOf(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, kind, close: () => db.destroy() };
}
