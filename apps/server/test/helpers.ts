import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedVolume, type Volume } from '../bench/volume.js';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/tables.js';
import { DEMO_CUSTOMER, seedIfEmpty } from '../src/db/seed.js';
import { issueToken } from '../src/modules/accounts/tokens.js';
import { startMailServer, type TestMailServer } from './mail-server.js';
import { createScratchDatabase } from './scratch-database.js';

/**
 * The database kind this test run targets. Vitest runs the server suites twice: once with
 * TEST_DB_KIND=sqlite and, when TEST_DATABASE_URL is set, once with TEST_DB_KIND=postgres.
 */
export const TEST_DB_KIND = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'sqlite';

export const ADMIN = { email: 'admin@freshfold.in', password: 'Ledger#Counter26' } as const;
export const DEMO = DEMO_CUSTOMER;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of the kind under test: a temp SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB_KIND !== 'postgres') return createScratchDatabase(undefined, 'freshfold-test');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  return createScratchDatabase(adminUrl, 'freshfold_test');
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  environment?: Record<string, string>;
  /** A built web app to serve; none by default (API only). */
  webDist?: string;
}

/**
 * Builds the app on a fresh migrated and seeded database; call `close()` in afterAll.
 * `environment` adds or overrides variables (rate limits, REDIS_URL) for one suite.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const testDatabase = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: testDatabase.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SCRYPT_LOG2_COST: '10',
      // Suites set up many accounts at once at this low cost; the hashing gate's limits are
      // proved by their own suite (modules/accounts/hashing-gate.test.ts), which sets them.
      PASSWORD_HASH_QUEUE: '1000',
      WEB_DIST: '/nonexistent',
      // A suite that listens would otherwise remind tomorrow's pickups after 18:00 (India).
      REMINDER_TIME: 'off',
      ...options.environment,
    }),
    webDist: options.webDist ?? null,
  };
  const database = openDatabase(config.databaseUrl, { poolSize: 10 });
  await migrateToLatest(database.db);
  if (options.seed !== false) {
    await seedIfEmpty(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      seedDemo: config.seedDemo,
      passwordParams: config.passwordParams,
    });
  }
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}

/**
 * The app for a `describe` block (or a whole file): built before its tests, closed after them.
 * The context is filled in once the block's `beforeAll` has run. `options` may be a function,
 * for values an earlier `beforeAll` makes (a mail server's address); `listen` opens a port, for
 * suites whose app sends links to itself or is called over HTTP.
 */
export function testAppSuite(
  options: TestAppOptions | (() => TestAppOptions) = {},
  suite: { listen?: boolean } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(typeof options === 'function' ? options() : options));
    if (suite.listen) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * A fresh database of the kind under test for a `describe` block, opened (`poolSize`
 * connections at most on PostgreSQL) but neither migrated nor seeded: created before the
 * block's tests, closed and dropped after them. The handle is filled in once the block's
 * `beforeAll` has run; a later `beforeAll` of the block may prepare it (migrate, `seedTestShop`).
 */
export function scratchDatabaseSuite(options: { poolSize?: number } = {}): DatabaseHandle {
  const handle = {} as DatabaseHandle;
  let scratch: TestDatabase | undefined;
  let opened = false;
  beforeAll(async () => {
    scratch = await createTestDatabase();
    Object.assign(handle, openDatabase(scratch.url, { poolSize: options.poolSize }));
    opened = true;
  });
  afterAll(async () => {
    // After a failed set-up, only what was made is undone, and the set-up's error is the one seen.
    if (opened) await handle.close();
    await scratch?.drop();
  });
  return handle;
}

/** Another instance of an app on its database, with its own connection or pool and memory. */
export interface SecondInstance {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * A second instance of the suite's app (`ctx`, from `testAppSuite` declared before it) on the
 * same database, as a second server would run: its own connection (SQLite) or pool
 * (PostgreSQL), its own memory. Built before the block's tests and closed after them, before
 * the app's database is dropped; `listen` opens a port for it.
 */
export function secondInstanceSuite(
  ctx: TestContext,
  options: { poolSize?: number; listen?: boolean } = {},
): SecondInstance {
  const second = {} as SecondInstance;
  beforeAll(async () => {
    const database = openDatabase(ctx.config.databaseUrl, { poolSize: options.poolSize ?? 10 });
    const app = await buildApp({ config: ctx.config, db: database.db, logger: false });
    Object.assign(second, { app, database });
    await app.ready();
    if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
  });
  return second;
}

/**
 * A mail server for a `describe` block, started before it (declare it before the block's
 * `testAppSuite`, whose SMTP_URL is its `url`) and stopped after the app has closed.
 */
export function mailServerSuite(): TestMailServer {
  const mail = {} as TestMailServer;
  beforeAll(async () => {
    Object.assign(mail, await startMailServer());
  });
  afterAll(() => mail.stop());
  return mail;
}

/**
 * The app and its mail server for a `describe` block: the app sends through the server
 * (SMTP_URL), its delivery worker looks for messages every 100 ms, and it listens (its e-mails
 * link to it). `environment` adds or overrides variables for the suite.
 */
export function mailingAppSuite(environment: Record<string, string> = {}): {
  mail: TestMailServer;
  ctx: TestContext;
} {
  const mail = mailServerSuite();
  const ctx = testAppSuite(
    () => ({
      environment: { SMTP_URL: mail.url, NOTIFICATIONS_POLL_INTERVAL: '100ms', ...environment },
    }),
    { listen: true },
  );
  return { mail, ctx };
}

/** A stream for an app's log output that hands each complete line to `onLine` as it comes. */
export function logLineStream(onLine: (line: string) => void): PassThrough {
  const stream = new PassThrough();
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) if (line) onLine(line);
  });
  return stream;
}

/** A session of the account with this e-mail, as signing in would give it, without the hashing. */
export async function sessionOf(
  ctx: TestContext,
  email: string,
): Promise<{ id: number; token: string; auth: { authorization: string } }> {
  const user = await ctx.database.db
    .selectFrom('users')
    .select(['id', 'role', 'token_version'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const token = issueToken(
    { id: user.id, role: user.role, tokenVersion: user.token_version },
    ctx.config.jwtSecret,
  );
  return { id: user.id, token, auth: { authorization: `Bearer ${token}` } };
}

/** The API refused the request with this status, answering exactly `body`. */
export function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  body: { message: string; field?: string },
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(body);
}

/** The audit log's entries for `action`, oldest first: who acted, on what, before and after. */
export function auditEntriesFor(ctx: TestContext, action: string) {
  return ctx.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'entity', 'entity_id', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

/**
 * Seeds a migrated database (db/seed.ts): the catalogue, slots and vouchers, the admin (ADMIN)
 * and the demo customer (DEMO), their passwords hashed at a low cost.
 */
export async function seedTestShop(db: Kysely<Database>): Promise<void> {
  await seedIfEmpty(db, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    seedDemo: true,
    passwordParams: { N: 2 ** 10, r: 8, p: 1 },
  });
}

/**
 * Runs `test` on a fresh database as a shop had it before a later migration: migrated up to
 * `migration` only, seeded, and filled with `volume` (bench/volume.ts); the test migrates on.
 * The database is closed and dropped after.
 */
export async function onOlderDatabase(
  migration: string,
  volume: { customers: number; orders: number; heavyOrders: number },
  test: (db: Kysely<Database>, filled: Volume) => Promise<void>,
): Promise<void> {
  const scratch = await createTestDatabase();
  const handle = openDatabase(scratch.url);
  try {
    await migrateToLatest(handle.db, migration);
    await seedTestShop(handle.db);
    await test(handle.db, await seedVolume(handle.db, volume));
  } finally {
    await handle.close();
    await scratch.drop();
  }
}
