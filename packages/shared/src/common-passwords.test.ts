import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_DATA } from './common-passwords-data.js';
import { isCommonPassword } from './common-passwords.js';

describe('the common-password list', () => {
  const words = COMMON_PASSWORDS_DATA.split(' ');

  it('holds 3 000 distinct lower-case passwords', () => {
    expect(words).toHaveLength(3000);
    expect(new Set(words).size).toBe(3000);
    for (const word of words) expect(word).toBe(word.toLowerCase());
  });

  it('refuses a listed password in any letter case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('Trustno1')).toBe(true);
    expect(isCommonPassword(words.at(-1) ?? '')).toBe(true);
  });

  it('lets the seeded and test accounts keep their passwords', () => {
    for (const password of [
      'Admin@12345',
      'Demo@12345',
      'Secret@123',
      'Referrer@123',
      'Friend@1234',
      'Whatever@123',
      'Sh0rt!',
      'NoSpecial123',
      'password1!',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
