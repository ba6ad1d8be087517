import { sql, type Kysely } from 'kysely';

// Frozen: change it with a new migration.

/**
 * `orders.notes`: the customer's special instructions for the shop (stains, a gate code, "call
 * before coming"), given at checkout; null when none. At most 500 characters, as the API's
 * schema allows: both databases count characters with `length` (the schema counts UTF-16 units,
 * never fewer), so the check only stops a write that did not come through the API. Adding a
 * nullable column leaves existing orders as they are on both databases; the row triggers of
 * `orders.version` move the stamp of an order whose notes change, as for any other column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('notes', 'text', (col) => col.check(sql`length(notes) <= 500`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('notes').execute();
}
