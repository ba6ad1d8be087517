import { sql, type Kysely } from 'kysely';
import { PICKUP_STATUS_INDEX } from './2026-11-22-002-slot-bookings-index.js';
import { createIndexes, dropFollowingTriggers, dropIndexes, isPostgres } from './portable.js';

// Frozen: change it with a new migration.

/**
 * `slot_bookings`: the places taken in each pickup slot on each date (orders holding it that
 * are not cancelled), kept by the database. Placing an order and listing a date's slots read one
 * row per slot instead of counting the slot's orders, which grew with every booking (a slot
 * whose limit the shop lifts can hold thousands). Triggers on `orders` keep the figure exact
 * whatever writes the orders: an order placed, cancelled or restored, moved to another slot or
 * date, or deleted. The index the counts used is dropped; nothing else reads orders by pickup.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('slot_bookings')
    .addColumn('pickup_date', 'text', (col) => col.notNull())
    .addColumn('pickup_slot_id', 'integer', (col) =>
      col.notNull().references('pickup_slots.id').onDelete('cascade'),
    )
    .addColumn('taken', 'integer', (col) => col.notNull().check(sql`taken >= 0`))
    .addPrimaryKeyConstraint('slot_bookings_pkey', ['pickup_date', 'pickup_slot_id'])
    .execute();
  await sql`
    insert into slot_bookings (pickup_date, pickup_slot_id, taken)
    select pickup_date, pickup_slot_id, count(*) from orders
    where status <> 'cancelled'
    group by pickup_date, pickup_slot_id`.execute(db);
  await (isPostgres(db) ? followOrdersOnPostgres(db) : followOrdersOnSqlite(db));
  await dropIndexes(db, [PICKUP_STATUS_INDEX.name]);
}

/**
 * PostgreSQL: one trigger function. An order leaves its old place before it takes its new one;
 * when both change, the two rows are locked in key order, so two moves in opposite directions
 * cannot deadlock.
 */
async function followOrdersOnPostgres(db: Kysely<any>): Promise<void> {
  await sql`
      create function slot_bookings_follow_order() returns trigger language plpgsql as $$
      declare
        leaves boolean := tg_op <> 'INSERT' and old.status <> 'cancelled';
        takes boolean := tg_op <> 'DELETE' and new.status <> 'cancelled';
      begin
        if leaves and takes and old.pickup_date = new.pickup_date
           and old.pickup_slot_id = new.pickup_slot_id then
          return null;
        end if;
        if leaves and takes and (new.pickup_date, new.pickup_slot_id)
           < (old.pickup_date, old.pickup_slot_id) then
          insert into slot_bookings (pickup_date, pickup_slot_id, taken)
          values (new.pickup_date, new.pickup_slot_id, 1)
          on conflict (pickup_date, pickup_slot_id)
          do update set taken = slot_bookings.taken + 1;
          takes := false;
        end if;
        if leaves then
          update slot_bookings set taken = taken - 1
          where pickup_date = old.pickup_date and pickup_slot_id = old.pickup_slot_id;
        end if;
        if takes then
          insert into slot_bookings (pickup_date, pickup_slot_id, taken)
          values (new.pickup_date, new.pickup_slot_id, 1)
          on conflict (pickup_date, pickup_slot_id)
          do update set taken = slot_bookings.taken + 1;
        end if;
        return null;
      end $$`.execute(db);
  await sql`
      create trigger orders_slot_bookings after insert or delete
      or update of status, pickup_date, pickup_slot_id on orders
      for each row execute function slot_bookings_follow_order()`.execute(db);
}

/** SQLite: a trigger for each of insert, update and delete. */
async function followOrdersOnSqlite(db: Kysely<any>): Promise<void> {
  await sql`
      create trigger orders_slot_bookings_on_insert after insert on orders
      for each row when new.status <> 'cancelled'
      begin
        insert into slot_bookings (pickup_date, pickup_slot_id, taken)
        values (new.pickup_date, new.pickup_slot_id, 1)
        on conflict (pickup_date, pickup_slot_id) do update set taken = taken + 1;
      end`.execute(db);
  await sql`
      create trigger orders_slot_bookings_on_update
      after update of status, pickup_date, pickup_slot_id on orders
      for each row when (old.status = 'cancelled') <> (new.status = 'cancelled')
        or old.pickup_date <> new.pickup_date or old.pickup_slot_id <> new.pickup_slot_id
      begin
        update slot_bookings set taken = taken - 1
        where old.status <> 'cancelled'
          and pickup_date = old.pickup_date and pickup_slot_id = old.pickup_slot_id;
        insert into slot_bookings (pickup_date, pickup_slot_id, taken)
        select new.pickup_date, new.pickup_slot_id, 1 where new.status <> 'cancelled'
        on conflict (pickup_date, pickup_slot_id) do update set taken = taken + 1;
      end`.execute(db);
  await sql`
      create trigger orders_slot_bookings_on_delete after delete on orders
      for each row when old.status <> 'cancelled'
      begin
        update slot_bookings set taken = taken - 1
        where pickup_date = old.pickup_date and pickup_slot_id = old.pickup_slot_id;
      end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await createIndexes(db, [PICKUP_STATUS_INDEX]);
  await dropFollowingTriggers(db, {
    table: 'orders',
    trigger: 'orders_slot_bookings',
    fn: 'slot_bookings_follow_order',
  });
  await db.schema.dropTable('slot_bookings').execute();
}
