import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, PickupSlotsTable } from '../../db/tables.js';

type Db = Kysely<Database> | Transaction<Database>;

const SLOT_COLUMNS = ['id', 'day', 'start_time', 'end_time', 'is_available', 'capacity'] as const;

export function selectSlots(db: Db) {
  return db
    .selectFrom('pickup_slots')
    .select(SLOT_COLUMNS)
    .orderBy('start_time')
    .orderBy('id')
    .execute();
}

export type SlotRow = Awaited<ReturnType<typeof selectSlots>>[number];

export function selectSlot(db: Db, id: number) {
  return db.selectFrom('pickup_slots').select(SLOT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function insertSlot(db: Db, slot: Insertable<PickupSlotsTable>) {
  return db
    .insertInto('pickup_slots')
    .values(slot)
    .returning(SLOT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateSlotRow(db: Db, id: number, changes: Updateable<PickupSlotsTable>) {
  await db.updateTable('pickup_slots').set(changes).where('id', '=', id).execute();
}

/** True when any order, open or past, books this slot for pickup or delivery. */
export async function slotHasOrders(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) => eb.or([eb('pickup_slot_id', '=', id), eb('delivery_slot_id', '=', id)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSlotRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pickup_slots').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
