import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import { containsPattern } from '../../db/like-pattern.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Database, NewUser, UserUpdate } from '../../db/tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** What the API may show of a user: every column but the password hash and token version. */
const PUBLIC_COLUMNS = [
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
] as const;

export type PublicUserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findUserById(db: Executor, id: number) {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The row a login checks: the public columns plus the hash, version and disabled flag. */
export function findCredentialsByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select([...PUBLIC_COLUMNS, 'password_hash', 'token_version', 'is_disabled'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The signed-in user's current hash, for checking the current password on a change. */
export function findPasswordHashById(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** An enabled account's id, for checking a referrer. */
export async function findActiveUserId(db: Executor, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('is_disabled', '=', 0)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function insertUser(db: Executor, user: NewUser) {
  return db
    .insertInto('users')
    .values(user)
    .returning([...PUBLIC_COLUMNS, 'token_version'])
    .executeTakeFirstOrThrow();
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

export function updateProfile(db: Executor, id: number, changes: ProfileChanges, now: string) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

export async function updatePasswordHash(
  db: Executor,
  id: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Invalidates every token issued so far: the auth plugin compares versions on each request. */
export async function bumpTokenVersion(db: Executor, id: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/**
 * Stores a new password hash and ends every session of the user in one statement; answers the
 * new token version (for the fresh token of a self-service change), or null for no such user.
 */
export async function replacePassword(
  db: Executor,
  id: number,
  passwordHash: string,
  now: string,
): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .returning('token_version')
    .executeTakeFirst();
  return row?.token_version ?? null;
}

/** What the admin dashboard shows of a user: the public columns and the disabled flag. */
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

function filtered(db: Executor, q: string | undefined) {
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
  db: Executor,
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

export function selectUserById(db: Executor, id: number) {
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
export async function lockActiveAdmins(db: Executor, kind: DatabaseKind): Promise<number[]> {
  const query = db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_disabled', '=', 0)
    .orderBy('id');
  const rows = await (kind === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}

export async function updateUserRow(db: Executor, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * Disables or enables an account. Disabling also bumps the token version, so every session of
 * the account ends on its next request; both in one statement.
 */
export async function setUserDisabled(db: Executor, id: number, disabled: boolean, now: string) {
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

/**
 * Takes the customer's row lock for the rest of the transaction, so one customer's orders are
 * placed one at a time ("first order", the referral reward and idempotency keys stay exact).
 * PostgreSQL: SELECT … FOR UPDATE. SQLite has no row locks: an order's transaction began
 * IMMEDIATE (`createWriteTransactions`), so it holds the database's write lock already and
 * writers are serialised; this only checks that the customer exists.
 */
export async function lockCustomer(
  trx: Executor,
  userId: number,
  dialect: 'sqlite' | 'postgres',
): Promise<boolean> {
  const query = dialect === 'postgres' ? selectCustomerForUpdate : selectCustomer;
  return (await query.first(trx, { userId })) !== undefined;
}

export const selectCustomerForUpdate = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('users').select('id').where('id', '=', p.userId).forUpdate(),
);

export const selectCustomer = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('users').select('id').where('id', '=', p.userId),
);

/** Adds points to a balance and records why, in the same transaction. */
export async function creditLoyaltyPoints(
  trx: Executor,
  values: { userId: number; points: number; reason: string; orderId: number; at: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ loyalty_points: eb('loyalty_points', '+', values.points) }))
    .where('id', '=', values.userId)
    .execute();
  await trx
    .insertInto('loyalty_point_entries')
    .values({
      user_id: values.userId,
      points: values.points,
      reason: values.reason,
      order_id: values.orderId,
      created_at: values.at,
    })
    .execute();
}

/** The names and joining dates of these accounts. */
export function selectNamesOf(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'created_at'])
    .where('id', 'in', ids)
    .execute();
}
