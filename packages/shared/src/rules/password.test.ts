import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password.js';

const AT_LIMIT = `Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH - 4)}`;

describe('the password rule', () => {
  it.each([
    ['every kind of character', 'Ledger#Counter26', true],
    ['every kind of character and exactly 8 of them', 'Aa1!aaaa', true],
    ['letters beyond ASCII', 'Ünïcode9#', true],
    ['exactly the length limit', AT_LIMIT, true],
    ['one character more than the limit', `${AT_LIMIT}a`, false],
    ['too few characters', 'Aa1!aaa', false],
    ['no lowercase letter', 'AAAA1111!', false],
    ['no uppercase letter', 'aaaa1111!', false],
    ['no digit', 'Aaaaaaaa!', false],
    ['no special character', 'Aaaa11111', false],
    ['only a space as the special character', 'Aaaa 1111', false],
    ['nothing', '', false],
  ])('judges a password with %s: strong = %s', (_reason, password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});
