import { createHash } from 'node:crypto';
import { API_MESSAGES, type TCreateOrderRequest } from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import { normaliseVoucherCode } from '../vouchers/vouchers.service.js';
import { deleteIdempotencyKeysBefore, type StoredKey } from './orders.repository.js';

/**
 * Idempotency-Keys of order requests, by Stripe's rules: a retry of a request with the same key
 * and body replays the first answer instead of placing a second order. The keys are rows of
 * `idempotency_keys`, decided inside the order's transaction (`decideKey`); a duplicate still
 * running in this process is refused before (`createIdempotencyGate`); expired keys are
 * forgotten every hour (`idempotency-purge.plugin.ts`).
 */

/** The answer to an order request: stored with its Idempotency-Key, replayed on a retry. */
export interface OrderAnswer {
  statusCode: number;
  /** The order as `ZOrder` JSON, serialised once: the same text is stored for a replay. */
  json: string;
  /** True when an earlier submission with the same Idempotency-Key is answered again. */
  replayed: boolean;
}

/** How long an Idempotency-Key is remembered: a retry within this window replays the order. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * A claimed key without a stored answer after this long belongs to a request that died with
 * its process (the order's transaction rolled back); a retry may take the key over.
 */
export const IDEMPOTENCY_KEY_ABANDONED_MS = 60 * 1000;

/**
 * What decides an order, in a stable form: the same order always hashes the same. Notes count
 * only when given, so an order without them hashes as it did before orders had notes.
 */
export function requestHashOf(
  order: Omit<TCreateOrderRequest, 'notes'> & { notes?: string | null },
): string {
  const location = order.geoLocation ?? order.location;
  const canonical = {
    items: [...order.items]
      .map((line) => [line.itemId, line.quantity])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
    pickupDate: order.pickupDate,
    pickupSlotId: order.pickupSlotId,
    voucher: order.voucher ? normaliseVoucherCode(order.voucher) : null,
    location: location ? [location.lat, location.lng] : null,
    ...(order.notes ? { notes: order.notes } : {}),
    // Points spent change the order; none (absent or 0) keeps the hash of a request without.
    ...(order.pointsToRedeem ? { pointsToRedeem: order.pointsToRedeem } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** What the stored key says: answer again (`replay`), or place the order (taking it over). */
export type KeyDecision =
  { replay: null; takeOverFrom: string | null } | { replay: OrderAnswer; takeOverFrom: null };

/**
 * Stripe's rules for an Idempotency-Key, per customer, checked inside the order's transaction
 * after the customer's row lock, so that one customer's requests are decided one at a time: a
 * key never seen is free; a later request with the same body replays the stored answer, one
 * with a different body is refused (422), and one that finds a key still without an answer
 * (left by an older version that claimed keys in a transaction of their own) is told so (409).
 * A duplicate that arrives while the first is still running is refused before it gets here
 * (`createIdempotencyGate`).
 * Keys older than the retention window, or abandoned, are taken over (`takeOverFrom`).
 */
export function decideKey(
  stored: StoredKey | undefined,
  requestHash: string,
  now: Date,
): KeyDecision {
  if (!stored) return { replay: null, takeOverFrom: null };
  const age = now.getTime() - Date.parse(stored.created_at);
  const answered = stored.status_code !== null && stored.response_body !== null;
  const reusable =
    age >= IDEMPOTENCY_KEY_RETENTION_MS || (!answered && age >= IDEMPOTENCY_KEY_ABANDONED_MS);
  if (reusable) return { replay: null, takeOverFrom: stored.created_at };
  if (stored.request_hash !== requestHash) {
    throw new HttpError(422, API_MESSAGES.order.idempotencyMismatch, 'Idempotency-Key');
  }
  if (!answered) throw conflict(API_MESSAGES.order.idempotencyInFlight, 'Idempotency-Key');
  return {
    replay: {
      statusCode: stored.status_code ?? 201,
      json: stored.response_body ?? 'null',
      replayed: true,
    },
    takeOverFrom: null,
  };
}

/**
 * The Idempotency-Keys whose first request is still running in this server process. Stripe's
 * rule is that a second request with such a key is told so at once (409) instead of waiting.
 * The order's transaction decides a key under the customer's row lock, so without this gate a
 * duplicate would simply wait for the first and replay its answer; that is still what happens
 * when the duplicate reaches another server instance, which can never place a second order.
 */
export function createIdempotencyGate() {
  const running = new Set<string>();
  return {
    async run<T>(userId: number, key: string | undefined, work: () => Promise<T>): Promise<T> {
      if (key === undefined) return work();
      const id = `${String(userId)}\u0000${key}`;
      if (running.has(id))
        throw conflict(API_MESSAGES.order.idempotencyInFlight, 'Idempotency-Key');
      running.add(id);
      try {
        return await work();
      } finally {
        running.delete(id);
      }
    },
  };
}

/** Forgets Idempotency-Keys past the retention window. */
export function purgeExpiredIdempotencyKeys(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  return deleteIdempotencyKeysBefore(
    db,
    new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString(),
  );
}
