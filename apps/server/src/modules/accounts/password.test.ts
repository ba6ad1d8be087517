import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DEFAULT_SCRYPT, hashPassword, needsRehash, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('uses scrypt at N=2^17, r=8, p=1 by default, within its raised memory limit', async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).passwordParams).toEqual(DEFAULT_SCRYPT);
    // 128 MiB of scrypt memory: over Node's 32 MiB default, so this fails without `maxmem`.
    const stored = await hashPassword('Ledger#Counter26');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Ledger#Counter26', stored)).toBe(true);
    expect(await verifyPassword('admin@12345', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash, and marks a hash made at a lower cost for an upgrade', async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    const first = await hashPassword('Secret@123', cheap);
    const second = await hashPassword('Secret@123', cheap);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Secret@123', second)).toBe(true);
    expect(needsRehash(first)).toBe(true);
    expect(needsRehash(first, cheap)).toBe(false);
    expect(needsRehash('not-a-hash')).toBe(true);
    expect(await verifyPassword('Secret@123', 'not-a-hash')).toBe(false);
  });

  it('hashes the longest password allowed', async () => {
    const password = `Aa1!${'é'.repeat(124)}`;
    const stored = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(password.slice(0, -1), stored)).toBe(false);
  });
});
