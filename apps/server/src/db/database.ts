import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { databaseKindOf, sqliteFileOf, type DatabaseKind } from '../config.js';
import type { Database } from './tables.js';

// PostgreSQL answers COUNT(*) and BIGINT as strings; every such figure here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
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
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (a restart, a terminated backend) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind, close: () => db.destroy() };
}
