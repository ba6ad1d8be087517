import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createHashingGate, type HashingLimits } from './hashing-gate.js';

/**
 * Password hashing with scrypt from node:crypto and a random 16-byte salt per password.
 * The stored form carries its parameters (`scrypt$N$r$p$salt$hash`), so raising the cost later
 * only needs a rehash on the next successful login (see docs/security.md).
 */
export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** The production cost (OWASP/ASVS guidance: N=2^17, r=8, p=1). */
export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * README's defaults for `PASSWORD_HASH_CONCURRENCY` (2, or 1 on a machine of two cores or fewer,
 * so that one core is always left to the event loop that answers everyone else),
 * `PASSWORD_HASH_QUEUE` and `PASSWORD_HASH_MAX_WAIT`.
 */
export const DEFAULT_HASHING_LIMITS: HashingLimits = {
  concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 8,
  maxWaitMs: 3000,
};

/**
 * Every hash of the process passes one gate (hashing-gate.ts): it guards libuv's thread pool,
 * which is the process's, shared by every app and task in it, so the gate is the process's too.
 */
let gate = createHashingGate(DEFAULT_HASHING_LIMITS);

/**
 * Sets how much password hashing the process takes on at once (`buildApp` applies the
 * configuration). Hashes already admitted finish under the limits they were admitted with.
 */
export function limitPasswordHashing(limits: HashingLimits): void {
  gate = createHashingGate(limits);
}

/**
 * Refuses at once (503, `HashingBusyError`) a request that will need a hash when the gate is
 * full: under a flood of logins, the turned-away ones then cost neither a database lookup nor a
 * count, so the flood takes as little as possible from everyone else's requests.
 */
export function assertHashingRoom(): void {
  gate.assertRoom();
}

/**
 * scrypt through the gate: at most `concurrency` at once, a bounded queue, and an immediate
 * `HashingBusyError` (503 with `Retry-After`) beyond it.
 */
function derive(password: string, salt: Buffer, params: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes; leave headroom over Node's 32 MiB default.
    maxmem: 256 * params.N * params.r,
  };
  return gate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(
  password: string,
  params: ScryptParameters = DEFAULT_SCRYPT,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

function parse(stored: string): { params: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash was made with weaker parameters than the current ones. */
export function needsRehash(stored: string, params: ScryptParameters = DEFAULT_SCRYPT): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.N < params.N ||
    parsed.params.r < params.r ||
    parsed.params.p < params.p
  );
}
