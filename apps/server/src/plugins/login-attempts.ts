import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The outcome of counting one login attempt against an account. */
export interface AttemptVerdict {
  allowed: boolean;
  /** Whole seconds until the window ends (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Failed logins per account (normalised e-mail), for docs/api.md's "10 failed logins in
 * 15 minutes". Every attempt is counted *before* the password is checked, atomically, so many
 * parallel guesses cannot all slip in under the limit; an attempt that turns out to be right is
 * then taken back (`forgive`), so successful logins never count and never touch other accounts.
 */
export interface LoginAttempts {
  /** Counts an attempt; refused once the account already has `max` in the current window. */
  begin(account: string): Promise<AttemptVerdict>;
  /** Takes back the attempt of `begin` that turned out to be the right password. */
  forgive(account: string): Promise<void>;
  close(): Promise<void>;
}

interface Limits {
  max: number;
  windowMs: number;
}

function verdict(count: number, resetInMs: number, max: number): AttemptVerdict {
  return count > max
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) }
    : { allowed: true, retryAfterSeconds: 0 };
}

/**
 * One process's counters. A plain map swept of expired windows once a minute: unlike an LRU
 * cache, a flood of made-up addresses cannot push a real account's count out early.
 */
export function memoryLoginAttempts({ max, windowMs }: Limits): LoginAttempts {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweeper.unref();

  return {
    async begin(account) {
      const now = Date.now();
      let entry = windows.get(account);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(account, entry);
      }
      entry.count += 1;
      return verdict(entry.count, entry.resetAt - now, max);
    },
    async forgive(account) {
      const entry = windows.get(account);
      if (entry && entry.resetAt > Date.now() && entry.count > 0) entry.count -= 1;
    },
    async close() {
      clearInterval(sweeper);
      windows.clear();
    },
  };
}

// INCR, and start the window's clock on the first attempt: one round trip, atomic.
const BEGIN = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

// DECR only a live counter above zero: never leave a key without an expiry behind.
const FORGIVE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 and redis.call('PTTL', KEYS[1]) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Counters in Redis, shared by every instance. When Redis cannot be reached the attempt is let
 * through and a warning logged: an outage of the counter store must not lock every customer
 * out (scrypt's cost still slows guessing down meanwhile).
 */
export function redisLoginAttempts(
  redis: Redis,
  { max, windowMs, prefix }: Limits & { prefix: string },
  log: FastifyBaseLogger,
): LoginAttempts {
  const keyOf = (account: string) => `${prefix}login-failures:${account}`;
  return {
    async begin(account) {
      try {
        const [count, ttl] = (await redis.eval(BEGIN, 1, keyOf(account), windowMs)) as [
          number,
          number,
        ];
        return verdict(count, ttl, max);
      } catch (error) {
        log.warn({ err: error }, 'login attempt counter unavailable; attempt allowed');
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
    async forgive(account) {
      try {
        await redis.eval(FORGIVE, 1, keyOf(account));
      } catch (error) {
        log.warn({ err: error }, 'login attempt counter unavailable');
      }
    },
    async close() {},
  };
}
