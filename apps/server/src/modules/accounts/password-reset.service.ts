import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_PAGE_MESSAGES, ZResetPasswordRequest } from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { badRequest } from '../../lib/http-error.js';
import { notifyCustomer } from '../notifications/customer-messages.js';
import { wakeDelivery } from '../notifications/outbox.service.js';
import { assertHashingRoom, hashPassword } from './password.js';
import { assertHardToGuess } from './password-policy.js';
import {
  findPasswordResetToken,
  findResetAccountByEmail,
  insertPasswordResetToken,
  replacePassword,
  spendPasswordResetToken,
} from './users.repository.js';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

type PasswordReset = z.output<typeof ZResetPasswordRequest>;

interface ResetContext {
  db: Kysely<Database>;
  config: AppConfig;
}

/** The stored form of a reset token: its SHA-256, so a copy of the table opens no account. */
function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sends a single-use reset link to an enabled account with this address; does nothing for any
 * other address. The route answers 202 before this runs, so the answer and its timing are the
 * same whether or not the address has an account. The link holds 32 random bytes; the table
 * keeps only their hash. The e-mail is enqueued in the transaction that stores the token.
 */
export async function sendPasswordResetLink(context: ResetContext, email: string): Promise<void> {
  const account = await findResetAccountByEmail(context.db, email);
  if (!account) return;
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await transaction(context.db, async (trx) => {
    const id = await insertPasswordResetToken(trx, {
      userId: account.id,
      tokenHash: hashOf(token),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + RESET_LINK_MINUTES * 60 * 1000).toISOString(),
    });
    await notifyCustomer(trx, {
      userId: account.id,
      key: `reset:${String(id)}`,
      data: {
        kind: 'password_reset',
        name: account.first_name,
        resetUrl: `${context.config.notifications.publicUrl}/reset-password?token=${token}`,
        validForMinutes: RESET_LINK_MINUTES,
      },
    });
  });
  wakeDelivery();
}

function linkInvalid() {
  return badRequest(ACCOUNT_PAGE_MESSAGES.passwordReset.linkInvalid, 'token');
}

/**
 * Sets a new password with a reset link's token: 400 for an unknown, spent or expired token, or
 * a password the policy refuses. The token is spent, with every other unused link of the
 * account, and the token version bumped (every earlier session ends) in one transaction; the
 * one of two requests with the same token that spends it first wins, the other gets 400.
 */
export async function resetPassword(
  context: ResetContext,
  input: PasswordReset,
): Promise<{ message: string }> {
  const now = new Date().toISOString();
  const row = await findPasswordResetToken(context.db, hashOf(input.token));
  if (!row || row.used_at !== null || row.expires_at <= now || row.is_disabled === 1) {
    throw linkInvalid();
  }
  assertHardToGuess(
    input.password,
    { firstName: row.first_name, lastName: row.last_name, email: row.email },
    'password',
  );
  assertHashingRoom();
  // Hashing is slow on purpose: it must not hold a transaction open.
  const passwordHash = await hashPassword(input.password, context.config.passwordParams);
  await transaction(context.db, async (trx) => {
    if (!(await spendPasswordResetToken(trx, { id: row.id, userId: row.user_id }, now))) {
      throw linkInvalid();
    }
    await replacePassword(trx, row.user_id, passwordHash, now);
  });
  return { message: ACCOUNT_PAGE_MESSAGES.passwordReset.done };
}
