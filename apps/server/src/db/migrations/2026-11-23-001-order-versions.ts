import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable.js';

// Frozen: change it with a new migration.

/**
 * `orders.version`: a number that moves whenever anything an order's view shows changes, so that
 * a rendered order kept in memory can be checked against the database with one cheap read. The
 * database keeps it, not the code: triggers bump it on any change to the order row, its items
 * or its status events, and on a change of the times of a slot it is booked in (pickup or
 * delivery). No writer, instance or hand-made fix can forget it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await (isPostgres(db) ? createPostgresTriggers(db) : createSqliteTriggers(db));
}

/** The tables whose rows an order's view shows, beside the order row itself. */
const CHILD_TABLES = ['order_items', 'order_status_events'];

/** PostgreSQL: trigger functions in PL/pgSQL, one trigger for each table. */
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
      create function orders_next_version() returns trigger language plpgsql as $$
      begin
        new.version := old.version + 1;
        return new;
      end $$`.execute(db);
  await sql`
      create trigger orders_version_on_update before update on orders
      for each row execute function orders_next_version()`.execute(db);
  // Items and status events: bump their order (both orders when a row moves between two).
  await createBumpForChild(db, 'create');
  await bumpOrderVersionOnChanges(db, CHILD_TABLES);
  await sql`
      create function orders_bump_for_slot() returns trigger language plpgsql as $$
      begin
        if new.start_time <> old.start_time or new.end_time <> old.end_time then
          update orders set version = version + 1
          where pickup_slot_id = new.id or delivery_slot_id = new.id;
        end if;
        return null;
      end $$`.execute(db);
  await sql`
      create trigger pickup_slots_bump_orders after update of start_time, end_time
      on pickup_slots for each row execute function orders_bump_for_slot()`.execute(db);
}

/**
 * SQLite: an AFTER trigger writes the new version; its own update does not fire it again
 * (recursive triggers are off, and the WHEN clause stops it anyway).
 */
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger orders_version_on_update after update on orders
    for each row when new.version = old.version
    begin
      update orders set version = old.version + 1 where id = new.id;
    end`.execute(db);
  await bumpOrderVersionOnChanges(db, CHILD_TABLES);
  await sql`
    create trigger pickup_slots_bump_orders after update of start_time, end_time on pickup_slots
    for each row when new.start_time <> old.start_time or new.end_time <> old.end_time
    begin
      update orders set version = version + 1
      where pickup_slot_id = new.id or delivery_slot_id = new.id;
    end`.execute(db);
}

/**
 * PostgreSQL: `orders_bump_for_child` as this migration wrote it, which migration
 * 2026-11-25-001's `down` writes again (`create or replace`).
 */
export async function createBumpForChild(
  db: Kysely<any>,
  verb: 'create' | 'create or replace',
): Promise<void> {
  await sql`
      ${sql.raw(verb)} function orders_bump_for_child() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update orders set version = version + 1 where id = old.order_id;
        end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.order_id <> old.order_id) then
          update orders set version = version + 1 where id = new.order_id;
        end if;
        return null;
      end $$`.execute(db);
}

/**
 * Moves `orders.version` on every insert, update and delete of the tables' rows (each has an
 * `order_id`): PostgreSQL's one trigger a table runs `orders_bump_for_child`; SQLite has three.
 * Later tables an order's view shows (migration 2026-11-29-005) get the same triggers.
 */
export async function bumpOrderVersionOnChanges(
  db: Kysely<any>,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) {
      await sql`
        create trigger ${sql.raw(`${table}_bump_order`)} after insert or update or delete
        on ${sql.table(table)} for each row execute function orders_bump_for_child()`.execute(db);
      continue;
    }
    await sql`
      create trigger ${sql.raw(`${table}_bump_on_insert`)} after insert on ${sql.table(table)}
      begin
        update orders set version = version + 1 where id = new.order_id;
      end`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_bump_on_update`)} after update on ${sql.table(table)}
      begin
        update orders set version = version + 1 where id in (old.order_id, new.order_id);
      end`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_bump_on_delete`)} after delete on ${sql.table(table)}
      begin
        update orders set version = version + 1 where id = old.order_id;
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger pickup_slots_bump_orders on pickup_slots`.execute(db);
    await sql`drop trigger order_status_events_bump_order on order_status_events`.execute(db);
    await sql`drop trigger order_items_bump_order on order_items`.execute(db);
    await sql`drop trigger orders_version_on_update on orders`.execute(db);
    await sql`drop function orders_bump_for_slot()`.execute(db);
    await sql`drop function orders_bump_for_child()`.execute(db);
    await sql`drop function orders_next_version()`.execute(db);
  } else {
    await sql`drop trigger pickup_slots_bump_orders`.execute(db);
    for (const table of CHILD_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger ${sql.raw(`${table}_bump_on_${event}`)}`.execute(db);
      }
    }
    await sql`drop trigger orders_version_on_update`.execute(db);
  }
  await db.schema.alterTable('orders').dropColumn('version').execute();
}
