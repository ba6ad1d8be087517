import { sql, type Kysely } from 'kysely';

// Frozen: change it with a new migration.

/**
 * Service names are unique, and item names within a service, trimmed and without regard to
 * case: two "Laundry" services (or "Shirt" and "shirt " in one) confuse customers and split
 * orders between look-alike entries. Both databases index the expression `lower(trim(name))`,
 * which is also what the admin service compares, so its check and the index agree.
 *
 * Names already duplicated are kept, not merged or deleted (past orders and carts point at
 * them): the oldest keeps its name, each later one gets " (2)", " (3)"… (the first number
 * free), and the shop can rename them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await renameDuplicates(db, 'services', null);
  await renameDuplicates(db, 'service_items', 'service_id');
  await db.schema
    .createIndex('services_name_unique')
    .on('services')
    .unique()
    .expression(sql`lower(trim(name))`)
    .execute();
  await db.schema
    .createIndex('service_items_name_unique')
    .on('service_items')
    .unique()
    .column('service_id')
    .expression(sql`lower(trim(name))`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('service_items_name_unique').execute();
  await db.schema.dropIndex('services_name_unique').execute();
}

/** Renames every row whose name repeats an older one's within its group (a service, or all). */
async function renameDuplicates(
  db: Kysely<any>,
  table: 'services' | 'service_items',
  groupColumn: 'service_id' | null,
): Promise<void> {
  const rows = (await db
    .selectFrom(table)
    .select([
      'id',
      sql<string>`trim(name)`.as('trimmed'),
      sql<string>`lower(trim(name))`.as('key'),
      ...(groupColumn ? [sql<number>`${sql.ref(groupColumn)}`.as('group_id')] : []),
    ])
    .orderBy('id')
    .execute()) as { id: number; trimmed: string; key: string; group_id?: number }[];

  const taken = new Set(rows.map((row) => `${row.group_id ?? ''}\u0000${row.key}`));
  const seen = new Set<string>();
  for (const row of rows) {
    const group = `${row.group_id ?? ''}\u0000`;
    if (!seen.has(group + row.key)) {
      seen.add(group + row.key);
      continue;
    }
    // lower() leaves " (n)" as it is, so the new key is the old one with the same suffix.
    let number = 2;
    while (taken.has(`${group}${row.key} (${number})`)) number += 1;
    taken.add(`${group}${row.key} (${number})`);
    seen.add(`${group}${row.key} (${number})`);
    await db
      .updateTable(table)
      .set({ name: `${row.trimmed} (${number})` })
      .where('id', '=', row.id)
      .execute();
  }
}
