import {
  ADMIN_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type TItemInput,
  type TService,
  type TServiceInput,
  type TServiceItem,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../lib/http-error.js';
import {
  bumpCatalogueVersion,
  deleteItemRow,
  deleteServiceRow,
  findItemNamed,
  findServiceNamed,
  insertItem,
  insertService,
  selectItem,
  selectService,
  updateItemRow,
  updateServiceRow,
} from './catalogue.repository.js';

// Every change here bumps the catalogue version in the same transaction: a cached catalogue
// must never outlive the change that made it wrong.

// Names are unique (services; items within a service), trimmed and without regard to case. The
// check gives the answer; the unique indexes settle two requests that pass it together, and
// their violation gets the same 409.
const serviceNameTaken = (name: string) => conflict(ADMIN_MESSAGES.serviceNameTaken(name), 'name');
const itemNameTaken = (name: string) => conflict(ADMIN_MESSAGES.itemNameTaken(name), 'name');

async function orConflict<T>(write: Promise<T>, duplicate: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

function toItem(row: {
  id: number;
  service_id: number;
  name: string;
  description: string;
  price_paise: number;
}): TServiceItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.price_paise),
    service_id: row.service_id,
  };
}

/** Adds a service (with no items yet) at the end of the list. */
export async function createService(db: Kysely<Database>, input: TServiceInput): Promise<TService> {
  const write = transaction(db, async (trx) => {
    if (await findServiceNamed(trx, input.name, null)) throw serviceNameTaken(input.name);
    const row = await insertService(trx, { ...input, at: new Date().toISOString() });
    await bumpCatalogueVersion(trx);
    return { ...row, items: [] };
  });
  return orConflict(write, () => serviceNameTaken(input.name));
}

export async function updateService(
  db: Kysely<Database>,
  serviceId: number,
  input: TServiceInput,
): Promise<{ id: number; name: string; description: string }> {
  const write = transaction(db, async (trx) => {
    if (!(await selectService(trx, serviceId))) throw notFound(ADMIN_MESSAGES.serviceNotFound);
    if (await findServiceNamed(trx, input.name, serviceId)) throw serviceNameTaken(input.name);
    const updated = await updateServiceRow(trx, serviceId, {
      ...input,
      at: new Date().toISOString(),
    });
    if (!updated) throw notFound(ADMIN_MESSAGES.serviceNotFound);
    await bumpCatalogueVersion(trx);
    return { id: serviceId, ...input };
  });
  return orConflict(write, () => serviceNameTaken(input.name));
}

export async function deleteService(db: Kysely<Database>, serviceId: number): Promise<void> {
  await transaction(db, async (trx) => {
    if (!(await deleteServiceRow(trx, serviceId))) throw notFound(ADMIN_MESSAGES.serviceNotFound);
    await bumpCatalogueVersion(trx);
  });
}

/** Adds a priced item to a service. */
export async function createItem(
  db: Kysely<Database>,
  serviceId: number,
  input: TItemInput,
): Promise<TServiceItem> {
  const write = transaction(db, async (trx) => {
    if (!(await selectService(trx, serviceId))) throw notFound(ADMIN_MESSAGES.serviceNotFound);
    if (await findItemNamed(trx, serviceId, input.name, null)) throw itemNameTaken(input.name);
    const row = await insertItem(trx, {
      serviceId,
      name: input.name,
      description: input.description,
      pricePaise: rupeesToPaise(input.price),
      at: new Date().toISOString(),
    });
    await bumpCatalogueVersion(trx);
    return toItem(row);
  });
  return orConflict(write, () => itemNameTaken(input.name));
}

/** Renames or reprices an item; orders already placed keep the price they were charged. */
export async function updateItem(
  db: Kysely<Database>,
  itemId: number,
  input: TItemInput,
): Promise<TServiceItem> {
  const write = transaction(db, async (trx) => {
    const current = await selectItem(trx, itemId);
    if (!current) throw notFound(ADMIN_MESSAGES.itemNotFound);
    if (await findItemNamed(trx, current.service_id, input.name, itemId)) {
      throw itemNameTaken(input.name);
    }
    const updated = await updateItemRow(trx, itemId, {
      name: input.name,
      description: input.description,
      pricePaise: rupeesToPaise(input.price),
      at: new Date().toISOString(),
    });
    if (!updated) throw notFound(ADMIN_MESSAGES.itemNotFound);
    await bumpCatalogueVersion(trx);
    const row = await selectItem(trx, itemId);
    if (!row) throw notFound(ADMIN_MESSAGES.itemNotFound);
    return toItem(row);
  });
  return orConflict(write, () => itemNameTaken(input.name));
}

export async function deleteItem(db: Kysely<Database>, itemId: number): Promise<void> {
  await transaction(db, async (trx) => {
    if (!(await deleteItemRow(trx, itemId))) throw notFound(ADMIN_MESSAGES.itemNotFound);
    await bumpCatalogueVersion(trx);
  });
}
