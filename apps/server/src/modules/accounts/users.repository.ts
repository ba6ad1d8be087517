import { sql, type CompiledQuery } from 'kysely';
import { containsPattern } from '../../db/like-pattern.js';
import { isPostgres, lockedForUpdate } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Db, NewUser, UserProfileColumns, UserUpdate } from '../../db/tables.js';
import { firstId, updatedAny } from '../../db/query-results.js';

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

/**
 * A customer's name, phone and pickup address, qualified by the table, for the read paths that
 * join `users` in their own SQL (the day's board, the dashboard's orders).
 */
export const JOINED_CUSTOMER_COLUMNS = [
  'users.first_name',
  'users.last_name',
  'users.phone',
  'users.street',
  'users.city',
  'users.state',
  'users.zip_code',
] as const;

export type PublicUserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The row a login checks: the public columns plus the hash, version and disabled flag. */
export function findCredentialsByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([...PUBLIC_COLUMNS, 'password_hash', 'token_version', 'is_disabled'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The signed-in user's current hash, for checking the current password on a change. */
export function findPasswordHashById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** An enabled account's id, for checking a referrer. */
export function findActiveUserId(db: Db, id: number): Promise<number | null> {
  return firstId(
    db.selectFrom('users').select('id').where('id', '=', id).where('is_disabled', '=', 0),
  );
}

export function insertUser(db: Db, user: NewUser) {
  return db
    .insertInto('users')
    .values(user)
    .returning([...PUBLIC_COLUMNS, 'token_version'])
    .executeTakeFirstOrThrow();
}

export function updateProfile(db: Db, id: number, changes: UserProfileColumns, now: string) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

/**
 * Replaces a hash with a stronger one of the same password (a login's upgrade), only while the
 * stored hash is still `verifiedHash`, the one the login checked: a password changed or reset
 * meanwhile is never written back over.
 */
export async function upgradePasswordHash(
  db: Db,
  id: number,
  hashes: { verifiedHash: string; upgradedHash: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hashes.upgradedHash, updated_at: now })
    .where('id', '=', id)
    .where('password_hash', '=', hashes.verifiedHash)
    .execute();
}

/** Invalidates every token issued so far: the auth plugin compares versions on each request. */
export async function bumpTokenVersion(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/**
 * Spends every unused reset link of the account: once its password is replaced (by a reset, a
 * change or an admin) or the account is disabled, a link e-mailed before cannot set it again.
 */
async function spendResetLinksOf(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Stores a new password hash and ends every session of the user in one statement, and spends
 * the account's unused reset links (call it in a transaction); answers the new token version
 * (for the fresh token of a self-service change), or null for no such user.
 */
export async function replacePassword(
  db: Db,
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
  if (!row) return null;
  await spendResetLinksOf(db, id, now);
  return row.token_version;
}

/** What the admin dashboard shows of a user: the public columns and the disabled flag. */
const USER_COLUMNS = [...PUBLIC_COLUMNS, 'is_disabled'] as const;

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
 * with SQLITE_BUSY_SNAPSHOT, and `transaction` runs the whole change again).
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const query = db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_disabled', '=', 0)
    .orderBy('id');
  const rows = await lockedForUpdate(db, query).execute();
  return rows.map((row) => row.id);
}

export async function updateUserRow(db: Db, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * Disables or enables an account. Disabling also bumps the token version, so every session of
 * the account ends on its next request (both in one statement), and spends its unused reset
 * links, so that no password set through one waits for the account to be enabled again.
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
  if (disabled) await spendResetLinksOf(db, id, now);
}

/**
 * Takes the customer's row lock for the rest of the transaction, so one customer's orders are
 * placed one at a time ("first order", the referral reward and idempotency keys stay exact).
 * PostgreSQL: SELECT … FOR UPDATE. SQLite has no row locks: an order's transaction began
 * IMMEDIATE (`createWriteTransactions`), so it holds the database's write lock already and
 * writers are serialised; this only checks that the customer exists.
 */
export async function lockCustomer(trx: Db, userId: number): Promise<boolean> {
  const query = isPostgres(trx) ? selectCustomerForUpdate : selectCustomer;
  return (await query.first(trx, { userId })) !== undefined;
}

export const selectCustomerForUpdate = preparedQuery(
  (db, p: { userId: number }) =>
    db.selectFrom('users').select('id').where('id', '=', p.userId).forUpdate(),
  { postgresOnly: true },
);

export const selectCustomer = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('users').select('id').where('id', '=', p.userId),
);

interface LoyaltyChange {
  userId: number;
  points: number;
  reason: string;
  orderId: number;
  at: string;
}

/**
 * The two statements that move a balance by `points` (added, or taken with `-`) and record it in
 * the ledger (a negative entry for points taken).
 */
function loyaltyChangeStatements(db: Db, values: LoyaltyChange, operator: '+' | '-') {
  return [
    db
      .updateTable('users')
      .set((eb) => ({ loyalty_points: eb('loyalty_points', operator, values.points) }))
      .where('id', '=', values.userId),
    db.insertInto('loyalty_point_entries').values({
      user_id: values.userId,
      points: operator === '+' ? values.points : -values.points,
      reason: values.reason,
      order_id: values.orderId,
      created_at: values.at,
    }),
  ] as const;
}

/** Adds points to a balance and records why, in the same transaction. */
export async function creditLoyaltyPoints(
  trx: Db,
  values: { userId: number; points: number; reason: string; orderId: number; at: string },
): Promise<void> {
  const [balance, entry] = loyaltyChangeStatements(trx, values, '+');
  await balance.execute();
  await entry.execute();
}

/**
 * The statements that take points from a balance and record it (a negative entry), unsent: the
 * order path runs them after the order's own statement (its `LastStatement`), so the entry's
 * order exists. The balance never goes below 0 (the database's check).
 */
export function debitLoyaltyPointsStatements(
  db: Db,
  values: { userId: number; points: number; reason: string; orderId: number; at: string },
): CompiledQuery[] {
  return loyaltyChangeStatements(db, values, '-').map((statement) => statement.compile());
}

/** A customer's points balance (read under their row lock by a caller that needs it exact). */
export async function selectLoyaltyBalance(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('loyalty_points')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.loyalty_points;
}

/** The sum of an order's ledger entries with these reasons (0 when it has none). */
export async function sumOrderLoyaltyEntries(
  db: Db,
  orderId: number,
  reasons: readonly string[],
): Promise<number> {
  const row = await db
    .selectFrom('loyalty_point_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('points'), eb.lit(0)).as('total'))
    .where('order_id', '=', orderId)
    .where('reason', 'in', reasons)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** A customer's latest ledger entries, newest first. */
export function selectLoyaltyEntries(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('loyalty_point_entries')
    .select(['id', 'points', 'reason', 'order_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The names and joining dates of these accounts. */
export function selectNamesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'created_at'])
    .where('id', 'in', ids)
    .execute();
}

/** What a message to the customer needs: where to send it, and the channels they chose. */
export function selectNotificationContact(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'first_name', 'notify_email', 'notify_whatsapp', 'notify_sms'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Stores the customer's channels. A consent's moment is kept from the first time it was given
 * while the channel stays on, and cleared when it is turned off. Answers whether the user exists.
 */
export function updateNotificationPreferences(
  db: Db,
  id: number,
  preferences: { email: boolean; whatsapp: boolean; sms: boolean },
  now: string,
): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('users')
      .set((eb) => ({
        notify_email: preferences.email ? 1 : 0,
        notify_whatsapp: preferences.whatsapp ? 1 : 0,
        notify_sms: preferences.sms ? 1 : 0,
        whatsapp_consent_at: preferences.whatsapp
          ? eb.fn.coalesce('whatsapp_consent_at', eb.val(now))
          : null,
        sms_consent_at: preferences.sms ? eb.fn.coalesce('sms_consent_at', eb.val(now)) : null,
        updated_at: now,
      }))
      .where('id', '=', id),
  );
}

/** Turns the customer's non-essential e-mails off (the unsubscribe link). */
export function turnOffEmailNotifications(db: Db, id: number, now: string) {
  return updatedAny(
    db.updateTable('users').set({ notify_email: 0, updated_at: now }).where('id', '=', id),
  );
}

/** An enabled account's id and names by e-mail, for sending a reset link. */
export function findResetAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('email', '=', email)
    .where('is_disabled', '=', 0)
    .executeTakeFirst();
}

export async function insertPasswordResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<number> {
  const row = await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A reset link's row and the account's names, by the token's hash. */
export function findPasswordResetToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.id',
      'password_reset_tokens.user_id',
      'password_reset_tokens.expires_at',
      'password_reset_tokens.used_at',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.is_disabled',
    ])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Spends a reset link if it is still unused and unexpired: true for the one caller that does.
 * Every other unused link of the account is spent with it, so an older e-mail cannot be used
 * after a reset.
 */
export async function spendPasswordResetToken(
  db: Db,
  token: { id: number; userId: number },
  now: string,
): Promise<boolean> {
  const spent = await updatedAny(
    db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('id', '=', token.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now),
  );
  if (!spent) return false;
  await spendResetLinksOf(db, token.userId, now);
  return true;
}
