import { randomBytes } from 'node:crypto';
import { API_MESSAGES } from '@freshfold/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestApp,
  DEMO,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../test/helpers.js';
import { logIn, registrationForm } from '../../test/customers.js';
import { ConfigError, loadConfig } from '../config.js';

/** The local Redis of the development machine and CI; its tests are skipped without it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 500,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

function login(ctx: TestContext, userName: string, password: string, ip = '203.0.113.7') {
  return logIn(ctx.app, userName, password, ip);
}

/**
 * `count` wrong passwords for `userName`, the n-th (from 1) sent from `ipOf(n)` (the default
 * address when it gives none), each answered `status`.
 */
async function wrongLogins(
  ctx: TestContext,
  userName: string,
  count: number,
  ipOf: (attempt: number) => string | undefined,
  status = 401,
) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const response = await login(ctx, userName, 'Wrong@12345', ipOf(attempt));
    expect(response.statusCode, `attempt ${attempt}`).toBe(status);
  }
}

let counter = 0;
function register(ctx: TestContext, ip: string) {
  counter += 1;
  const email = `crowd${counter}.${randomBytes(4).toString('hex')}@example.in`;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: registrationForm(email),
  });
}

describe('rate-limit configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) };

  /**
   * Each limit: its key in the configuration, its variable, the value it takes by default
   * (docs/api.md), a value set in the environment and what that is read as.
   */
  const LIMITS: [string, string, unknown, string, unknown][] = [
    ['loginFailures', 'RATE_LIMIT_LOGIN_FAILURES', 10, '5', 5],
    ['loginAccountFailures', 'RATE_LIMIT_LOGIN_ACCOUNT_FAILURES', 100, '50', 50],
    ['loginWindowMs', 'RATE_LIMIT_LOGIN_WINDOW', 15 * 60 * 1000, '1h', 60 * 60 * 1000],
    ['registerPerHour', 'RATE_LIMIT_REGISTER_PER_HOUR', 100, '500', 500],
    ['voucherFailures', 'RATE_LIMIT_VOUCHER_FAILURES', 20, '40', 40],
    ['voucherWindowMs', 'RATE_LIMIT_VOUCHER_WINDOW', 60 * 60 * 1000, '30m', 30 * 60 * 1000],
    ['contactPerAddress', 'RATE_LIMIT_CONTACT_PER_ADDRESS', 20, '8', 8],
    ['contactPerEmail', 'RATE_LIMIT_CONTACT_PER_EMAIL', 5, '2', 2],
    ['resetPerAddress', 'RATE_LIMIT_RESET_PER_ADDRESS', 20, '12', 12],
    ['resetPerEmail', 'RATE_LIMIT_RESET_PER_EMAIL', 5, '3', 3],
    ['globalMax', 'RATE_LIMIT_GLOBAL_MAX', null, '300', 300],
    ['globalWindowMs', 'RATE_LIMIT_GLOBAL_WINDOW', 60 * 1000, '30s', 30 * 1000],
    [
      'redisUrl',
      'REDIS_URL',
      null,
      'redis://cache.internal:6379/2',
      'redis://cache.internal:6379/2',
    ],
    ['redisKeyPrefix', 'REDIS_KEY_PREFIX', 'freshfold:', 'shop2:', 'shop2:'],
  ];

  it('defaults to the limits of docs/api.md, with the global ceiling off', () => {
    expect(loadConfig(base).rateLimit).toEqual(
      Object.fromEntries(LIMITS.map(([key, , byDefault]) => [key, byDefault])),
    );
  });

  it('reads every limit from the environment', () => {
    const environment = Object.fromEntries(LIMITS.map(([, name, , value]) => [name, value]));
    expect(loadConfig({ ...base, ...environment }).rateLimit).toEqual(
      Object.fromEntries(LIMITS.map(([key, , , , read]) => [key, read])),
    );
    expect(loadConfig({ ...base, RATE_LIMIT_GLOBAL_MAX: '' }).rateLimit.globalMax).toBeNull();
  });

  it.each([
    ['RATE_LIMIT_LOGIN_FAILURES', '0'],
    ['RATE_LIMIT_LOGIN_ACCOUNT_FAILURES', '0'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMIT_LOGIN_WINDOW', 'fifteen minutes'],
    ['RATE_LIMIT_LOGIN_WINDOW', '10ms'],
    ['RATE_LIMIT_REGISTER_PER_HOUR', '-1'],
    ['RATE_LIMIT_VOUCHER_FAILURES', '0'],
    ['RATE_LIMIT_VOUCHER_WINDOW', 'an hour'],
    ['RATE_LIMIT_GLOBAL_MAX', 'lots'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
  ])('stops at start-up on %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });
});

describe(`failed logins per account and address (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite({
    environment: { RATE_LIMIT_LOGIN_WINDOW: '2s', RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '30' },
  });
  const wait = () => new Promise((resolve) => setTimeout(resolve, 2100));

  it('locks only the guessing address out after 10 failures: the admin logs in from elsewhere', async () => {
    // In any letter case: the account is the normalised e-mail.
    await wrongLogins(ctx, ' Admin@FreshFold.in', 10, () => '203.0.113.66');
    const refused = await login(ctx, ADMIN.email, ADMIN.password, '203.0.113.66');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: API_MESSAGES.account.tooManyLoginAttempts(1) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);

    // The owner, from their own address, is not locked out by a stranger's guesses.
    expect((await login(ctx, ADMIN.email, ADMIN.password, '198.51.100.20')).statusCode).toBe(200);
    // Another account on the guessing address is not affected either.
    expect((await login(ctx, DEMO.email, DEMO.password, '203.0.113.66')).statusCode).toBe(200);
    expect((await login(ctx, ADMIN.email, ADMIN.password, '203.0.113.66')).statusCode).toBe(429);

    await wait();
    expect((await login(ctx, ADMIN.email, ADMIN.password, '203.0.113.66')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    await wait();
    await wrongLogins(ctx, DEMO.email, 10, (attempt) => `2001:db8:5:7::${attempt.toString(16)}`);
    expect((await login(ctx, DEMO.email, DEMO.password, '2001:db8:5:7:ffff::1')).statusCode).toBe(
      429,
    );
    expect((await login(ctx, DEMO.email, DEMO.password, '2001:db8:5:8::1')).statusCode).toBe(200);
    await wait();
    await wrongLogins(ctx, DEMO.email, 10, () => '192.0.2.33');
    expect((await login(ctx, DEMO.email, DEMO.password, '::ffff:192.0.2.33')).statusCode).toBe(429);
  });

  it('refuses every address once the account has its ceiling of failures from many addresses', async () => {
    await wait();
    await wrongLogins(ctx, DEMO.email, 30, (attempt) => `198.51.100.${attempt}`);
    const refused = await login(ctx, DEMO.email, DEMO.password, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await login(ctx, ADMIN.email, ADMIN.password, '192.0.2.99')).statusCode).toBe(200);
    await wait();
    expect((await login(ctx, DEMO.email, DEMO.password, '192.0.2.99')).statusCode).toBe(200);
  });

  it('does not let attempts refused at one address use up the account’s ceiling', async () => {
    await wait();
    await wrongLogins(ctx, DEMO.email, 10, () => '203.0.113.70');
    await wrongLogins(ctx, DEMO.email, 60, () => '203.0.113.70', 429);
    // 10 counted failures of 30 allowed: the account is still open everywhere else.
    expect((await login(ctx, DEMO.email, DEMO.password, '203.0.113.71')).statusCode).toBe(200);
  });

  it('does not count successful logins, nor let them reset the count', async () => {
    await wait();
    await wrongLogins(ctx, DEMO.email, 9, () => undefined);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(ctx, DEMO.email, DEMO.password)).statusCode).toBe(200);
    }
    expect((await login(ctx, DEMO.email, 'Wrong@12345')).statusCode).toBe(401);
    expect((await login(ctx, DEMO.email, DEMO.password)).statusCode).toBe(429);
  });

  it('lets only the allowance through when many guesses arrive at once', async () => {
    await wait();
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => login(ctx, DEMO.email, 'Wrong@12345')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe(`failed logins behind a reverse proxy (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite({ environment: { TRUST_PROXY: 'true' } });

  /** A login that reaches the server through the proxy at 10.0.0.2. */
  function viaProxy(forwardedFor: string, password: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { userName: DEMO.email, password },
    });
  }

  it('counts the client address the proxy forwarded, not the proxy’s, nor one the client wrote', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // The guesser writes a new X-Forwarded-For of its own each time; the proxy appends the
      // address it really saw, which is what counts.
      const response = await viaProxy(`192.0.2.${attempt}, 198.51.100.5`, 'Wrong@12345');
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const refused = await viaProxy('192.0.2.200, 198.51.100.5', DEMO.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Every other customer behind the same proxy still logs in.
    expect((await viaProxy('198.51.100.6', DEMO.password)).statusCode).toBe(200);
  });
});

describe(`registrations and the global ceiling (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite({
    environment: { RATE_LIMIT_REGISTER_PER_HOUR: '3', RATE_LIMIT_GLOBAL_MAX: '40' },
  });

  it('limits registrations per address, with Retry-After, leaving other addresses free', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await register(ctx, '192.0.2.10')).statusCode).toBe(200);
    }
    const refused = await register(ctx, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: API_MESSAGES.account.tooManyRegistrations });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await register(ctx, '192.0.2.11')).statusCode).toBe(200);
    // An IPv6 client counts by its /64, however many of its addresses it uses.
    const network = '2001:db8:77:1';
    for (let host = 1; host <= 3; host += 1) {
      expect((await register(ctx, `${network}::${String(host)}`)).statusCode).toBe(200);
    }
    expect((await register(ctx, `${network}::4`)).statusCode).toBe(429);
  });

  it('caps every request of one address when RATE_LIMIT_GLOBAL_MAX is set', async () => {
    const statuses: number[] = [];
    for (let request = 1; request <= 41; request += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        remoteAddress: '192.0.2.50',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 40).every((status) => status === 401)).toBe(true);
    expect(statuses[40]).toBe(429);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      remoteAddress: '192.0.2.50',
    });
    expect(refused.json()).toEqual({ message: API_MESSAGES.server.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      remoteAddress: '192.0.2.51',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe(`no global ceiling by default (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('answers 1 000 requests from one address without a 429', async () => {
    for (let request = 1; request <= 1000; request += 1) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe.runIf(await redisAvailable())(`shared counters in Redis (${TEST_DB_KIND})`, () => {
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    // A prefix of its own, so runs and parallel suites never see each other's counts.
    const environment = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `freshfold-test:${randomBytes(6).toString('hex')}:`,
      RATE_LIMIT_REGISTER_PER_HOUR: '4',
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '12',
    };
    [first, second] = await Promise.all([
      createTestApp({ environment }),
      createTestApp({ environment }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('shares the failed-login counts of an account and address between two instances', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(first, DEMO.email, 'Wrong@12345')).statusCode).toBe(401);
      expect((await login(second, DEMO.email, 'Wrong@12345')).statusCode).toBe(401);
    }
    const refused = await login(first, DEMO.email, DEMO.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(second, DEMO.email, DEMO.password)).statusCode).toBe(429);
    // Successful logins elsewhere change nothing for this account.
    expect((await login(second, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await login(first, DEMO.email, DEMO.password)).statusCode).toBe(429);
    // The owner, from another address, is not locked out.
    expect((await login(second, DEMO.email, DEMO.password, '198.51.100.44')).statusCode).toBe(200);
  });

  it('shares the ceiling of an account across addresses, counting no refused attempt', async () => {
    // RATE_LIMIT_LOGIN_ACCOUNT_FAILURES is 12 here: 6 addresses × 2 failures on each instance.
    for (let address = 1; address <= 6; address += 1) {
      const ip = `192.0.2.${100 + address}`;
      expect((await login(first, ADMIN.email, 'Wrong@12345', ip)).statusCode).toBe(401);
      expect((await login(second, ADMIN.email, 'Wrong@12345', ip)).statusCode).toBe(401);
    }
    expect((await login(first, ADMIN.email, ADMIN.password, '192.0.2.150')).statusCode).toBe(429);
    expect((await login(second, ADMIN.email, ADMIN.password, '192.0.2.151')).statusCode).toBe(429);
  });

  it('shares the unknown-voucher count of an address between two instances', async () => {
    const guess = (instance: TestContext, code: string) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/vouchers/validate',
        remoteAddress: '192.0.2.120',
        payload: { code, subtotal: 600 },
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await guess(first, `SHARED${attempt}`)).statusCode).toBe(404);
      expect((await guess(second, `OTHER${attempt}`)).statusCode).toBe(404);
    }
    const refused = await guess(first, 'WELCOME10');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await guess(second, 'WELCOME10')).statusCode).toBe(429);
  });

  it('shares the registration count of an address between two instances', async () => {
    expect((await register(first, '192.0.2.90')).statusCode).toBe(200);
    expect((await register(second, '192.0.2.90')).statusCode).toBe(200);
    expect((await register(first, '192.0.2.90')).statusCode).toBe(200);
    expect((await register(second, '192.0.2.90')).statusCode).toBe(200);
    expect((await register(first, '192.0.2.90')).statusCode).toBe(429);
    expect((await register(second, '192.0.2.90')).statusCode).toBe(429);
  });
});

describe(`a Redis that cannot be reached (${TEST_DB_KIND})`, () => {
  // Nothing listens on port 1: every counter call fails at once.
  const ctx = testAppSuite({ environment: { REDIS_URL: 'redis://127.0.0.1:1' } });

  it('keeps logins and sign-ups working (the limits fail open)', async () => {
    expect((await login(ctx, DEMO.email, 'Wrong@12345')).statusCode).toBe(401);
    expect((await login(ctx, DEMO.email, DEMO.password)).statusCode).toBe(200);
    expect((await register(ctx, '192.0.2.200')).statusCode).toBe(200);
  });
});
