import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZChangePasswordForm, ZRegisterStep1 } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { refusingCommonPasswords } from './common-password';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('refusingCommonPasswords', () => {
  const register = refusingCommonPasswords(zodResolver(ZRegisterStep1), 'password');
  const person = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    phone: '9876543210',
  };

  it('refuses a common password in any case, before the character rule', async () => {
    for (const password of ['qwertyuiop', 'QWERTYUIOP', 'Password']) {
      const result = await register(
        { ...person, password, confirmPassword: password },
        undefined,
        options,
      );
      expect(result.errors.password?.message, password).toBe(MESSAGES.register.commonPassword);
    }
  });

  it('keeps the other fields’ messages and lets a good password through', async () => {
    const mixed = await register(
      { ...person, phone: '123', password: 'trustno1', confirmPassword: 'trustno1' },
      undefined,
      options,
    );
    expect(mixed.errors.phone?.message).toBe(MESSAGES.register.invalidPhone);
    expect(mixed.errors.password?.message).toBe(MESSAGES.register.commonPassword);

    const good = await register(
      { ...person, password: 'Secret@123', confirmPassword: 'Secret@123' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
  });

  it('checks the new password of the change-password form', async () => {
    const change = refusingCommonPasswords(zodResolver(ZChangePasswordForm), 'newPassword');
    const result = await change(
      { currentPassword: 'Secret@123', newPassword: 'Dragon', confirmPassword: 'Dragon' },
      undefined,
      options,
    );
    expect(result.errors.newPassword?.message).toBe(MESSAGES.register.commonPassword);
  });
});
