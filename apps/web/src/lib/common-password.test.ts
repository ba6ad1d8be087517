import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZChangePasswordForm, ZRegisterStep1 } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { isEasilyGuessedPassword, refusingGuessedPasswords } from './common-password';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('refusingGuessedPasswords', () => {
  const register = refusingGuessedPasswords(zodResolver(ZRegisterStep1), 'password', (values) => ({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
  }));
  const person = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.in',
    phone: '9876543210',
  };
  const withPassword = (password: string) =>
    register({ ...person, password, confirmPassword: password }, undefined, options);

  it('refuses a common password that passes the character rule, as the server does', async () => {
    for (const password of ['Password1!', 'P@ssw0rd', 'Welcome@123', 'Freshfold@123']) {
      const result = await withPassword(password);
      expect(result.errors.password?.message, password).toBe(MESSAGES.register.commonPassword);
    }
  });

  it("refuses the person's own name or e-mail as typed in the same form", async () => {
    const result = await withPassword('AshaRao@2025');
    expect(result.errors.password?.message).toBe(MESSAGES.register.commonPassword);
    expect(await isEasilyGuessedPassword('AshaRao@2025')).toBe(false);
  });

  it('reports the character rule first, keeps the other messages, lets a good one through', async () => {
    const weak = await withPassword('qwertyuiop');
    expect(weak.errors.password?.message).toBe(MESSAGES.register.passwordRule);

    const mixed = await register(
      { ...person, phone: '123', password: 'Password1!', confirmPassword: 'Password1!' },
      undefined,
      options,
    );
    expect(mixed.errors.phone?.message).toBe(MESSAGES.register.invalidPhone);
    expect(mixed.errors.password?.message).toBe(MESSAGES.register.commonPassword);

    expect((await withPassword('Secret#Garden42')).errors).toEqual({});
  });

  it("checks the change-password form's new password against the signed-in user", async () => {
    const change = refusingGuessedPasswords(
      zodResolver(ZChangePasswordForm),
      'newPassword',
      () => ({
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha.rao@example.in',
      }),
    );
    for (const newPassword of ['Dragon@2024', 'Rao#Asha99']) {
      const result = await change(
        { currentPassword: 'Secret#Garden42', newPassword, confirmPassword: newPassword },
        undefined,
        options,
      );
      expect(result.errors.newPassword?.message, newPassword).toBe(
        MESSAGES.register.commonPassword,
      );
    }
  });
});
