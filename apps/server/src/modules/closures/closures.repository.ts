import { preparedQuery } from '../../db/prepared.js';
import type { Db } from '../../db/tables.js';

const CLOSURE_COLUMNS = ['date', 'reason', 'created_at'] as const;

/** The closure of one date, if the shop closed it: one lookup of the primary key. */
export function selectClosure(db: Db, date: string) {
  return closureQuery.first(db, { date });
}

const closureQuery = preparedQuery((db, p: { date: string }) =>
  db.selectFrom('closures').select(CLOSURE_COLUMNS).where('date', '=', p.date),
);

export type ClosureRow = NonNullable<Awaited<ReturnType<typeof selectClosure>>>;

/** Every closure, by date. */
export function selectAllClosures(db: Db): Promise<ClosureRow[]> {
  return db.selectFrom('closures').select(CLOSURE_COLUMNS).orderBy('date').execute();
}

/** The closures from `first` to `last` (inclusive), by date. */
export function selectClosuresBetween(db: Db, first: string, last: string) {
  return closuresBetweenQuery.rows(db, { first, last });
}

const closuresBetweenQuery = preparedQuery((db, p: { first: string; last: string }) =>
  db
    .selectFrom('closures')
    .select(['date', 'reason'])
    .where('date', '>=', p.first)
    .where('date', '<=', p.last)
    .orderBy('date'),
);

/** Closes a date; undefined when it was closed already (the key refuses a second row). */
export function insertClosure(
  db: Db,
  closure: { date: string; reason: string; created_by: number; created_at: string },
): Promise<ClosureRow | undefined> {
  return db
    .insertInto('closures')
    .values(closure)
    .onConflict((conflict) => conflict.column('date').doNothing())
    .returning(CLOSURE_COLUMNS)
    .executeTakeFirst();
}

/** Opens a closed date again; answers the closure removed, or undefined when there was none. */
export function deleteClosure(db: Db, date: string): Promise<ClosureRow | undefined> {
  return db
    .deleteFrom('closures')
    .where('date', '=', date)
    .returning(CLOSURE_COLUMNS)
    .executeTakeFirst();
}
