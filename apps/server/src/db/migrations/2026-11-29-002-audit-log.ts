import { sql, type Kysely } from 'kysely';
import { createIndexes, createTableWithId, isPostgres } from './portable.js';

// Frozen: change it with a new migration.

const REFUSAL = 'audit_log is append-only';

/**
 * Who changed what: one row per write by an admin or a staff member (modules/audit), written in
 * the transaction of the write. `before` and `after` are JSON. The actor's id and e-mail are
 * copied, not referenced, so an entry outlives the account that made it.
 *
 * Append-only in the database itself: triggers refuse every UPDATE and DELETE, whatever the
 * code does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'audit_log')
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await createIndexes(db, [
    { name: 'audit_log_at_idx', table: 'audit_log', columns: ['at', 'id'] },
    { name: 'audit_log_actor_idx', table: 'audit_log', columns: ['actor_id', 'at'] },
  ]);
  if (isPostgres(db)) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(REFUSAL)}';
      end $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
    return;
  }
  for (const event of ['update', 'delete']) {
    await sql`
      create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)} on audit_log
      begin
        select raise(abort, '${sql.raw(REFUSAL)}');
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function audit_log_append_only()`.execute(db);
}
