import { sql, type Kysely, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB_KIND } from '../../test/helpers.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './tables.js';

/**
 * The schema the migrations make on a new database, against the committed snapshot of it
 * (`__snapshots__/schema.<kind>.snap`). The deployed databases were migrated by the released
 * migrations, so a change to a released migration, or to a helper of `migrations/portable.ts`
 * it calls, must leave what they make exactly as it was: this test says where it does not. A new
 * migration changes the snapshots on purpose: update both (this folder's README.md, "Schema
 * snapshot").
 */
describe(`the schema the migrations make (${TEST_DB_KIND})`, () => {
  it('is the committed snapshot', async () => {
    const scratch = await createTestDatabase();
    const handle = openDatabase(scratch.url);
    try {
      await migrateToLatest(handle.db);
      const schema = await (TEST_DB_KIND === 'postgres'
        ? postgresSchema(handle.db)
        : sqliteSchema(handle.db));
      await expect(schema).toMatchFileSnapshot(`./__snapshots__/schema.${TEST_DB_KIND}.snap`);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});

/** Every table, index and trigger as SQLite keeps its statement. */
async function sqliteSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master
    where name not like 'sqlite_%' and name not like 'kysely_%'
    order by type, name`.execute(db);
  return rows
    .map((row) => `-- ${row.type} ${row.name}\n${row.sql ?? '(made by a constraint)'};\n`)
    .join('\n');
}

/** Columns, constraints, indexes, triggers and functions of the public schema, from the catalog. */
async function postgresSchema(db: Kysely<Database>): Promise<string> {
  const sections = await Promise.all([
    lines(
      db,
      'columns',
      sql`select table_name || '.' || column_name || ' ' || data_type
            || case when is_nullable = 'NO' then ' not null' else '' end
            || coalesce(' default ' || column_default, '') as line
          from information_schema.columns
          where table_schema = 'public' and table_name not like 'kysely_%'
          order by table_name, ordinal_position`,
    ),
    lines(
      db,
      'constraints',
      sql`select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
          from pg_constraint
          where connamespace = 'public'::regnamespace and conrelid::regclass::text not like 'kysely_%'
          order by conrelid::regclass::text, conname`,
    ),
    lines(
      db,
      'indexes',
      sql`select indexdef as line from pg_indexes
          where schemaname = 'public' and tablename not like 'kysely_%'
          order by tablename, indexname`,
    ),
    lines(
      db,
      'triggers',
      sql`select pg_get_triggerdef(oid) as line from pg_trigger
          where not tgisinternal order by tgrelid::regclass::text, tgname`,
    ),
    lines(
      db,
      'functions',
      sql`select pg_get_functiondef(oid) as line from pg_proc
          where pronamespace = 'public'::regnamespace order by proname`,
    ),
  ]);
  return sections.join('\n');
}

async function lines(
  db: Kysely<Database>,
  title: string,
  query: RawBuilder<{ line: string }>,
): Promise<string> {
  const { rows } = await query.execute(db);
  return `-- ${title}\n${rows.map((row) => `${row.line}\n`).join('')}`;
}
