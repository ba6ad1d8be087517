import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@freshfold/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, DEMO, TEST_DB_KIND, type TestContext } from '../../test/helpers.js';
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
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

function login(ctx: TestContext, userName: string, password: string, ip = '203.0.113.7') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { userName, password },
  });
}

let counter = 0;
function register(ctx: TestContext, ip: string) {
  counter += 1;
  const email = `crowd${counter}.${randomBytes(4).toString('hex')}@example.in`;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email,
      phone: '9876543210',
      street: '1 Church Street',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      password: 'Secret@123',
    },
  });
}

describe('rate-limit configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) };

  it('defaults to the limits of docs/api.md, with the global ceiling off', () => {
    expect(loadConfig(base).rateLimit).toEqual({
      loginFailures: 10,
      loginWindowMs: 15 * 60 * 1000,
      registerPerHour: 100,
      globalMax: null,
      globalWindowMs: 60 * 1000,
      redisUrl: null,
      redisKeyPrefix: 'freshfold:',
    });
  });

  it('reads every limit from the environment', () => {
    const limits = loadConfig({
      ...base,
      RATE_LIMIT_LOGIN_FAILURES: '5',
      RATE_LIMIT_LOGIN_WINDOW: '1h',
      RATE_LIMIT_REGISTER_PER_HOUR: '500',
      RATE_LIMIT_GLOBAL_MAX: '300',
      RATE_LIMIT_GLOBAL_WINDOW: '30s',
      REDIS_URL: 'redis://cache.internal:6379/2',
      REDIS_KEY_PREFIX: 'shop2:',
    }).rateLimit;
    expect(limits).toEqual({
      loginFailures: 5,
      loginWindowMs: 60 * 60 * 1000,
      registerPerHour: 500,
      globalMax: 300,
      globalWindowMs: 30 * 1000,
      redisUrl: 'redis://cache.internal:6379/2',
      redisKeyPrefix: 'shop2:',
    });
    expect(loadConfig({ ...base, RATE_LIMIT_GLOBAL_MAX: '' }).rateLimit.globalMax).toBeNull();
  });

  it.each([
    ['RATE_LIMIT_LOGIN_FAILURES', '0'],
    ['RATE_LIMIT_LOGIN_WINDOW', 'fifteen minutes'],
    ['RATE_LIMIT_LOGIN_WINDOW', '10ms'],
    ['RATE_LIMIT_REGISTER_PER_HOUR', '-1'],
    ['RATE_LIMIT_GLOBAL_MAX', 'lots'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
  ])('stops at start-up on %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });
});

describe(`failed logins per account (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ environment: { RATE_LIMIT_LOGIN_WINDOW: '2s' } });
  });
  afterAll(() => ctx.close());

  it('refuses the 11th attempt after 10 failures, even with the right password, until the window passes', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // From many addresses, in any letter case: the account is what is counted.
      const response = await login(
        ctx,
        ' Demo@FreshFold.in',
        'Wrong@12345',
        `198.51.100.${attempt}`,
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const refused = await login(ctx, DEMO.email, DEMO.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.account.tooManyLoginAttempts(1) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);

    // Other accounts, on the same address, are not affected.
    expect((await login(ctx, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await login(ctx, DEMO.email, DEMO.password)).statusCode).toBe(429);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await login(ctx, DEMO.email, DEMO.password)).statusCode).toBe(200);
  });

  it('does not count successful logins, nor let them reset the count', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await login(ctx, DEMO.email, 'Wrong@12345')).statusCode).toBe(401);
    }
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(ctx, DEMO.email, DEMO.password)).statusCode).toBe(200);
    }
    expect((await login(ctx, DEMO.email, 'Wrong@12345')).statusCode).toBe(401);
    expect((await login(ctx, DEMO.email, DEMO.password)).statusCode).toBe(429);
  });

  it('lets only the allowance through when many guesses arrive at once', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => login(ctx, DEMO.email, 'Wrong@12345')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe(`registrations and the global ceiling (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({
      environment: { RATE_LIMIT_REGISTER_PER_HOUR: '3', RATE_LIMIT_GLOBAL_MAX: '40' },
    });
  });
  afterAll(() => ctx.close());

  it('limits registrations per address, with Retry-After, leaving other addresses free', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await register(ctx, '192.0.2.10')).statusCode).toBe(200);
    }
    const refused = await register(ctx, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.account.tooManyRegistrations });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await register(ctx, '192.0.2.11')).statusCode).toBe(200);
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
    expect(refused.json()).toEqual({ message: MESSAGES.server.tooManyRequests });
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
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

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
    };
    [first, second] = await Promise.all([
      createTestApp({ environment }),
      createTestApp({ environment }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('shares the failed-login count of an account between two instances', async () => {
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
  let ctx: TestContext;

  beforeAll(async () => {
    // Nothing listens on port 1: every counter call fails at once.
    ctx = await createTestApp({ environment: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => ctx.close());

  it('keeps logins and sign-ups working (the limits fail open)', async () => {
    expect((await login(ctx, DEMO.email, 'Wrong@12345')).statusCode).toBe(401);
    expect((await login(ctx, DEMO.email, DEMO.password)).statusCode).toBe(200);
    expect((await register(ctx, '192.0.2.200')).statusCode).toBe(200);
  });
});
