import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely, type SqlBool } from 'kysely';

/**
 * What differs between SQLite and PostgreSQL in a schema, and the schema pieces several
 * migrations make, in one place. Migrations call these instead of writing dialect-specific SQL.
 *
 * Released migrations call these helpers, so what a helper creates is frozen as they are: a
 * change to it would give a new database another schema than the one the deployed databases
 * were migrated to. A new need gets a new helper (or a new option whose absence changes nothing).
 */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key. */
function idColumnType(db: Kysely<unknown>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}

/** A floating-point column. */
export function floatType(db: Kysely<unknown>): 'double precision' | 'real' {
  return isPostgres(db) ? 'double precision' : 'real';
}

/**
 * An amount of money in integer paise: 64-bit on PostgreSQL (migration 2026-11-24-001); SQLite's
 * `integer` already stores 64 bits.
 */
export function moneyType(db: Kysely<unknown>): 'bigint' | 'integer' {
  return isPostgres(db) ? 'bigint' : 'integer';
}

/** `create table`, starting with the table's auto-incrementing `id` primary key. */
export function createTableWithId(
  db: Kysely<any>,
  table: string,
): CreateTableBuilder<string, 'id'> {
  return db.schema
    .createTable(table)
    .addColumn('id', idColumnType(db), (col) =>
      isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement(),
    );
}

/** An index as a migration describes it: its columns, and for a partial index its condition. */
export interface IndexSpec {
  name: string;
  table: string;
  columns: readonly string[];
  /** The partial index's condition, as SQL. */
  where?: string;
}

/** Creates the indexes in the order given. */
export async function createIndexes(db: Kysely<any>, indexes: readonly IndexSpec[]): Promise<void> {
  for (const { name, table, columns, where } of indexes) {
    const index = db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns]);
    await (where === undefined ? index : index.where(sql.raw<SqlBool>(where))).execute();
  }
}

/** Drops the indexes in the order given. */
export async function dropIndexes(db: Kysely<any>, names: readonly string[]): Promise<void> {
  for (const name of names) await db.schema.dropIndex(name).execute();
}

/**
 * Drops the triggers that keep a figure up to date from `table`'s rows: on PostgreSQL the one
 * trigger `trigger` and its function `fn`; on SQLite `${trigger}_on_insert`, `_on_update` and
 * `_on_delete`.
 */
export async function dropFollowingTriggers(
  db: Kysely<any>,
  { table, trigger, fn }: { table: string; trigger: string; fn: string },
): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${sql.id(fn)}()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.id(`${trigger}_on_${event}`)}`.execute(db);
  }
}

/**
 * Replaces what the row trigger `name` does after each insert into `table`: `statement`, one SQL
 * statement reading the row as `new`. On PostgreSQL its function `name()` is replaced (the
 * trigger calls it by name); on SQLite the trigger is dropped and made again.
 */
export async function replaceInsertTrigger(
  db: Kysely<any>,
  { table, name, statement }: { table: string; name: string; statement: string },
): Promise<void> {
  if (isPostgres(db)) {
    await sql`create or replace function ${sql.id(name)}() returns trigger language plpgsql
      as $$ begin ${sql.raw(statement)}; return null; end $$`.execute(db);
    return;
  }
  await sql`drop trigger ${sql.id(name)}`.execute(db);
  await sql`create trigger ${sql.id(name)} after insert on ${sql.table(table)}
    begin ${sql.raw(statement)}; end`.execute(db);
}

/** `column in ('a','b')`: a check on a text column's allowed values. */
export function inList(column: string, values: readonly string[]): string {
  return `${column} in (${values.map((value) => `'${value}'`).join(',')})`;
}

/**
 * Replaces a check constraint's condition, `from` → `to` (each exactly as the migration that
 * made it wrote it). PostgreSQL drops and re-adds the constraint. SQLite cannot alter a
 * constraint, so the table is rebuilt from its own stored definition with the new condition
 * (SQLite's documented procedure for other schema changes): foreign keys off, copy, drop,
 * rename, its indexes and triggers re-created, `foreign_key_check`, commit. SQLite's migrations
 * run outside a transaction (Kysely's SQLite adapter has no transactional DDL), so the rebuild
 * opens its own.
 */
export async function replaceCheck(
  db: Kysely<any>,
  change: { table: string; constraint: string; from: string; to: string },
): Promise<void> {
  const { table, constraint, from, to } = change;
  if (isPostgres(db)) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(constraint)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(constraint)} check (${sql.raw(to)})`.execute(
      db,
    );
    return;
  }
  await rebuildSqliteTable(db, table, (definition) => {
    if (!definition.includes(from)) throw new Error(`${table}: check "${from}" not found`);
    return definition.replace(from, to);
  });
}

async function rebuildSqliteTable(
  db: Kysely<any>,
  table: string,
  change: (definition: string) => string,
): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const definition = rows.find((row) => row.type === 'table')?.sql;
  if (!definition) throw new Error(`${table}: table definition not found`);
  // Indexes made by UNIQUE constraints have no SQL: the new definition makes them again.
  const dependents = rows.flatMap((row) => (row.type !== 'table' && row.sql ? [row.sql] : []));
  const scratch = `${table}_rebuilt`;
  const created = change(definition).replace(
    new RegExp(`^CREATE TABLE\\s+"?${table}"?`, 'i'),
    `CREATE TABLE "${scratch}"`,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        await sql.raw(created).execute(conn);
        await sql`insert into ${sql.table(scratch)} select * from ${sql.table(table)}`.execute(
          conn,
        );
        await sql`drop table ${sql.table(table)}`.execute(conn);
        // Triggers of other tables name this table (`orders` in the order items' version
        // triggers): the legacy rename leaves them as written (the name ends up the same)
        // instead of checking them against a schema where the table is briefly missing.
        await sql`pragma legacy_alter_table = on`.execute(conn);
        await sql`alter table ${sql.table(scratch)} rename to ${sql.table(table)}`.execute(conn);
        await sql`pragma legacy_alter_table = off`.execute(conn);
        for (const dependent of dependents) await sql.raw(dependent).execute(conn);
        const broken = await sql`pragma foreign_key_check`.execute(conn);
        if (broken.rows.length > 0) throw new Error(`${table}: the rebuild broke foreign keys`);
        await sql`commit`.execute(conn);
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
