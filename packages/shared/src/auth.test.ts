import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_MESSAGES } from './account-page-messages.js';
import {
  ZForgotPasswordForm,
  ZForgotPasswordRequest,
  ZLoginForm,
  ZLoginRequest,
  ZNotificationPreferences,
  ZRegisterRequest,
  ZRegisterStep1,
  ZRegisterStep2,
  ZResetPasswordForm,
  ZResetPasswordRequest,
  ZUpdateUserRequest,
} from './auth.js';
import { MESSAGES } from './messages.js';
import { ADDRESS } from './testing/customer.js';

const STEP1 = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'Asha.Rao@Example.in',
  phone: '9876543210',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('register step 1', () => {
  it('accepts a complete step and lower-cases the e-mail', () => {
    const result = ZRegisterStep1.parse(STEP1);
    expect(result.email).toBe('asha.rao@example.in');
  });

  it('says "Please fill in all required fields" for each empty field, and nothing else about it', () => {
    const result = ZRegisterStep1.safeParse({
      ...STEP1,
      firstName: '  ',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    });
    expect(messagesOf(result)).toEqual([
      MESSAGES.register.requiredFields,
      MESSAGES.register.requiredFields,
      MESSAGES.register.requiredFields,
      MESSAGES.register.requiredFields,
    ]);
  });

  it.each([
    ['email', 'asha@', MESSAGES.register.invalidEmail],
    ['phone', '98765', MESSAGES.register.invalidPhone],
    ['phone', '98765432101', MESSAGES.register.invalidPhone],
    ['phone', '98765-4321', MESSAGES.register.invalidPhone],
  ])('refuses %s %j with the spec message', (field, value, message) => {
    expect(messagesOf(ZRegisterStep1.safeParse({ ...STEP1, [field]: value }))).toEqual([message]);
  });

  it('refuses a weak password with the rule, and a different confirmation as a mismatch', () => {
    expect(
      messagesOf(ZRegisterStep1.safeParse({ ...STEP1, password: 'weak', confirmPassword: 'weak' })),
    ).toEqual([MESSAGES.register.passwordRule]);
    expect(
      messagesOf(ZRegisterStep1.safeParse({ ...STEP1, confirmPassword: 'Secret@124' })),
    ).toEqual([MESSAGES.register.passwordMismatch]);
  });

  it('reports a mismatch together with other mistakes', () => {
    const result = ZRegisterStep1.safeParse({ ...STEP1, phone: '1', confirmPassword: 'x' });
    expect(messagesOf(result)).toEqual([
      MESSAGES.register.invalidPhone,
      MESSAGES.register.passwordMismatch,
    ]);
  });
});

describe('register step 2', () => {
  it('needs every address field', () => {
    const result = ZRegisterStep2.safeParse({ ...ADDRESS, street: '', state: '', zipCode: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'street',
      'state',
      'zipCode',
    ]);
  });
});

describe('the register request', () => {
  const request = { ...STEP1, ...ADDRESS };

  it('drops a role or points sent along', () => {
    const parsed = ZRegisterRequest.parse({ ...request, role: 'admin', loyaltyPoints: 500 });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('loyaltyPoints');
  });

  it.each([
    [7, 7],
    ['12', 12],
    ['abc', null],
    [-3, null],
    [1.5, null],
    [{ id: 1 }, null],
    [undefined, null],
  ])('reads the referrer %j as %j', (referrerId, expected) => {
    expect(ZRegisterRequest.parse({ ...request, referrerId }).referrerId).toBe(expected);
  });
});

describe('login and profile requests', () => {
  it('matches the login e-mail without regard to case or spaces', () => {
    expect(ZLoginRequest.parse({ userName: ' Demo@FreshFold.in ', password: 'x' }).userName).toBe(
      'demo@freshfold.in',
    );
  });

  it('lets a profile update change only the listed fields', () => {
    const parsed = ZUpdateUserRequest.parse({
      firstName: 'A',
      lastName: 'B',
      phone: '9876543210',
      ...ADDRESS,
      email: 'other@example.in',
      role: 'admin',
      loyaltyPoints: 1000,
    });
    expect(Object.keys(parsed).sort()).toEqual(
      ['city', 'firstName', 'lastName', 'phone', 'state', 'street', 'zipCode'].sort(),
    );
  });
});

describe('the login and forgot-password forms', () => {
  it('ask for an e-mail, then for a well-formed one, then for the password', () => {
    expect(messagesOf(ZLoginForm.safeParse({ email: '', password: '' }))).toEqual([
      MESSAGES.account.emailRequired,
      MESSAGES.account.passwordRequired,
    ]);
    expect(messagesOf(ZForgotPasswordForm.safeParse({ email: 'someone@' }))).toEqual([
      MESSAGES.register.invalidEmail,
    ]);
    expect(ZLoginForm.safeParse({ email: 'a@b.in', password: 'x' }).success).toBe(true);
  });
});

describe('password reset and notification preference contracts', () => {
  it('takes a forgot-password address trimmed and lower-cased, and refuses a malformed one', () => {
    expect(ZForgotPasswordRequest.parse({ email: ' Asha@Example.IN ' })).toEqual({
      email: 'asha@example.in',
    });
    expect(ZForgotPasswordRequest.safeParse({ email: 'asha@' }).success).toBe(false);
  });

  it('needs a token and a new password under the password rule to reset', () => {
    expect(ZResetPasswordRequest.parse({ token: ' t0ken ', password: 'Marigold#Press42' })).toEqual(
      { token: 't0ken', password: 'Marigold#Press42' },
    );
    const noToken = ZResetPasswordRequest.safeParse({ token: '  ', password: 'Marigold#Press42' });
    expect(noToken.error?.issues[0]?.message).toBe(ACCOUNT_PAGE_MESSAGES.passwordReset.linkInvalid);
    const weak = ZResetPasswordRequest.safeParse({ token: 't', password: 'password' });
    expect(weak.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: MESSAGES.register.passwordRule,
    });
  });

  it('reports a confirmation that differs beside a password that breaks the rule', () => {
    const result = ZResetPasswordForm.safeParse({ password: 'short', confirmPassword: 'other' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.register.passwordRule,
      MESSAGES.register.passwordMismatch,
    ]);
  });

  it('needs all three channels as booleans', () => {
    expect(ZNotificationPreferences.parse({ email: true, whatsapp: false, sms: true })).toEqual({
      email: true,
      whatsapp: false,
      sms: true,
    });
    expect(ZNotificationPreferences.safeParse({ email: true, whatsapp: 'yes' }).success).toBe(
      false,
    );
  });
});
