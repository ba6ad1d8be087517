import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import type { Database, UserUpdate } from '../../db/tables.js';
import { containsPattern } from './like-pattern.js';

type Db = Kysely<Database> | Transaction<Database>;

const USER_COLUMNS = [
  'id',
  'email',
  'role',
  'first_name',
  'last_name',
  'phone',
  'street',
  'city',
  'state',
  'zip_code',
  'loyalty_points',
  'created_at',
  'is_disabled',
] as const;

function filtered(db: Db, q: string | undefined) {
  let query = db.selectFrom('users');
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb('phone', 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/** One page of users (oldest account first) and how many match in all. */
export async function selectUsersPage(
  db: Db,
  filters: { q: string | undefined; limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filters.q)
      .select(USER_COLUMNS)
      .orderBy('id')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    filtered(db, filters.q)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type AdminUserRow = Awaited<ReturnType<typeof selectUsersPage>>['rows'][number];

export function selectUserById(db: Db, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * The ids of the admins who can still sign in, each row locked until the transaction ends, so
 * that two changes that each leave one admin (two admins demoting or disabling each other) run
 * one after the other and the second sees the first's result.
 *
 * PostgreSQL: SELECT … FOR UPDATE, in id order so two callers never wait on each other in a
 * cycle; a row another transaction changed meanwhile is read again and dropped when it is no
 * longer an active admin. SQLite has no row locks: its one writer serialises the transactions
 * (one connection in this process; another process's commit in between makes the write fail
 * with SQLITE_BUSY_SNAPSHOT, and `runTransaction` runs the whole change again).
 */
export async function lockActiveAdmins(db: Db, kind: DatabaseKind): Promise<number[]> {
  const query = db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_disabled', '=', 0)
    .orderBy('id');
  const rows = await (kind === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}

export async function updateUserRow(db: Db, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * Disables or enables an account. Disabling also bumps the token version, so every session of
 * the account ends on its next request; both in one statement.
 */
export async function setUserDisabled(db: Db, id: number, disabled: boolean, now: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      is_disabled: disabled ? 1 : 0,
      ...(disabled ? { token_version: eb('token_version', '+', 1) } : {}),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
}
