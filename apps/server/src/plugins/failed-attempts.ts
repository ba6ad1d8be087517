import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.js';

/** The outcome of counting one attempt. */
export interface AttemptVerdict {
  allowed: boolean;
  /** Whole seconds until the window that refused it ends (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number;
}

/** One counter an attempt is counted against, and how many failures it allows per window. */
export interface AttemptLimit {
  key: string;
  max: number;
}

/**
 * Failed attempts of one kind (logins, voucher codes) counted per key, each key with its own
 * allowance in a fixed window that starts at its first failure (docs/api.md, "Rate limits").
 *
 * An attempt is counted *before* it is checked, against all of its keys at once and atomically,
 * so many parallel guesses cannot all slip in under a limit; an attempt that turns out not to
 * be a failure (the right password, a known voucher code) is then taken back (`forgive`). An
 * attempt refused because one key is at its limit counts against none of its keys: a guesser
 * locked out of one counter cannot use up another one (an account's allowance across all
 * addresses) by hammering on.
 */
export interface FailedAttempts {
  /** Counts an attempt against every key; refused, counting nothing, when any key is at its max. */
  begin(limits: readonly AttemptLimit[]): Promise<AttemptVerdict>;
  /** Takes back an attempt that `begin` counted against these keys. */
  forgive(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

interface Window {
  windowMs: number;
}

const ALLOWED: AttemptVerdict = { allowed: true, retryAfterSeconds: 0 };

function refused(resetInMs: number): AttemptVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

/**
 * The part of a client address that identifies one customer's connection: an IPv4 address as it
 * is (also when written IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address by its /64 prefix,
 * the smallest block a provider hands one subscriber, who can use every address in it.
 */
export function clientAddressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * One process's counters. A plain map swept of expired windows once a minute (and an entry
 * dropped as soon as forgiving takes it back to zero): unlike an LRU cache, a flood of made-up
 * keys cannot push a real account's count out early.
 */
export function memoryFailedAttempts({ windowMs }: Window): FailedAttempts {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweeper.unref();

  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };

  return {
    async begin(limits) {
      const now = Date.now();
      let resetInMs = -1;
      for (const { key, max } of limits) {
        const entry = live(key, now);
        if (entry && entry.count >= max) resetInMs = Math.max(resetInMs, entry.resetAt - now);
      }
      if (resetInMs >= 0) return refused(resetInMs);
      for (const { key } of limits) {
        const entry = live(key, now);
        if (entry) entry.count += 1;
        else windows.set(key, { count: 1, resetAt: now + windowMs });
      }
      return ALLOWED;
    },
    async forgive(keys) {
      const now = Date.now();
      for (const key of keys) {
        const entry = live(key, now);
        if (!entry) continue;
        entry.count -= 1;
        if (entry.count <= 0) windows.delete(key);
      }
    },
    async close() {
      clearInterval(sweeper);
      windows.clear();
    },
  };
}

// Refuse, counting nothing, when any key is at its allowance (ARGV[i + 1]); otherwise INCR every
// key and start its window's clock on its first failure. One round trip, atomic.
const BEGIN = `
local refusedTtl = -1
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      redis.call('PEXPIRE', key, ARGV[1])
      ttl = tonumber(ARGV[1])
    end
    if ttl > refusedTtl then refusedTtl = ttl end
  end
end
if refusedTtl >= 0 then return { 0, refusedTtl } end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
  end
end
return { 1, 0 }`;

// DECR only live counters above zero, and drop one that reaches zero: never leave a key
// without an expiry behind.
const FORGIVE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 and redis.call('PTTL', key) > 0 then
    if redis.call('DECR', key) <= 0 then redis.call('DEL', key) end
  end
end
return 0`;

/**
 * Counters in Redis, shared by every instance, under `prefix`. When Redis cannot be reached the
 * attempt is let through and a warning logged: an outage of the counter store must not lock
 * every customer out (scrypt's cost still slows password guessing down meanwhile).
 */
export function redisFailedAttempts(
  redis: Redis,
  { windowMs, prefix }: Window & { prefix: string },
  log: FastifyBaseLogger,
): FailedAttempts {
  return {
    async begin(limits) {
      if (limits.length === 0) return ALLOWED;
      try {
        const [allowed, ttl] = (await redis.eval(
          BEGIN,
          limits.length,
          ...limits.map(({ key }) => `${prefix}${key}`),
          windowMs,
          ...limits.map(({ max }) => max),
        )) as [number, number];
        return allowed === 1 ? ALLOWED : refused(ttl);
      } catch (error) {
        log.warn({ err: error }, 'failed-attempt counter unavailable; attempt allowed');
        return ALLOWED;
      }
    },
    async forgive(keys) {
      if (keys.length === 0) return;
      try {
        await redis.eval(FORGIVE, keys.length, ...keys.map((key) => `${prefix}${key}`));
      } catch (error) {
        log.warn({ err: error }, 'failed-attempt counter unavailable');
      }
    },
    async close() {},
  };
}

/**
 * Counts an attempt against `limits` before it is checked: once one of them is spent the attempt
 * is refused, 429 with `message` (given the minutes to wait) and `Retry-After`. Answers the keys
 * counted, for the caller to forgive when the attempt turns out right.
 */
export async function countAttemptOrRefuse(
  attempts: FailedAttempts,
  limits: readonly AttemptLimit[],
  message: (minutes: number) => string,
): Promise<string[]> {
  const verdict = await attempts.begin(limits);
  if (!verdict.allowed) {
    throw new HttpError(429, message(Math.ceil(verdict.retryAfterSeconds / 60)), undefined, {
      'retry-after': String(verdict.retryAfterSeconds),
    });
  }
  return limits.map(({ key }) => key);
}
