import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What differs between SQLite and PostgreSQL in a schema, in one place. Migrations call these
 * instead of writing dialect-specific SQL.
 */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key. */
export function idColumnType(db: Kysely<unknown>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}

/** A floating-point column. */
export function floatType(db: Kysely<unknown>): 'double precision' | 'real' {
  return isPostgres(db) ? 'double precision' : 'real';
}
