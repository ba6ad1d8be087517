import { paiseToRupees, type TService } from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import {
  listServicesWithItems,
  selectCatalogueItems,
  type CatalogueItem,
} from './catalogue.repository.js';

export type { CatalogueItem };

/** The public catalogue: services with their items, prices in rupees. */
export async function getCatalogue(db: Kysely<Database>): Promise<TService[]> {
  const { services, items } = await listServicesWithItems(db);
  const byService = new Map<number, TService['items']>();
  for (const item of items) {
    const list = byService.get(item.service_id) ?? [];
    list.push({
      id: item.id,
      name: item.name,
      description: item.description,
      price: paiseToRupees(item.price_paise),
      service_id: item.service_id,
    });
    byService.set(item.service_id, list);
  }
  return services.map((service) => ({ ...service, items: byService.get(service.id) ?? [] }));
}

/** The catalogue items with these ids and their service's name: the prices an order uses. */
export function catalogueItemsByIds(
  db: Kysely<Database> | Transaction<Database>,
  itemIds: readonly number[],
): Promise<CatalogueItem[]> {
  return selectCatalogueItems(db, itemIds);
}
