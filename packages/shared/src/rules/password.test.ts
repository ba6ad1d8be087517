import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password.js';

describe('the password rule', () => {
  it('accepts a password with every kind of character and at least 8 of them', () => {
    expect(isStrongPassword('Ledger#Counter26')).toBe(true);
    expect(isStrongPassword('Aa1!aaaa')).toBe(true);
    expect(isStrongPassword('Ünïcode9#')).toBe(true);
  });

  it.each([
    ['too short', 'Aa1!aaa'],
    ['no lowercase letter', 'AAAA1111!'],
    ['no uppercase letter', 'aaaa1111!'],
    ['no digit', 'Aaaaaaaa!'],
    ['no special character', 'Aaaa11111'],
    ['only a space as the special character', 'Aaaa 1111'],
    ['empty', ''],
  ])('refuses a password with %s', (_reason, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('refuses a password longer than the limit, and accepts one at it', () => {
    const atLimit = `Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(isStrongPassword(atLimit)).toBe(true);
    expect(isStrongPassword(`${atLimit}a`)).toBe(false);
  });
});
