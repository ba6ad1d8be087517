import { sql, type Kysely } from 'kysely';
import { createBumpForChild } from './2026-11-23-001-order-versions.js';
import { isPostgres } from './portable.js';

// Frozen: change it with a new migration.

/**
 * PostgreSQL: an order's version moves once per transaction that changes it, not once per
 * changed item or status event. Placing an order wrote the order and then bumped it for its line
 * and for its first status event: two more versions of a row no other transaction could see yet
 * (a sixth of the database's work for an order). A change to an item or an event now leaves the
 * order's row alone when this transaction already wrote that row (its `xmin` is this
 * transaction's id): the row was inserted here, or its version moved here already, so once
 * committed its version differs from any version a reader holds. A row written in a
 * subtransaction carries the subtransaction's id and is bumped as before. SQLite is unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function orders_bump_for_child() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update orders set version = version + 1
        where id = old.order_id and xmin <> pg_current_xact_id()::xid;
      end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.order_id <> old.order_id) then
        update orders set version = version + 1
        where id = new.order_id and xmin <> pg_current_xact_id()::xid;
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await createBumpForChild(db, 'create or replace');
}
