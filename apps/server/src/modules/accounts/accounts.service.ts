import {
  MESSAGES,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZUpdateUserRequest,
  type TAuthResponse,
  type TUserResponse,
  API_MESSAGES,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import {
  clientAddressKey,
  countAttemptOrRefuse,
  type AttemptLimit,
  type FailedAttempts,
} from '../../plugins/failed-attempts.js';
import type { Database, Db, UserProfileColumns } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { HashingBusyError } from './hashing-gate.js';
import { assertHashingRoom, hashPassword, needsRehash, verifyPassword } from './password.js';
import { assertHardToGuess } from './password-policy.js';
import { recordReferral } from '../referrals/referrals.service.js';
import { issueToken } from './tokens.js';
import {
  bumpTokenVersion,
  creditLoyaltyPoints as addLoyaltyPoints,
  emailExists,
  findActiveUserId,
  findCredentialsByEmail,
  findPasswordHashById,
  findUserById,
  insertUser,
  lockCustomer as lockCustomerRow,
  selectNamesOf,
  replacePassword,
  upgradePasswordHash,
  updateProfile,
  type PublicUserRow,
} from './users.repository.js';

type Login = z.output<typeof ZLoginRequest>;
type Registration = z.output<typeof ZRegisterRequest>;
type ProfileUpdate = z.output<typeof ZUpdateUserRequest>;
type PasswordChange = z.output<typeof ZChangePasswordRequest>;

export interface AuthContext {
  db: Kysely<Database>;
  config: AppConfig;
  loginAttempts: FailedAttempts;
}

/** A user's name, phone and address, as the contract names them. */
type Profile = Pick<
  TUserResponse,
  'firstName' | 'lastName' | 'phone' | 'street' | 'city' | 'state' | 'zipCode'
>;

/** The name, phone and address of a user row, as the contract names them. */
export function profileOf(row: UserProfileColumns): Profile {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
  };
}

/** The name, phone and address of a form, as the users table names them. */
export function profileColumns(input: Profile): UserProfileColumns {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    street: input.street,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
  };
}

/** A row as the contract shows it; the e-mail doubles as the username. */
export function toUserResponse(row: PublicUserRow): TUserResponse {
  return {
    id: row.id,
    username: row.email,
    email: row.email,
    role: row.role,
    ...profileOf(row),
    loyaltyPoints: row.loyalty_points,
    createdDate: row.created_at,
  };
}

/** Compared against when no account has the e-mail, so both failures take as long. */
let decoyHash: Promise<string> | null = null;

/** The decoy's hash, made once; if the server was too busy to make it, made on a later login. */
function decoy(config: AppConfig): Promise<string> {
  decoyHash ??= hashPassword('decoy-password', config.passwordParams).catch((error: unknown) => {
    decoyHash = null;
    throw error;
  });
  return decoyHash;
}

function invalidCredentials(): HttpError {
  return new HttpError(401, MESSAGES.account.invalidCredentials);
}

/**
 * What a password attempt counts against: the account from this client address (10 failures
 * lock only this pair, so a stranger cannot lock the owner out from elsewhere), and the account
 * from every address together (a higher ceiling against guessing spread over many addresses).
 */
function loginLimits(config: AppConfig, account: string, clientAddress: string): AttemptLimit[] {
  return [
    {
      key: `pair:${clientAddressKey(clientAddress)}|${account}`,
      max: config.rateLimit.loginFailures,
    },
    { key: `account:${account}`, max: config.rateLimit.loginAccountFailures },
  ];
}

/**
 * 429 with `Retry-After` once the account has had its allowance of failed attempts in the window,
 * from this address or from all (docs/api.md, "Rate limits"). The attempt is counted before the
 * password is checked; the caller forgives it (the keys answered) when the password is right.
 */
async function countAttempt(
  attempts: FailedAttempts,
  limits: readonly AttemptLimit[],
): Promise<string[]> {
  return countAttemptOrRefuse(attempts, limits, API_MESSAGES.account.tooManyLoginAttempts);
}

/**
 * Checks a password for an attempt `countAttempt` counted. A check the server was too busy to
 * make (503 with `Retry-After`, hashing-gate.ts) is no failed attempt: it is taken back, so a
 * flood of other people's logins never counts against the one who could not get in.
 */
async function checkCounted(
  attempts: FailedAttempts,
  counted: readonly string[],
  password: string,
  stored: string | Promise<string>,
): Promise<boolean> {
  try {
    return await verifyPassword(password, await stored);
  } catch (error) {
    if (error instanceof HashingBusyError) await attempts.forgive(counted);
    throw error;
  }
}

/**
 * Signs a user in by e-mail and password. An unknown e-mail and a wrong password get the same
 * 401, so the answer never tells whether an address has an account. Only the right password of
 * a disabled account learns that it is disabled (403), which tells its owner what to do.
 * Failed attempts are limited per (account, client address) and per account; the right password
 * never counts as one.
 */
export async function login(
  { db, config, loginAttempts }: AuthContext,
  input: Login,
  clientAddress: string,
): Promise<TAuthResponse> {
  assertHashingRoom();
  const counted = await countAttempt(
    loginAttempts,
    loginLimits(config, input.userName, clientAddress),
  );
  const row = await findCredentialsByEmail(db, input.userName);
  if (!row) {
    await checkCounted(loginAttempts, counted, input.password, decoy(config));
    throw invalidCredentials();
  }
  const valid = await checkCounted(loginAttempts, counted, input.password, row.password_hash);
  if (!valid) throw invalidCredentials();
  await loginAttempts.forgive(counted);
  if (row.is_disabled === 1) throw forbidden(MESSAGES.account.accountDisabled);

  if (needsRehash(row.password_hash, config.passwordParams)) {
    // The cost was raised since this password was stored: upgrade it while we know it (unless
    // the server is too busy hashing now: the next login will).
    const upgraded = await hashPassword(input.password, config.passwordParams).catch(
      (error: unknown) => {
        if (error instanceof HashingBusyError) return null;
        throw error;
      },
    );
    if (upgraded) {
      const hashes = { verifiedHash: row.password_hash, upgradedHash: upgraded };
      await upgradePasswordHash(db, row.id, hashes, new Date().toISOString());
    }
  }
  const { password_hash: _hash, token_version, is_disabled: _disabled, ...user } = row;
  return {
    ...toUserResponse(user),
    token: issueToken(
      { id: row.id, role: row.role, tokenVersion: token_version },
      config.jwtSecret,
    ),
  };
}

/**
 * Checks the password a signed-in user gives before changing their own password: 400 naming
 * `currentPassword` when it is wrong. A wrong one counts as a failed login of the account (from
 * this address and from all), so a session left open or stolen cannot guess it either; 429 once
 * the allowance is spent.
 */
export async function confirmCurrentPassword(
  { config, loginAttempts }: Pick<AuthContext, 'config' | 'loginAttempts'>,
  account: { email: string; password_hash: string },
  currentPassword: string,
  clientAddress: string,
): Promise<void> {
  const counted = await countAttempt(
    loginAttempts,
    loginLimits(config, account.email, clientAddress),
  );
  if (!(await checkCounted(loginAttempts, counted, currentPassword, account.password_hash))) {
    throw badRequest(MESSAGES.account.currentPasswordWrong, 'currentPassword');
  }
  await loginAttempts.forgive(counted);
}

/**
 * The signed-in user changes their password. The current password is checked (and a wrong one
 * counts as a failed login of the account, so a stolen session cannot guess it either); the new
 * hash and a bumped token version are written together, ending every earlier session. The
 * answer carries a fresh token so this device stays signed in.
 */
export async function changePassword(
  { db, config, loginAttempts }: AuthContext,
  userId: number,
  input: PasswordChange,
  clientAddress: string,
): Promise<TAuthResponse> {
  const current = await findPasswordHashById(db, userId);
  if (!current) throw notFound(API_MESSAGES.account.userNotFound);
  assertHardToGuess(
    input.newPassword,
    { firstName: current.first_name, lastName: current.last_name, email: current.email },
    'newPassword',
  );
  await confirmCurrentPassword(
    { config, loginAttempts },
    current,
    input.currentPassword,
    clientAddress,
  );

  const passwordHash = await hashPassword(input.newPassword, config.passwordParams);
  const tokenVersion = await transaction(db, (trx) =>
    replacePassword(trx, userId, passwordHash, new Date().toISOString()),
  );
  const user = await findUserById(db, userId);
  if (tokenVersion === null || !user) throw notFound(API_MESSAGES.account.userNotFound);
  return {
    ...toUserResponse(user),
    token: issueToken({ id: user.id, role: user.role, tokenVersion }, config.jwtSecret),
  };
}

/**
 * Creates a customer account and signs it in. The role is always 'user' and points start at
 * 0 whatever the payload says. A valid referrer is recorded with the account in one
 * transaction; an unknown or disabled one is ignored.
 */
export async function register(
  { db, config }: Omit<AuthContext, 'loginAttempts'>,
  input: Registration,
): Promise<TAuthResponse> {
  assertHardToGuess(input.password, input, 'password');
  assertHashingRoom();
  if (await emailExists(db, input.email)) throw duplicate();
  // Hashing is slow on purpose; it must not hold a transaction (and SQLite's one writer) open.
  const passwordHash = await hashPassword(input.password, config.passwordParams);
  const now = new Date().toISOString();

  try {
    const created = await transaction(db, async (trx) => {
      const referrerId =
        input.referrerId === null ? null : await findActiveUserId(trx, input.referrerId);
      const user = await insertUser(trx, {
        email: input.email,
        password_hash: passwordHash,
        ...profileColumns(input),
        role: 'user',
        referred_by_user_id: referrerId,
        created_at: now,
        updated_at: now,
      });
      // The referrer existed before this account did, so it can never be the account itself.
      if (referrerId !== null) {
        await recordReferral(trx, {
          referrerUserId: referrerId,
          referredUserId: user.id,
          createdAt: now,
        });
      }
      return user;
    });
    const { token_version, ...user } = created;
    return {
      ...toUserResponse(user),
      token: issueToken(
        { id: user.id, role: user.role, tokenVersion: token_version },
        config.jwtSecret,
      ),
    };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the database lets exactly one in.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

function duplicate(): HttpError {
  return conflict(API_MESSAGES.account.duplicateAccount, 'email');
}

export async function getUser(db: Kysely<Database>, id: number): Promise<TUserResponse> {
  const row = await findUserById(db, id);
  if (!row) throw notFound(API_MESSAGES.account.userNotFound);
  return toUserResponse(row);
}

/** Changes the profile fields only; e-mail, role and points are not reachable from here. */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  input: ProfileUpdate,
): Promise<TUserResponse> {
  const row = await updateProfile(db, id, profileColumns(input), new Date().toISOString());
  if (!row) throw notFound(API_MESSAGES.account.userNotFound);
  return toUserResponse(row);
}

/** Ends every session of the user: tokens issued before now stop working at once. */
export async function logout(db: Kysely<Database>, id: number): Promise<void> {
  await bumpTokenVersion(db, id, new Date().toISOString());
}

/**
 * Takes the customer's row lock for the rest of the transaction (PostgreSQL; SQLite's one writer
 * serialises already): false when there is no such customer. Placing an order takes it first.
 */
export function lockCustomer(trx: Db, userId: number): Promise<boolean> {
  return lockCustomerRow(trx, userId);
}

/** Adds loyalty points to a balance and records why, in the caller's transaction. */
export function creditLoyaltyPoints(
  trx: Db,
  credit: { userId: number; points: number; reason: string; orderId: number; at: string },
): Promise<void> {
  return addLoyaltyPoints(trx, credit);
}

/** The names and joining dates of these accounts, by id. */
export async function namesOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, { firstName: string; lastName: string; joinedAt: string }>> {
  const rows = await selectNamesOf(db, userIds);
  return new Map(
    rows.map((row) => [
      row.id,
      { firstName: row.first_name, lastName: row.last_name, joinedAt: row.created_at },
    ]),
  );
}
