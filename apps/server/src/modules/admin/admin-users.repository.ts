import { sql, type Kysely, type Transaction } from 'kysely';
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

/** Admins who can still sign in. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('role', '=', 'admin')
    .where('is_disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
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
