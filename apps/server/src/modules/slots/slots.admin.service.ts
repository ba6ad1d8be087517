import {
  ADMIN_MESSAGES,
  type TAddSlot,
  type TAdminSlot,
  type TUpdateSlot,
  type Weekday,
  WEEKDAYS,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import { slotHasOrders } from '../orders/orders.service.js';
import {
  deleteSlotRow,
  insertSlot,
  lockSlotOfPlaces,
  selectAllSlots,
  selectSlot,
  updateSlotRow,
  type SlotRow,
} from './slots.repository.js';

function toAdminSlot(row: SlotRow): TAdminSlot {
  return {
    id: row.id,
    day: row.day as Weekday,
    start_time: row.start_time,
    end_time: row.end_time,
    available: row.is_available === 1,
    capacity: row.capacity,
  };
}

/** Every slot, Monday first, then by start time. */
export async function listSlots(db: Kysely<Database>): Promise<TAdminSlot[]> {
  const rows = await selectAllSlots(db);
  const dayIndex = (day: string) => WEEKDAYS.indexOf(day as Weekday);
  return rows
    .slice()
    .sort((a, b) => dayIndex(a.day) - dayIndex(b.day))
    .map(toAdminSlot);
}

export async function addSlot(
  db: Kysely<Database>,
  actor: AuditActor,
  input: TAddSlot,
): Promise<TAdminSlot> {
  const now = new Date().toISOString();
  return auditedWrite(db, actor, async (trx) => {
    const slot = toAdminSlot(
      await insertSlot(trx, {
        day: input.day,
        start_time: input.start_time,
        end_time: input.end_time,
        is_available: input.available ? 1 : 0,
        capacity: input.capacity,
        created_at: now,
        updated_at: now,
      }),
    );
    return [slot, slotChange('slot.create', slot.id, null, slot)];
  });
}

function slotChange(
  action: string,
  id: number,
  before: TAdminSlot | null,
  after: TAdminSlot | null,
) {
  return { action, entity: 'slot', entityId: id, before, after };
}

/** The slot, or a 404. */
async function existingSlot(trx: Db, slotId: number) {
  const slot = await selectSlot(trx, slotId);
  if (!slot) throw notFound(ADMIN_MESSAGES.slotNotFound);
  return slot;
}

/**
 * The slot an edit changes, once the places being taken in it are decided (PostgreSQL): an order
 * booked while the slot changes is decided either on the slot as it was, committed first, or on
 * the slot as changed.
 */
async function slotToEdit(trx: Db, slotId: number) {
  await lockSlotOfPlaces(trx, slotId);
  return existingSlot(trx, slotId);
}

/**
 * Changes a slot. Orders already booked in it keep the time label they were booked with;
 * new bookings see the new times.
 */
export async function updateSlot(
  db: Kysely<Database>,
  actor: AuditActor,
  slotId: number,
  input: TUpdateSlot,
): Promise<TAdminSlot> {
  return auditedWrite(db, actor, async (trx) => {
    const existing = await slotToEdit(trx, slotId);
    const start = input.start_time ?? existing.start_time;
    const end = input.end_time ?? existing.end_time;
    if (start >= end) throw badRequest(ADMIN_MESSAGES.slotTimes, 'end_time');
    await updateSlotRow(trx, slotId, {
      ...(input.day ? { day: input.day } : {}),
      start_time: start,
      end_time: end,
      ...(input.available === undefined ? {} : { is_available: input.available ? 1 : 0 }),
      ...(input.capacity === undefined ? {} : { capacity: input.capacity }),
      updated_at: new Date().toISOString(),
    });
    const slot = toAdminSlot(await existingSlot(trx, slotId));
    return [slot, slotChange('slot.update', slotId, toAdminSlot(existing), slot)];
  });
}

/** Deletes a slot no order holds; one that orders hold is a 409 (mark it unavailable instead). */
export async function deleteSlot(
  db: Kysely<Database>,
  actor: AuditActor,
  slotId: number,
): Promise<void> {
  await auditedWrite(db, actor, async (trx) => {
    const existing = await slotToEdit(trx, slotId);
    if (await slotHasOrders(trx, slotId)) throw conflict(ADMIN_MESSAGES.slotInUse);
    await deleteSlotRow(trx, slotId);
    return [undefined, slotChange('slot.delete', slotId, toAdminSlot(existing), null)];
  }).catch((error: unknown) => {
    // An order booked in the slot between the check and the delete: the foreign key refuses.
    if (isForeignKeyViolation(error)) throw conflict(ADMIN_MESSAGES.slotInUse);
    throw error;
  });
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
