import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

/** Every service and every item, in the shop's display order, in two queries. */
export async function listServicesWithItems(db: Kysely<Database>) {
  const [services, items] = await Promise.all([
    db
      .selectFrom('services')
      .select(['id', 'name', 'description'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('service_items')
      .select(['id', 'service_id', 'name', 'description', 'price_paise'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  return { services, items };
}
