import { MESSAGES } from '@freshfold/shared';
import { HttpError } from '../../lib/http-error.js';

/**
 * The caller a genuine token names (signed by the app, unexpired), before its session is checked
 * against the database: who the caller claims to be, proven by the signature.
 */
export interface SignedUser {
  id: number;
  /** The account's token version when the token was issued. */
  tokenVersion: number;
}

/** What decides whether a genuine token's session is still open: its account's row. */
export interface SessionRow {
  token_version: number;
  is_disabled: number;
}

/**
 * The one rule for a genuine (signed, unexpired) token: its session is open while its account
 * exists, is not disabled and still has the token version the token was issued with (a logout
 * or a password change bumps it); otherwise a 401. A disabled account is told why, so the open
 * page can tell its owner.
 *
 * The auth plugin applies it on every request that needs a caller (`plugins/auth.ts`); placing
 * an order applies it to the account row it locks anyway (`orders.service.ts`), which saves the
 * hottest write a round trip to the database.
 */
export function assertSessionOpen<Row extends SessionRow>(
  row: Row | undefined,
  token: Pick<SignedUser, 'tokenVersion'>,
): asserts row is Row {
  if (!row) throw new HttpError(401, MESSAGES.account.sessionExpired);
  if (row.is_disabled === 1) throw new HttpError(401, MESSAGES.account.accountDisabled);
  if (row.token_version !== token.tokenVersion) {
    throw new HttpError(401, MESSAGES.account.sessionExpired);
  }
}
