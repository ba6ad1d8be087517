import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MESSAGES } from '@freshfold/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DEMO, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import { logIn } from '../../../test/customers.js';
import { createHashingGate, HashingBusyError } from './hashing-gate.js';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A hash that ends when the test says so. */
function controlledHash() {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('hashed');
  });
  return { run: () => done, finish };
}

describe('the hashing gate', () => {
  it('runs at most `concurrency` hashes, queues `queue` in order and refuses the next at once', async () => {
    const gate = createHashingGate({ concurrency: 2, queue: 2, maxWaitMs: 60_000 });
    const hashes = Array.from({ length: 4 }, controlledHash);
    const order: number[] = [];
    const admitted = hashes.map((hash, index) =>
      gate.run(async () => {
        order.push(index);
        return hash.run();
      }),
    );
    await Promise.resolve();
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    expect(order).toEqual([0, 1]);

    expect(() => gate.assertRoom()).toThrow(HashingBusyError);
    const started = performance.now();
    const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(50);
    expect(refused).toBeInstanceOf(HashingBusyError);
    expect((refused as HashingBusyError).statusCode).toBe(503);
    expect((refused as HashingBusyError).message).toBe(API_MESSAGES.server.busy);
    expect(Number((refused as HashingBusyError).headers?.['retry-after'])).toBeGreaterThanOrEqual(
      1,
    );

    hashes[1]?.finish();
    await admitted[1];
    // The freed slot went to the first in the queue, not to a newcomer.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([0, 1, 2]);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    expect(() => gate.assertRoom()).not.toThrow();
    for (const hash of hashes) hash.finish();
    expect(await Promise.all(admitted)).toEqual(['hashed', 'hashed', 'hashed', 'hashed']);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a hash that waited longer than maxWaitMs, and frees its place', async () => {
    const gate = createHashingGate({ concurrency: 1, queue: 5, maxWaitMs: 100 });
    const slow = controlledHash();
    const first = gate.run(slow.run);
    const started = performance.now();
    const waited = await gate.run(async () => 'late').catch((error: unknown) => error);
    expect(waited).toBeInstanceOf(HashingBusyError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    slow.finish();
    expect(await first).toBe('hashed');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe(`a flood of logins (${TEST_DB_KIND})`, () => {
  let webDist: string;

  beforeAll(() => {
    // A built web app to serve: its files are read from disk, on the same thread pool as scrypt.
    webDist = mkdtempSync(join(tmpdir(), 'freshfold-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      join(webDist, 'assets', 'app.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))})`,
    );
  });
  afterAll(() => {
    rmSync(webDist, { recursive: true, force: true });
  });
  const ctx = testAppSuite(() => ({
    webDist,
    environment: {
      // A real cost (64 MiB, tens of milliseconds a hash), one hash at a time, two waiting.
      SCRYPT_LOG2_COST: '16',
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '2',
      PASSWORD_HASH_MAX_WAIT: '30s',
    },
  }));
  beforeAll(async () => {
    // The first unknown e-mail makes the decoy hash; from then on each login is one hash.
    expect((await badLogin(0)).statusCode).toBe(401);
  });

  const badLogin = (index: number) =>
    logIn(ctx.app, `nobody-${randomUUID()}@example.in`, 'Wrong#Guess77', `198.51.100.${index}`);

  it('answers logins beyond the hashing queue 503 with Retry-After at once, and keeps pages and the catalogue answering', async () => {
    const started = performance.now();
    const answered: { status: number; at: number }[] = [];
    const logins = Array.from({ length: 30 }, (_, index) =>
      badLogin(index + 1).then((response) => {
        answered.push({ status: response.statusCode, at: performance.now() - started });
        return response;
      }),
    );
    const hashedBefore = () => answered.filter((answer) => answer.status === 401).length;

    const timed = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      return { response, at: performance.now() - started, hashedBefore: hashedBefore() };
    };
    const [page, asset, catalogue] = await Promise.all([
      timed('/'),
      timed('/assets/app.js'),
      timed('/api/services/getAllService'),
    ]);
    const responses = await Promise.all(logins);

    // The page, its script and the catalogue did not queue behind the hashes: each answered
    // within a second, before any of the hashed logins.
    for (const [name, { response, at, hashedBefore: done }] of Object.entries({
      page,
      asset,
      catalogue,
    })) {
      expect(response.statusCode, name).toBe(200);
      expect(at, name).toBeLessThan(1000);
      expect(done, `${name}: hashed logins answered before it`).toBe(0);
    }

    // One hash runs, two wait: the rest are refused at once instead of queueing for seconds.
    const busy = responses.filter((response) => response.statusCode === 503);
    const hashed = answered.filter((answer) => answer.status === 401);
    expect(busy.length + hashed.length).toBe(30);
    expect(busy.length).toBeGreaterThanOrEqual(20);
    for (const response of busy) {
      expect(response.json()).toEqual({ message: API_MESSAGES.server.busy });
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const busyTimes = answered.filter((a) => a.status === 503).map((a) => a.at);
    const hashedTimes = hashed.map((answer) => answer.at);
    expect(median(busyTimes)).toBeLessThan(Math.min(...hashedTimes));
    expect(Math.max(...busyTimes)).toBeLessThan(1000);
  });

  it('does not count a login refused as busy against the account', async () => {
    const wrong = () => logIn(ctx.app, DEMO.email, 'Wrong#Guess77', '203.0.113.50');
    // 15 wrong passwords at once from one address: the few that are checked count, the ones
    // refused as busy are taken back, so the address is not locked (10 would lock it).
    const statuses = (await Promise.all(Array.from({ length: 15 }, wrong))).map(
      (response) => response.statusCode,
    );
    // (Those beyond the allowance of 10 in flight at once may be refused 429 by the counter.)
    const checked = statuses.filter((status) => status === 401).length;
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => [401, 503, 429].includes(status))).toBe(true);
    for (let attempt = checked + 1; attempt <= 9; attempt += 1) {
      expect((await wrong()).statusCode, `failure ${attempt}`).toBe(401);
    }
    const genuine = await logIn(ctx.app, DEMO.email, DEMO.password, '203.0.113.50');
    expect(genuine.statusCode).toBe(200);
  });

  it('signs a genuine login in once the flood has passed', async () => {
    const response = await logIn(ctx.app, ADMIN.email, ADMIN.password);
    expect(response.statusCode).toBe(200);
  });
});
