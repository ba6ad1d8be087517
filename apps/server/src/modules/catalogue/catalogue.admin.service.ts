import {
  ADMIN_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type TItemInput,
  type TService,
  type TServiceInput,
  type TServiceItem,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { auditedWrite, type AuditActor, type AuditChange } from '../audit/audit.js';
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

/**
 * A catalogue change: the write, the catalogue version bumped and the audit entry, in one
 * transaction.
 */
function catalogueWrite<T>(
  db: Kysely<Database>,
  actor: AuditActor,
  work: (trx: Transaction<Database>) => Promise<[T, AuditChange]>,
): Promise<T> {
  return auditedWrite(db, actor, async (trx) => {
    const done = await work(trx);
    await bumpCatalogueVersion(trx);
    return done;
  });
}

const change = (
  action: string,
  entity: 'service' | 'item',
  entityId: number,
  before: unknown,
  after: unknown,
): AuditChange => ({ action, entity, entityId, before, after });

/** The service, or a 404. */
async function existingService(trx: Db, serviceId: number) {
  const service = await selectService(trx, serviceId);
  if (!service) throw notFound(ADMIN_MESSAGES.serviceNotFound);
  return service;
}

/** The item, or a 404. */
async function existingItem(trx: Db, itemId: number) {
  const item = await selectItem(trx, itemId);
  if (!item) throw notFound(ADMIN_MESSAGES.itemNotFound);
  return item;
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
export async function createService(
  db: Kysely<Database>,
  actor: AuditActor,
  input: TServiceInput,
): Promise<TService> {
  const write = catalogueWrite(db, actor, async (trx) => {
    if (await findServiceNamed(trx, input.name, null)) throw serviceNameTaken(input.name);
    const row = await insertService(trx, { ...input, at: new Date().toISOString() });
    return [{ ...row, items: [] }, change('service.create', 'service', row.id, null, row)];
  });
  return orConflict(write, () => serviceNameTaken(input.name));
}

export async function updateService(
  db: Kysely<Database>,
  actor: AuditActor,
  serviceId: number,
  input: TServiceInput,
): Promise<{ id: number; name: string; description: string }> {
  const write = catalogueWrite(db, actor, async (trx) => {
    const before = await existingService(trx, serviceId);
    if (await findServiceNamed(trx, input.name, serviceId)) throw serviceNameTaken(input.name);
    const updated = await updateServiceRow(trx, serviceId, {
      ...input,
      at: new Date().toISOString(),
    });
    if (!updated) throw notFound(ADMIN_MESSAGES.serviceNotFound);
    const after = { id: serviceId, ...input };
    return [after, change('service.update', 'service', serviceId, before, after)];
  });
  return orConflict(write, () => serviceNameTaken(input.name));
}

/**
 * Deleting a service or an item by id: a 404 when there is none, or when another request
 * deleted it after it was read; the audit entry keeps what was deleted.
 */
function catalogueDelete<Row>(
  entity: 'service' | 'item',
  record: {
    existing: (trx: Db, id: number) => Promise<Row>;
    deleteRow: (trx: Db, id: number) => Promise<boolean>;
    audited: (row: Row) => unknown;
    missing: string;
  },
): (db: Kysely<Database>, actor: AuditActor, id: number) => Promise<void> {
  return async (db, actor, id) => {
    await catalogueWrite(db, actor, async (trx) => {
      const before = await record.existing(trx, id);
      if (!(await record.deleteRow(trx, id))) throw notFound(record.missing);
      return [undefined, change(`${entity}.delete`, entity, id, record.audited(before), null)];
    });
  };
}

export const deleteService = catalogueDelete('service', {
  existing: existingService,
  deleteRow: deleteServiceRow,
  audited: (row) => row,
  missing: ADMIN_MESSAGES.serviceNotFound,
});

/** Adds a priced item to a service. */
export async function createItem(
  db: Kysely<Database>,
  actor: AuditActor,
  serviceId: number,
  input: TItemInput,
): Promise<TServiceItem> {
  const write = catalogueWrite(db, actor, async (trx) => {
    await existingService(trx, serviceId);
    if (await findItemNamed(trx, serviceId, input.name, null)) throw itemNameTaken(input.name);
    const row = await insertItem(trx, {
      serviceId,
      name: input.name,
      description: input.description,
      pricePaise: rupeesToPaise(input.price),
      at: new Date().toISOString(),
    });
    const item = toItem(row);
    return [item, change('item.create', 'item', item.id, null, item)];
  });
  return orConflict(write, () => itemNameTaken(input.name));
}

/** Renames or reprices an item; orders already placed keep the price they were charged. */
export async function updateItem(
  db: Kysely<Database>,
  actor: AuditActor,
  itemId: number,
  input: TItemInput,
): Promise<TServiceItem> {
  const write = catalogueWrite(db, actor, async (trx) => {
    const current = await existingItem(trx, itemId);
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
    const item = toItem(await existingItem(trx, itemId));
    return [item, change('item.update', 'item', itemId, toItem(current), item)];
  });
  return orConflict(write, () => itemNameTaken(input.name));
}

export const deleteItem = catalogueDelete('item', {
  existing: existingItem,
  deleteRow: deleteItemRow,
  audited: toItem,
  missing: ADMIN_MESSAGES.itemNotFound,
});
