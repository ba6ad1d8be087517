import {
  MESSAGES,
  ZLoginRequest,
  ZRegisterRequest,
  ZUpdateUserRequest,
  type TAuthResponse,
  type TUserResponse,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';
import { issueToken } from './tokens.js';
import {
  bumpTokenVersion,
  emailExists,
  findActiveUserId,
  findCredentialsByEmail,
  findUserById,
  insertReferral,
  insertUser,
  updatePasswordHash,
  updateProfile,
  type PublicUserRow,
} from './users.repository.js';

type Login = z.output<typeof ZLoginRequest>;
type Registration = z.output<typeof ZRegisterRequest>;
type ProfileUpdate = z.output<typeof ZUpdateUserRequest>;

interface AuthContext {
  db: Kysely<Database>;
  config: AppConfig;
}

/** A row as the contract shows it; the e-mail doubles as the username. */
export function toUserResponse(row: PublicUserRow): TUserResponse {
  return {
    id: row.id,
    username: row.email,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    loyaltyPoints: row.loyalty_points,
    createdDate: row.created_at,
  };
}

/** Compared against when no account has the e-mail, so both failures take as long. */
let decoyHash: Promise<string> | null = null;

function invalidCredentials(): HttpError {
  return new HttpError(401, MESSAGES.account.invalidCredentials);
}

/**
 * Signs a user in by e-mail and password. An unknown e-mail, a wrong password and a disabled
 * account all get the same 401, so the answer never tells whether an address has an account.
 */
export async function login({ db, config }: AuthContext, input: Login): Promise<TAuthResponse> {
  const row = await findCredentialsByEmail(db, input.userName);
  if (!row) {
    decoyHash ??= hashPassword('decoy-password', config.passwordParams);
    await verifyPassword(input.password, await decoyHash);
    throw invalidCredentials();
  }
  const valid = await verifyPassword(input.password, row.password_hash);
  if (!valid || row.is_disabled === 1) throw invalidCredentials();

  if (needsRehash(row.password_hash, config.passwordParams)) {
    // The cost was raised since this password was stored: upgrade it while we know it.
    const upgraded = await hashPassword(input.password, config.passwordParams);
    await updatePasswordHash(db, row.id, upgraded, new Date().toISOString());
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
 * Creates a customer account and signs it in. The role is always 'user' and points start at
 * 0 whatever the payload says. A valid referrer is recorded with the account in one
 * transaction; an unknown or disabled one is ignored.
 */
export async function register(
  { db, config }: AuthContext,
  input: Registration,
): Promise<TAuthResponse> {
  if (await emailExists(db, input.email)) throw duplicate();
  // Hashing is slow on purpose; it must not hold a transaction (and SQLite's one writer) open.
  const passwordHash = await hashPassword(input.password, config.passwordParams);
  const now = new Date().toISOString();

  try {
    const created = await db.transaction().execute(async (trx) => {
      const referrerId =
        input.referrerId === null ? null : await findActiveUserId(trx, input.referrerId);
      const user = await insertUser(trx, {
        email: input.email,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
        street: input.street,
        city: input.city,
        state: input.state,
        zip_code: input.zipCode,
        role: 'user',
        referred_by_user_id: referrerId,
        created_at: now,
        updated_at: now,
      });
      // The referrer existed before this account did, so it can never be the account itself.
      if (referrerId !== null) {
        await insertReferral(trx, {
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
  return conflict(MESSAGES.account.duplicateAccount, 'email');
}

export async function getUser(db: Kysely<Database>, id: number): Promise<TUserResponse> {
  const row = await findUserById(db, id);
  if (!row) throw notFound(MESSAGES.account.userNotFound);
  return toUserResponse(row);
}

/** Changes the profile fields only; e-mail, role and points are not reachable from here. */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  input: ProfileUpdate,
): Promise<TUserResponse> {
  const row = await updateProfile(
    db,
    id,
    {
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
      street: input.street,
      city: input.city,
      state: input.state,
      zip_code: input.zipCode,
    },
    new Date().toISOString(),
  );
  if (!row) throw notFound(MESSAGES.account.userNotFound);
  return toUserResponse(row);
}

/** Ends every session of the user: tokens issued before now stop working at once. */
export async function logout(db: Kysely<Database>, id: number): Promise<void> {
  await bumpTokenVersion(db, id, new Date().toISOString());
}
