import { sql, type Insertable, type Updateable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Db, PickupSlotsTable } from '../../db/tables.js';
import { deletedAny } from '../../db/query-results.js';

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

/** One slot, or undefined. */
export function selectSlot(db: Db, slotId: number) {
  return slotQuery.first(db, { slotId });
}

const slotQuery = preparedQuery((db, p: { slotId: number }) =>
  db.selectFrom('pickup_slots').select(SLOT_COLUMNS).where('id', '=', p.slotId),
);

/*
 * The places of the pickup slots, locked on PostgreSQL with transaction-level advisory locks,
 * held until the transaction ends (SQLite runs one write transaction at a time and needs none).
 * Three kinds, each two 32-bit keys:
 *
 * - a slot on a date (the slot's id, the date's day number): exclusive, by whoever takes a place
 *   there (an order placed, a pickup moved, an order reopened), so that the last place goes to
 *   one of them;
 * - a slot (`SLOT_LOCKS`, its id): shared by whoever takes a place in it, on any date;
 *   exclusive by an edit of the slot (its times, weekday, capacity, availability, removal);
 * - a date (`DATE_LOCKS`, its day number): shared by whoever takes a place on it, in any slot;
 *   exclusive by a closure of the date and by a delivery planned on it.
 *
 * A slot's id is positive, so the two negative spaces never meet a slot-and-date key. Orders for
 * one slot on different dates, or for one date in different slots, do not wait for each other,
 * as they did while an order locked its slot's row; a closure waits only for the date's orders.
 * Whoever takes a place locks the customer's row first (the order every writer follows).
 */
const SLOT_LOCKS = -1;
const DATE_LOCKS = -2;

const dayNumber = (date: string) => sql<number>`(${date}::date - date '2000-01-01')`;

/**
 * The three locks taken with a place in `slotId` on `date`, as columns of a statement: the slot
 * shared, the date shared, then the slot on the date. A statement that also locks the
 * customer's row must evaluate these after it (`orders.repository.ts`).
 */
export function placeLockColumns(slotId: number, date: string) {
  return [
    sql<string>`pg_advisory_xact_lock_shared(${SLOT_LOCKS}, ${slotId})`.as('slot_lock'),
    sql<string>`pg_advisory_xact_lock_shared(${DATE_LOCKS}, ${dayNumber(date)})`.as('date_lock'),
    sql<string>`pg_advisory_xact_lock(${slotId}, ${dayNumber(date)})`.as('place_lock'),
  ] as const;
}

/** Locks a place in `slotId` on `date` until the transaction ends (PostgreSQL; see above). */
export async function lockPlace(db: Db, slotId: number, date: string): Promise<void> {
  if (isPostgres(db)) await lockPlaceQuery.rows(db, { slotId, date });
}

const lockPlaceQuery = preparedQuery(
  (db, p: { slotId: number; date: string }) => db.selectNoFrom(placeLockColumns(p.slotId, p.date)),
  { postgresOnly: true },
);

/**
 * Locks a date against new places until the transaction ends (PostgreSQL): waits for the places
 * being taken on it, and they for this transaction.
 */
export async function lockDateOfPlaces(db: Db, date: string): Promise<void> {
  if (isPostgres(db)) await lockDateQuery.rows(db, { date });
}

const lockDateQuery = preparedQuery(
  (db, p: { date: string }) =>
    db.selectNoFrom(
      sql<string>`pg_advisory_xact_lock(${DATE_LOCKS}, ${dayNumber(p.date)})`.as('date_lock'),
    ),
  { postgresOnly: true },
);

/**
 * Locks a slot against new places until the transaction ends (PostgreSQL): an edit of the slot
 * waits for the places being taken in it, and they for the edit.
 */
export async function lockSlotOfPlaces(db: Db, slotId: number): Promise<void> {
  if (isPostgres(db)) await lockSlotQuery.rows(db, { slotId });
}

const lockSlotQuery = preparedQuery(
  (db, p: { slotId: number }) =>
    db.selectNoFrom(sql<string>`pg_advisory_xact_lock(${SLOT_LOCKS}, ${p.slotId})`.as('slot_lock')),
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

export function deleteSlotRow(db: Db, id: number): Promise<boolean> {
  return deletedAny(db.deleteFrom('pickup_slots').where('id', '=', id));
}
