import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer } from '../test/customers.js';
import { logLineStream, TEST_DB_KIND, testAppSuite, type TestContext } from '../test/helpers.js';
import { accessLineJson, type AccessLine } from './access-log.js';
import { buildApp } from './app.js';
import { loggerOptions } from './logging.js';

interface LogRecord {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  bytes?: number | null;
  userId?: number;
}

/** An app on the suite's database whose log lines are collected, parsed, in `records`. */
async function loggingApp(ctx: TestContext, environment: { sampleEvery: number; level?: string }) {
  const records: LogRecord[] = [];
  const stream = logLineStream((line) => records.push(JSON.parse(line) as LogRecord));
  const app = await buildApp({
    config: {
      ...ctx.config,
      logLevel: environment.level ?? 'info',
      accessLogSampleEvery: environment.sampleEvery,
    },
    db: ctx.database.db,
    logStream: stream,
  });
  app.get('/api/test/boom', () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, records, accessLines: () => records.filter((record) => record.msg === 'request') };
}

describe(`access log (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  describe('every request', () => {
    let app: FastifyInstance;
    let records: LogRecord[];
    let accessLines: () => LogRecord[];

    beforeAll(async () => {
      ({ app, records, accessLines } = await loggingApp(ctx, { sampleEvery: 1 }));
    });
    afterAll(async () => {
      await app.close();
    });
    beforeEach(() => {
      records.length = 0;
    });

    it('gets exactly one line, at the end, with method, route, status, duration, bytes and ids', async () => {
      const customer = await createCustomer({ ...ctx, app });
      records.length = 0;
      const mine = await app.inject({
        method: 'GET',
        url: `/api/authUser/myOrders/${customer.id}?page=1`,
        headers: { ...customer.auth, 'x-request-id': 'orders-1' },
      });
      const guest = await app.inject({ method: 'GET', url: '/api/services/getAllService' });
      const missing = await app.inject({
        method: 'GET',
        url: '/api/no-such-thing?token=query-secret',
      });

      expect(records.map((record) => record.msg)).toEqual(['request', 'request', 'request']);
      const [first, second, third] = accessLines();
      expect(first).toMatchObject({
        level: 30,
        reqId: 'orders-1',
        method: 'GET',
        route: '/api/authUser/myOrders/:userId',
        status: mine.statusCode,
        bytes: Number(mine.headers['content-length']),
        userId: customer.id,
      });
      expect(first?.durationMs).toBeGreaterThanOrEqual(0);
      expect(second).toMatchObject({
        route: '/api/services/getAllService',
        status: 200,
        bytes: guest.rawPayload.length,
      });
      expect(second).not.toHaveProperty('userId');
      expect(second?.reqId).toBe(guest.headers['x-request-id']);
      // No route: the path, without its query string (which may carry a secret).
      expect(third).toMatchObject({ route: '/api/no-such-thing', status: missing.statusCode });
      // (A word a request id, hexadecimal, cannot contain: 'abc' once matched a random one.)
      expect(JSON.stringify(records)).not.toContain('query-secret');
    });

    it('logs a server error at error level, beside the error itself', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(response.statusCode).toBe(500);
      const line = accessLines()[0];
      expect(line).toMatchObject({ level: 50, route: '/api/test/boom', status: 500 });
      expect(records.some((record) => record.msg === 'request failed')).toBe(true);
    });
  });

  it('counts the bytes put on the connection, headers included, when it listens', async () => {
    const { app, accessLines } = await loggingApp(ctx, { sampleEvery: 1 });
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      for (let i = 0; i < 2; i += 1) {
        const response = await fetch(`${address}/api/services/getAllService`, {
          headers: { 'accept-encoding': 'identity' },
        });
        const body = await response.arrayBuffer();
        await new Promise((done) => setTimeout(done, 50));
        const line = accessLines().at(-1);
        expect(line?.route).toBe('/api/services/getAllService');
        // The second answer on the same keep-alive connection counts only its own bytes.
        expect(line?.bytes).toBeGreaterThan(body.byteLength);
        expect(line?.bytes).toBeLessThan(body.byteLength + 1500);
      }
    } finally {
      await app.close();
    }
  });

  describe('sampling', () => {
    it('keeps 1 in N successful health checks, and never drops an error', async () => {
      const { app, accessLines } = await loggingApp(ctx, { sampleEvery: 100 });
      try {
        for (let i = 0; i < 250; i += 1) {
          const health = await app.inject({ method: 'GET', url: '/api/health' });
          expect(health.statusCode).toBe(200);
        }
        // Paths under /assets/ are sampled when served, but a missing one is a 404: all kept.
        for (let i = 0; i < 30; i += 1) {
          await app.inject({ method: 'GET', url: `/assets/missing-${i}.js` });
        }
        for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/api/test/boom' });
        const lines = accessLines();
        expect(lines.filter((line) => line.route === '/api/health')).toHaveLength(3);
        expect(lines.filter((line) => line.status === 404)).toHaveLength(30);
        expect(lines.filter((line) => line.status === 500)).toHaveLength(5);
      } finally {
        await app.close();
      }
    });

    it('LOG_LEVEL=debug adds a line when a request arrives', async () => {
      const { app, records } = await loggingApp(ctx, { sampleEvery: 1, level: 'debug' });
      try {
        await app.inject({
          method: 'GET',
          url: '/api/services/getAllService?x=1',
          headers: { 'x-request-id': 'debugged' },
        });
        const mine = records.filter((record) => record.reqId === 'debugged');
        expect(mine.map((record) => [record.msg, record.route])).toEqual([
          ['incoming request', '/api/services/getAllService'],
          ['request', '/api/services/getAllService'],
        ]);
      } finally {
        await app.close();
      }
    });

    it('LOG_LEVEL=warn leaves only the failures', async () => {
      const { app, accessLines } = await loggingApp(ctx, { sampleEvery: 1, level: 'warn' });
      try {
        await app.inject({ method: 'GET', url: '/api/services/getAllService' });
        await app.inject({ method: 'GET', url: '/api/no-such-thing' });
        await app.inject({ method: 'GET', url: '/api/test/boom' });
        expect(accessLines().map((line) => line.status)).toEqual([500]);
      } finally {
        await app.close();
      }
    });
  });
});

/**
 * Access lines are put together without pino, for speed: each must be the very line pino
 * writes for the same fields through a request's logger, byte for byte, so a log reader sees
 * one format.
 */
describe('an access line put together directly', () => {
  const lines: AccessLine[] = [
    {
      method: 'GET',
      route: '/api/services/getAllService',
      status: 200,
      durationMs: 0.4,
      bytes: 1234,
    },
    {
      method: 'POST',
      route: '/api/authUser/createOrder',
      status: 201,
      durationMs: 12,
      bytes: null,
      userId: 42,
    },
    {
      method: 'GET',
      route: '/no/"such"/\\route/ಬೆಂಗಳೂರು\n',
      status: 404,
      durationMs: 1.5,
      bytes: 310,
    },
  ];

  it.each(lines)('equals pino’s own line for $method $route', (line) => {
    const written: string[] = [];
    const logger = pino(
      { ...loggerOptions('info'), timestamp: () => ',"time":1764000000000' },
      { write: (text: string) => written.push(text) },
    );
    logger.child({ reqId: 'req-7' }).info(line, 'request');
    expect(accessLineJson('req-7', line, 1764000000000)).toBe(written[0]);
  });
});
