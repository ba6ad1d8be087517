import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_DATA } from './common-passwords-data.js';
import { isEasilyGuessedPassword } from './common-passwords.js';
import { guessingForms } from './rules/password-guessing.js';
import { isStrongPassword } from './rules/password.js';

describe('easily guessed passwords', () => {
  const forms = COMMON_PASSWORDS_DATA.split(' ');

  it('stores the list in the forms it is matched in, sorted and distinct', () => {
    expect(forms.length).toBeGreaterThan(14_000);
    expect(new Set(forms).size).toBe(forms.length);
    expect([...forms].sort()).toEqual(forms);
    for (const form of forms.slice(0, 500)) expect(guessingForms(form)).toContain(form);
  });

  it('refuses common passwords dressed up to pass the character rule', () => {
    for (const password of [
      'P@ssw0rd',
      'Password1!',
      'Welcome@123',
      'Admin@12345',
      'Demo@12345',
      'Qwerty@2468',
      'Iloveyou#2024',
      '!!Summer2024',
      'Pass@word1',
      'P@$$-w0rd9',
    ]) {
      expect(isStrongPassword(password), password).toBe(true);
      expect(isEasilyGuessedPassword(password), password).toBe(true);
    }
  });

  it('refuses a single English word, a repeat, a run and two letters among digits', () => {
    for (const password of ['Laundry@2024', 'Aaaaaa1!', 'Abcdef@12', 'Zyxwvu!9', 'Ab@123456']) {
      expect(isStrongPassword(password), password).toBe(true);
      expect(isEasilyGuessedPassword(password), password).toBe(true);
    }
  });

  it("refuses the shop's name and city, and the owner's own name and e-mail", () => {
    expect(isEasilyGuessedPassword('Freshfold@123')).toBe(true);
    expect(isEasilyGuessedPassword('FreshFold#Blue1')).toBe(true);
    expect(isEasilyGuessedPassword('Bengaluru@2024')).toBe(true);

    const asha = { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' };
    const meera = { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' };
    for (const password of ['Asha.Rao2025!', 'Rao#Asha99', 'AshaRao@1']) {
      expect(isEasilyGuessedPassword(password, asha), password).toBe(true);
      expect(isEasilyGuessedPassword(password, meera), password).toBe(false);
    }
    // Their name inside a password that is strong without it is fine.
    expect(isEasilyGuessedPassword('Asha#Monsoon-Dhobi4', asha)).toBe(false);
  });

  it('lets the seeded and test accounts keep their passwords', () => {
    const shopAdmin = { firstName: 'Shop', lastName: 'Admin', email: 'admin@freshfold.in' };
    for (const password of [
      'Ledger#Counter26',
      'Saree#Pickup24',
      'Secret#Garden42',
      'Tulsi#Garden24',
      'Friend#Pulao24',
      'Whatever#Chai9',
      'Given#Kite2468',
      'Fresh#Linen4567',
      'Fresh@Start2026',
      'Mango#Lassi2468',
      'Xq7#mP2!zR',
    ]) {
      expect(isStrongPassword(password), password).toBe(true);
      expect(isEasilyGuessedPassword(password, shopAdmin), password).toBe(false);
    }
  });
});
