import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser } from '../../db/tables.js';

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

export async function insertReferral(
  db: Executor,
  referral: { referrerUserId: number; referredUserId: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto('referrals')
    .values({
      referrer_user_id: referral.referrerUserId,
      referred_user_id: referral.referredUserId,
      created_at: referral.createdAt,
    })
    .execute();
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
