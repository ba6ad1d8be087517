import { sql, type SqlBool } from 'kysely';
import { listMarkers, listParams, preparedQueryPerCount } from '../../db/prepared.js';
import type { Db } from '../../db/tables.js';
import { deletedAny, firstId, updatedAny } from '../../db/query-results.js';

/** What the catalogue shows of a service, and of an item. */
const SERVICE_COLUMNS = ['id', 'name', 'description'] as const;
const ITEM_COLUMNS = ['id', 'service_id', 'name', 'description', 'price_paise'] as const;

/** Every service and every item, in the shop's display order, in two queries. */
export async function listServicesWithItems(db: Db) {
  const [services, items] = await Promise.all([
    db.selectFrom('services').select(SERVICE_COLUMNS).orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('service_items')
      .select(ITEM_COLUMNS)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  return { services, items };
}

export function selectService(db: Db, id: number) {
  return db.selectFrom('services').select(SERVICE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function selectItem(db: Db, id: number) {
  return db
    .selectFrom('service_items')
    .select(ITEM_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * A row with this name other than `exceptId`: the name trimmed and without regard to case, the
 * expression of the unique indexes `services_name_unique` and `service_items_name_unique`.
 */
function namedOtherThan(name: string, exceptId: number | null) {
  const named = sql<SqlBool>`lower(trim(name)) = lower(trim(${name}))`;
  return exceptId === null ? named : sql<SqlBool>`${named} and id <> ${exceptId}`;
}

/** The id of another service with this name. */
export function findServiceNamed(
  db: Db,
  name: string,
  exceptId: number | null,
): Promise<number | null> {
  return firstId(db.selectFrom('services').select('id').where(namedOtherThan(name, exceptId)));
}

/** The id of another item of the service with this name. */
export function findItemNamed(
  db: Db,
  serviceId: number,
  name: string,
  exceptId: number | null,
): Promise<number | null> {
  return firstId(
    db
      .selectFrom('service_items')
      .select('id')
      .where('service_id', '=', serviceId)
      .where(namedOtherThan(name, exceptId)),
  );
}

/** A new service, placed after the others. */
export async function insertService(
  db: Db,
  service: { name: string; description: string; at: string },
) {
  const last = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  return db
    .insertInto('services')
    .values({
      name: service.name,
      description: service.description,
      sort_order: (last?.max ?? -1) + 1,
      created_at: service.at,
      updated_at: service.at,
    })
    .returning(SERVICE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateServiceRow(
  db: Db,
  id: number,
  changes: { name: string; description: string; at: string },
): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('services')
      .set({ name: changes.name, description: changes.description, updated_at: changes.at })
      .where('id', '=', id),
  );
}

/** Deletes a service; its items go with it (past orders keep their snapshot lines). */
export function deleteServiceRow(db: Db, id: number): Promise<boolean> {
  return deletedAny(db.deleteFrom('services').where('id', '=', id));
}

/** A new item, placed after the service's other items. */
export async function insertItem(
  db: Db,
  item: { serviceId: number; name: string; description: string; pricePaise: number; at: string },
) {
  const last = await db
    .selectFrom('service_items')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('service_id', '=', item.serviceId)
    .executeTakeFirst();
  return db
    .insertInto('service_items')
    .values({
      service_id: item.serviceId,
      name: item.name,
      description: item.description,
      price_paise: item.pricePaise,
      sort_order: (last?.max ?? -1) + 1,
      created_at: item.at,
      updated_at: item.at,
    })
    .returning(ITEM_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateItemRow(
  db: Db,
  id: number,
  changes: { name: string; description: string; pricePaise: number; at: string },
): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('service_items')
      .set({
        name: changes.name,
        description: changes.description,
        price_paise: changes.pricePaise,
        updated_at: changes.at,
      })
      .where('id', '=', id),
  );
}

/** Deletes an item; order lines that named it keep their snapshot, their link is set null. */
export function deleteItemRow(db: Db, id: number): Promise<boolean> {
  return deletedAny(db.deleteFrom('service_items').where('id', '=', id));
}

/**
 * Bumps `catalogue_version` in app_state, in the transaction of the change, so any server
 * instance caching the catalogue sees at once that its copy is stale.
 */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  await db
    .insertInto('app_state')
    .values({ key: 'catalogue_version', value: '1' })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ value: sql<string>`cast(cast(app_state.value as integer) + 1 as text)` }),
    )
    .execute();
}

/** Reads the catalogue's version stamp; every change to services or items bumps it. */
export async function readCatalogueVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', 'catalogue_version')
    .executeTakeFirst();
  return row?.value ?? '0';
}

/** The catalogue items with these ids and their service's name: the prices an order uses. */
export function selectCatalogueItems(db: Db, itemIds: readonly number[]) {
  return catalogueItemsQuery(itemIds.length).rows(db, listParams(itemIds));
}

/** What an order takes of a catalogue item (`service_items` joined to `services`). */
export const CATALOGUE_ITEM_COLUMNS = [
  'service_items.id',
  'service_items.name',
  'service_items.description',
  'service_items.price_paise',
  'services.name as service_name',
] as const;

const catalogueItemsQuery = preparedQueryPerCount((db, p: Record<string, number>, count) =>
  db
    .selectFrom('service_items')
    .innerJoin('services', 'services.id', 'service_items.service_id')
    .select(CATALOGUE_ITEM_COLUMNS)
    .where('service_items.id', 'in', listMarkers(p, count)),
);

/** A catalogue item as an order prices it (`selectCatalogueItems`). */
export type CatalogueItem = Awaited<ReturnType<typeof selectCatalogueItems>>[number];
