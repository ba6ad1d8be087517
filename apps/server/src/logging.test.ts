import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  itemNamed,
  logIn,
  nextDateOn,
  registrationForm,
  slotsOfDay,
} from '../test/customers.js';
import { logLineStream, TEST_DB_KIND, testAppSuite } from '../test/helpers.js';
import { buildApp } from './app.js';

/**
 * The log is structured (one JSON object per line), every line written while serving a
 * request names that request, and no password, token or Authorization value reaches it,
 * whatever the request carried.
 */
describe(`structured logs (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await buildApp({
      config: { ...ctx.config, logLevel: 'info' },
      db: ctx.database.db,
      logStream: logLineStream((line) => lines.push(line)),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('names the request on every line and never writes a secret', async () => {
    const password = 'Secret#Garden42';
    const email = `logged-${Date.now()}@example.in`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationForm(email, { firstName: 'Log', lastName: 'Reader', password }),
    });
    expect(registered.statusCode).toBe(200);
    const login = await logIn(app, email, password);
    const { token } = login.json<{ token: string }>();
    const auth = { authorization: `Bearer ${token}` };
    await logIn(app, email, 'Wrong@Guess99');
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const [slot] = await slotsOfDay(ctx, 'Monday');
    const order = await app.inject({
      method: 'POST',
      url: '/api/authUser/createOrder',
      headers: { ...auth, 'x-request-id': 'checkout-7f3a' },
      payload: {
        items: [{ itemId: shirt.id, quantity: 1 }],
        pickupDate: nextDateOn('Monday'),
        pickupSlotId: slot?.id,
        geoLocation: { lat: 12.97, lng: 77.59 },
      },
    });
    expect(order.statusCode).toBe(201);
    expect(order.headers['x-request-id']).toBe('checkout-7f3a');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: password, newPassword: 'Fresh@Start2026' },
    });
    expect(changed.statusCode).toBe(200);
    const other = await createCustomer(ctx);
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: other.auth });

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const accessLines = records.filter((record) => record.msg === 'request');
    expect(accessLines.length).toBeGreaterThanOrEqual(6);
    for (const record of accessLines) expect(record.reqId, JSON.stringify(record)).toBeTruthy();
    expect(records.some((record) => record.reqId === 'checkout-7f3a')).toBe(true);
    const everything = lines.join('\n');
    for (const secret of [
      password,
      'Wrong@Guess99',
      'Fresh@Start2026',
      token,
      other.token,
      'Bearer ',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});

/**
 * Lines are written asynchronously, so a process that ends with lines still buffered must
 * write them out first: on a clean exit, on a crash and on an unhandled rejection, every line
 * reaches standard output (a pipe here, as under a process manager), and a crash adds its fatal
 * line. No database is involved: this runs once, in the SQLite pass.
 */
describe.skipIf(TEST_DB_KIND !== 'sqlite')('log lines on the way out', () => {
  const root = resolve(import.meta.dirname, '../../..');
  const LINES = 20_000;

  async function run(how: string) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/test/log-child.ts', how, String(LINES)],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    const records = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; level: number; line?: number });
    return { code, stderr, records };
  }

  it.each(['exit', 'drain', 'crash', 'reject'])(
    'loses no line when the process ends by %s',
    async (how) => {
      const { code, stderr, records } = await run(how);
      const lines = records.filter((record) => record.msg === 'request');
      expect(lines, stderr).toHaveLength(LINES);
      expect(lines.every((record, index) => record.line === index)).toBe(true);
      if (how === 'crash' || how === 'reject') {
        expect(code).toBe(1);
        expect(records.at(-1)).toMatchObject({ level: 60, msg: 'crashed: exiting' });
      } else {
        expect(code).toBe(0);
      }
    },
    30_000,
  );
});
