import { MESSAGES, API_MESSAGES } from '@freshfold/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import {
  clientAddressKey,
  countAttemptOrRefuse,
  type AttemptLimit,
} from '../../plugins/failed-attempts.js';

/** What a check of a code came to: its answer, or the error it was refused with. */
export type VoucherCheckOutcome<T> = { result: T } | { error: unknown };

/**
 * Limits the guessing of voucher codes (docs/api.md, "Rate limits"): every check of a code a
 * customer sends is counted, before it runs, against the signed-in account and against the
 * client address (an IPv6 client by its /64), and taken back unless the code turned out to be
 * unknown, inactive or expired. A known code refused for the order's amount or for a customer
 * who ordered before does not count: it tells a guesser nothing new, and a customer short of the
 * minimum may well try again. Once either counter has its allowance in the window, the check is
 * answered 429 with `Retry-After` without looking the code up.
 *
 * `isUnknownCode` tells from the outcome of `check` whether the code was unknown; an empty code
 * is not a guess and is not counted.
 */
export async function limitVoucherGuesses<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string | null | undefined,
  check: () => Promise<T>,
  isUnknownCode: (outcome: VoucherCheckOutcome<T>) => boolean,
): Promise<T> {
  if (!code?.trim()) return check();
  const { voucherFailures } = app.config.rateLimit;
  const limits: AttemptLimit[] = [
    { key: `address:${clientAddressKey(request.ip)}`, max: voucherFailures },
    // The account the token names: its signature proves it, even before its session is checked.
    ...(request.signedUser
      ? [{ key: `account:${String(request.signedUser.id)}`, max: voucherFailures }]
      : []),
  ];
  const keys = await countAttemptOrRefuse(
    app.voucherAttempts,
    limits,
    API_MESSAGES.voucher.tooManyVoucherAttempts,
  );
  let outcome: VoucherCheckOutcome<T>;
  try {
    outcome = { result: await check() };
  } catch (error) {
    outcome = { error };
  }
  if (!isUnknownCode(outcome)) await app.voucherAttempts.forgive(keys);
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

/** True for the refusal every check gives an unknown, inactive or expired code. */
export function isInvalidVoucherError(error: unknown): boolean {
  return error instanceof HttpError && error.message === MESSAGES.cart.invalidVoucher;
}
