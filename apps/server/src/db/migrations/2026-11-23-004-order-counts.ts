import { sql, type Kysely } from 'kysely';
import { dropFollowingTriggers, isPostgres } from './portable.js';

// Frozen: change it with a new migration.

/** How many rows each status's count is spread over (by order id). */
const SHARDS = 16;

/**
 * `order_counts`: how many orders are in each status, kept by the database, so that the admin
 * list's "N orders" for a status (or for all) sums a few rows instead of counting thousands of
 * index entries on every page. Each status's figure is spread over 16 rows by order id: on
 * PostgreSQL, orders placed at the same moment then rarely wait for each other's row lock, as
 * they would on a single counter row. Triggers on `orders` keep it exact whatever writes the
 * orders (placed, moved to another status, deleted).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_counts')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('shard', 'integer', (col) => col.notNull())
    .addColumn('n', 'integer', (col) => col.notNull().check(sql`n >= 0`))
    .addPrimaryKeyConstraint('order_counts_pkey', ['status', 'shard'])
    .execute();
  await sql`
    insert into order_counts (status, shard, n)
    select status, id % ${sql.lit(SHARDS)}, count(*) from orders
    group by status, id % ${sql.lit(SHARDS)}`.execute(db);

  if (isPostgres(db)) {
    // A status change locks its two rows in status order, so two orders of the same shard
    // changing in opposite directions cannot deadlock.
    await sql`
      create function order_counts_follow_order() returns trigger language plpgsql as $$
      declare
        v_shard integer := coalesce(new.id, old.id) % ${sql.lit(SHARDS)};
      begin
        if tg_op = 'INSERT' then
          insert into order_counts (status, shard, n) values (new.status, v_shard, 1)
          on conflict (status, shard) do update set n = order_counts.n + 1;
        elsif tg_op = 'DELETE' then
          update order_counts set n = n - 1 where status = old.status and shard = v_shard;
        elsif old.status < new.status then
          update order_counts set n = n - 1 where status = old.status and shard = v_shard;
          insert into order_counts (status, shard, n) values (new.status, v_shard, 1)
          on conflict (status, shard) do update set n = order_counts.n + 1;
        elsif old.status > new.status then
          insert into order_counts (status, shard, n) values (new.status, v_shard, 1)
          on conflict (status, shard) do update set n = order_counts.n + 1;
          update order_counts set n = n - 1 where status = old.status and shard = v_shard;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger orders_order_counts after insert or delete or update of status on orders
      for each row execute function order_counts_follow_order()`.execute(db);
  } else {
    await sql`
      create trigger orders_order_counts_on_insert after insert on orders
      begin
        insert into order_counts (status, shard, n)
        values (new.status, new.id % ${sql.lit(SHARDS)}, 1)
        on conflict (status, shard) do update set n = n + 1;
      end`.execute(db);
    await sql`
      create trigger orders_order_counts_on_update after update of status on orders
      for each row when old.status <> new.status
      begin
        update order_counts set n = n - 1
        where status = old.status and shard = old.id % ${sql.lit(SHARDS)};
        insert into order_counts (status, shard, n)
        values (new.status, new.id % ${sql.lit(SHARDS)}, 1)
        on conflict (status, shard) do update set n = n + 1;
      end`.execute(db);
    await sql`
      create trigger orders_order_counts_on_delete after delete on orders
      begin
        update order_counts set n = n - 1
        where status = old.status and shard = old.id % ${sql.lit(SHARDS)};
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropFollowingTriggers(db, {
    table: 'orders',
    trigger: 'orders_order_counts',
    fn: 'order_counts_follow_order',
  });
  await db.schema.dropTable('order_counts').execute();
}
