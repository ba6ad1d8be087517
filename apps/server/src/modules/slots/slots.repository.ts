import type { Insertable, Updateable } from 'kysely';
import { isPostgres, lockedForUpdate } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Db, PickupSlotsTable } from '../../db/tables.js';

const SLOT_COLUMNS = ['id', 'day', 'start_time', 'end_time', 'is_available', 'capacity'] as const;

/**
 * The slots of a date (`day` is its weekday), earliest first; none when the shop has closed the
 * date (modules/closures), decided in the same statement (one round trip on PostgreSQL).
 */
export function selectSlotsOnDate(db: Db, date: string, day: string) {
  return slotsOnDateQuery.rows(db, { date, day });
}

const slotsOnDateQuery = preparedQuery((db, p: { date: string; day: string }) =>
  db
    .selectFrom('pickup_slots')
    .select(SLOT_COLUMNS)
    .where('day', '=', p.day)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('closures').select('closures.date').where('closures.date', '=', p.date),
        ),
      ),
    )
    .orderBy('start_time')
    .orderBy('id'),
);

export type SlotRow = Awaited<ReturnType<typeof selectSlotsOnDate>>[number];

/**
 * One slot; with `forUpdate` its row stays locked until the transaction ends (PostgreSQL; SQLite
 * has one writer and no row locks).
 */
export function selectSlot(db: Db, slotId: number, options: { forUpdate?: boolean } = {}) {
  const locked = options.forUpdate === true && isPostgres(db);
  return (locked ? slotForUpdateQuery : slotQuery).first(db, { slotId });
}

const slotQuery = preparedQuery((db, p: { slotId: number }) =>
  db.selectFrom('pickup_slots').select(SLOT_COLUMNS).where('id', '=', p.slotId),
);

const slotForUpdateQuery = preparedQuery(
  (db, p: { slotId: number }) =>
    db.selectFrom('pickup_slots').select(SLOT_COLUMNS).where('id', '=', p.slotId).forUpdate(),
  { postgresOnly: true },
);

/**
 * Places taken in one slot on a date (orders holding it that are not cancelled): one row of
 * `slot_bookings`, which the database keeps as orders change.
 */
export async function countBookingsOfSlot(db: Db, date: string, slotId: number): Promise<number> {
  const row = await slotBookingsQuery.first(db, { date, slotId });
  return row?.taken ?? 0;
}

const slotBookingsQuery = preparedQuery((db, p: { date: string; slotId: number }) =>
  db
    .selectFrom('slot_bookings')
    .select('taken')
    .where('pickup_date', '=', p.date)
    .where('pickup_slot_id', '=', p.slotId),
);

/** Places taken per slot on a date; a slot nobody booked is left out. */
export async function countBookingsOnDate(db: Db, date: string): Promise<Map<number, number>> {
  const rows = await bookingsOnDateQuery.rows(db, { date });
  return new Map(rows.map((row) => [row.pickup_slot_id, row.taken]));
}

const bookingsOnDateQuery = preparedQuery((db, p: { date: string }) =>
  db
    .selectFrom('slot_bookings')
    .select(['pickup_slot_id', 'taken'])
    .where('pickup_date', '=', p.date),
);

/** The ids of a weekday's slots, locked until the transaction ends on PostgreSQL, by id. */
export async function lockSlotRowsOfDay(db: Db, day: string): Promise<void> {
  const query = db.selectFrom('pickup_slots').select('id').where('day', '=', day).orderBy('id');
  await lockedForUpdate(db, query).execute();
}

/** Every slot, by start time. */
export function selectAllSlots(db: Db) {
  return db
    .selectFrom('pickup_slots')
    .select(SLOT_COLUMNS)
    .orderBy('start_time')
    .orderBy('id')
    .execute();
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

export async function deleteSlotRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pickup_slots').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
