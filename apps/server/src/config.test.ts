import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jwtSecretFileOf, loadConfig } from './config.js';

describe('the development JWT secret', () => {
  let folder: string;
  const secretOf = (file: string) =>
    loadConfig({ DATABASE_URL: `sqlite:${join(folder, file)}` }).jwtSecret;
  /** A database file that exists, as it does once the server has migrated it. */
  const createDatabase = (file: string) => writeFileSync(join(folder, file), '');

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'freshfold-secret-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('is one per database: two SQLite files in one folder never share it', () => {
    createDatabase('shop.db');
    createDatabase('other.db');
    const shop = secretOf('shop.db');
    const other = secretOf('other.db');
    expect(shop).not.toBe(other);
    expect(shop.length).toBeGreaterThanOrEqual(32);
    // Kept beside its database and named after it, readable by the owner only, across restarts.
    const file = join(folder, 'shop.db.jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(secretOf('shop.db')).toBe(shop);
    expect(secretOf('other.db')).toBe(other);
  });

  it("lets the first database take over the folder's old shared secret, and no other", () => {
    writeFileSync(join(folder, '.jwt-secret'), 'the-shared-secret-of-an-earlier-version-0123');
    createDatabase('shop.db');
    createDatabase('other.db');
    expect(secretOf('shop.db')).toBe('the-shared-secret-of-an-earlier-version-0123');
    expect(existsSync(join(folder, '.jwt-secret'))).toBe(false);
    expect(secretOf('other.db')).not.toBe('the-shared-secret-of-an-earlier-version-0123');
    expect(secretOf('shop.db')).toBe('the-shared-secret-of-an-earlier-version-0123');
  });

  it('gives a database created anew a new secret, not the one of a deleted database', () => {
    createDatabase('shop.db');
    const first = secretOf('shop.db');
    rmSync(join(folder, 'shop.db'));
    const second = secretOf('shop.db');
    expect(second).not.toBe(first);
    createDatabase('shop.db');
    expect(secretOf('shop.db')).toBe(second);
  });

  it('names a PostgreSQL database’s file after its server and name, not its credentials', () => {
    const file = jwtSecretFileOf('postgres://shop:pass@db.internal:5433/freshfold');
    expect(file).toBe(resolve('data', 'postgres-db.internal-5433-freshfold.jwt-secret'));
    expect(jwtSecretFileOf('postgresql://other:word@db.internal:5433/freshfold')).toBe(file);
    expect(jwtSecretFileOf('postgres://shop:pass@db.internal:5433/staging')).not.toBe(file);
    expect(jwtSecretFileOf('postgres://127.0.0.1/freshfold')).not.toBe(file);
    expect(jwtSecretFileOf('sqlite::memory:')).toBeNull();
  });

  it('keeps no file for an in-memory database, and uses JWT_SECRET when it is set', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).jwtSecret.length).toBeGreaterThan(32);
    const secret = 'x'.repeat(32);
    createDatabase('shop.db');
    expect(
      loadConfig({ DATABASE_URL: `sqlite:${join(folder, 'shop.db')}`, JWT_SECRET: secret })
        .jwtSecret,
    ).toBe(secret);
    expect(existsSync(join(folder, 'shop.db.jwt-secret'))).toBe(false);
  });
});

describe('the admin password of a production shop', () => {
  const production = (password: string) => () =>
    loadConfig({
      DATABASE_URL: 'sqlite::memory:',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: password,
    });

  it('refuses to start with a password the sign-up form would refuse, naming the variable', () => {
    for (const weak of ['admin123', 'Admin@12345', 'P@ssw0rd', 'Freshfold@123']) {
      expect(production(weak), weak).toThrow(/ADMIN_PASSWORD/);
    }
  });

  it('starts with a password that passes the rule', () => {
    expect(production('Ledger#Counter26')().adminPassword).toBe('Ledger#Counter26');
  });
});

describe('the PostgreSQL settings', () => {
  const load = (environment: Record<string, string>) => () =>
    loadConfig({ DATABASE_URL: 'sqlite::memory:', ...environment });

  it('keep ten connections and commit each order to the disk before answering unless told', () => {
    expect(load({})()).toMatchObject({ databasePoolSize: 10, orderSynchronousCommit: true });
    expect(load({ PG_POOL_SIZE: '4', PG_SYNCHRONOUS_COMMIT: 'off' })()).toMatchObject({
      databasePoolSize: 4,
      orderSynchronousCommit: false,
    });
  });

  it('refuse to start with a value they do not know, naming the variable', () => {
    expect(load({ PG_SYNCHRONOUS_COMMIT: 'false' })).toThrow(/PG_SYNCHRONOUS_COMMIT/);
    expect(load({ PG_POOL_SIZE: '0' })).toThrow(/PG_POOL_SIZE/);
  });
});

describe('the providers whose variables work only together', () => {
  const load = (environment: Record<string, string>) => () =>
    loadConfig({ DATABASE_URL: 'sqlite::memory:', ...environment });
  const sms = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'sms-token', SMS_FROM: 'FRSHFD' };

  it('are off when none of their variables is set', () => {
    const config = load({})();
    expect(config.notifications).toMatchObject({ whatsapp: null, sms: null });
    expect(config.payments.razorpay).toBeNull();
  });

  it('take their values when all are set', () => {
    expect(load(sms)().notifications.sms).toEqual({
      apiUrl: 'https://api.twilio.com/2010-04-01',
      accountSid: 'AC123',
      authToken: 'sms-token',
      from: 'FRSHFD',
    });
  });

  it('refuse to start when only some are set, naming the missing ones', () => {
    expect(load({ SMS_ACCOUNT_SID: 'AC123' })).toThrow(
      'Invalid environment:\n  SMS_AUTH_TOKEN, SMS_FROM: required to send SMS (the others are set)',
    );
    expect(load({ RAZORPAY_KEY_SECRET: 'key-secret' })).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_WEBHOOK_SECRET: required for Razorpay payment links/,
    );
  });
});
