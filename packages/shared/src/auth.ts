import { MAX_ID } from './common.js';
import './zod-config.js';
import { z } from 'zod';
import { ACCOUNT_PAGE_MESSAGES } from './account-page-messages.js';
import { MESSAGES } from './messages.js';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './rules/password.js';
import { ZPinCode } from './service-area.js';

const REQUIRED = MESSAGES.register.requiredFields;
const NAME_MAX = 100;
const ADDRESS_MAX = 200;
const EMAIL_MAX = 254;

/**
 * A required text field: trimmed, and "Please fill in all required fields" when empty or
 * missing, so the form and the server speak the spec's one message for it.
 */
function requiredText(label: string, max: number) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { message: REQUIRED, abort: true })
    .max(max, MESSAGES.register.tooLong(label, max));
}

/** An e-mail address, trimmed and lower-cased: addresses are one account whatever their case. */
export const ZEmail = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { message: REQUIRED, abort: true })
  .max(EMAIL_MAX, { message: MESSAGES.register.invalidEmail, abort: true })
  .pipe(z.email(MESSAGES.register.invalidEmail))
  .transform((email) => email.toLowerCase());

/** A phone number: exactly 10 digits (spec section 5). */
export const ZPhone = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { message: REQUIRED, abort: true })
  .regex(/^\d{10}$/, MESSAGES.register.invalidPhone);

/** A new password: the shared password rule (rules/password.ts). Never trimmed. */
export const ZNewPassword = z
  .string({ error: REQUIRED })
  .min(1, { message: REQUIRED, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: MESSAGES.register.passwordTooLong, abort: true })
  .refine(isStrongPassword, MESSAGES.register.passwordRule);

/** The name fields, the same on register, profile edit and the admin's user edit. */
const nameFields = {
  firstName: requiredText('First name', NAME_MAX),
  lastName: requiredText('Last name', NAME_MAX),
};

/** The address fields: register step 2, profile edit and the admin's user edit. */
const addressFields = {
  street: requiredText('Street address', ADDRESS_MAX),
  city: requiredText('City', NAME_MAX),
  state: requiredText('State', NAME_MAX),
  zipCode: ZPinCode,
};

/**
 * The referrer of `/register?ref={userId}`. Anything that is not a positive whole number reads
 * as "no referrer": a mangled link must never stop a friend from signing up.
 */
export const ZReferrerId = z
  .unknown()
  .optional()
  .transform((value): number | null => {
    const id =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
          ? Number(value)
          : Number.NaN;
    return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
  });

/** `POST /api/auth/login`. `userName` is the e-mail address, matched without regard to case. */
export const ZLoginRequest = z.object({
  userName: z
    .string({ error: MESSAGES.account.loginRequired })
    .trim()
    .min(1, MESSAGES.account.loginRequired)
    .max(EMAIL_MAX, MESSAGES.account.invalidCredentials)
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: MESSAGES.account.loginRequired })
    .min(1, MESSAGES.account.loginRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.account.invalidCredentials),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** An e-mail field where the spec gives no "required fields" wording (login, forgot password). */
const ZEmailEntry = z
  .string({ error: MESSAGES.account.emailRequired })
  .trim()
  .min(1, { message: MESSAGES.account.emailRequired, abort: true })
  .max(EMAIL_MAX, { message: MESSAGES.register.invalidEmail, abort: true })
  .pipe(z.email(MESSAGES.register.invalidEmail));

/** The login form: e-mail and password, checked before the request is sent. */
export const ZLoginForm = z.object({
  email: ZEmailEntry,
  password: z
    .string({ error: MESSAGES.account.passwordRequired })
    .min(1, MESSAGES.account.passwordRequired),
});
export type TLoginForm = z.input<typeof ZLoginForm>;

/** The forgot-password form: an e-mail address, required and well formed. */
export const ZForgotPasswordForm = z.object({ email: ZEmailEntry });
export type TForgotPasswordForm = z.input<typeof ZForgotPasswordForm>;

/**
 * `POST /api/auth/register`: the spec's registration payload. `userName` is the e-mail again
 * (accepted and ignored: the e-mail is the username). A role or points sent along are dropped.
 */
export const ZRegisterRequest = z.object({
  ...nameFields,
  email: ZEmail,
  phone: ZPhone,
  ...addressFields,
  userName: z.string().max(EMAIL_MAX).optional(),
  password: ZNewPassword,
  referrerId: ZReferrerId,
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/**
 * The password's confirmation must match ('Passwords do not match'). The mismatch is reported
 * beside the other mistakes (a password that breaks the rule, an empty field), not only once
 * they are fixed.
 */
function withMatchingConfirmation<
  T extends z.ZodType<{ password: string; confirmPassword: string }>,
>(form: T): T {
  return form.refine((values) => values.password === values.confirmPassword, {
    message: MESSAGES.register.passwordMismatch,
    path: ['confirmPassword'],
    when: ({ value }) => {
      const values = value as { password?: unknown; confirmPassword?: unknown };
      return typeof values.password === 'string' && typeof values.confirmPassword === 'string';
    },
  });
}

/**
 * Register step 1 as the form checks it: the same field rules plus the confirmation, which
 * must match ('Passwords do not match').
 */
export const ZRegisterStep1 = withMatchingConfirmation(
  z.object({
    ...nameFields,
    email: ZEmail,
    phone: ZPhone,
    password: ZNewPassword,
    confirmPassword: z.string(),
  }),
);
export type TRegisterStep1 = z.input<typeof ZRegisterStep1>;

/** Register step 2: the pickup address, every field required. */
export const ZRegisterStep2 = z.object(addressFields);
export type TRegisterStep2 = z.input<typeof ZRegisterStep2>;

/**
 * `POST /api/auth/updateUser/{id}`: the fields a customer (or an admin for them) may change.
 * E-mail, role and loyalty points are not among them; other keys are dropped.
 */
export const ZUpdateUserRequest = z.object({
  ...nameFields,
  phone: ZPhone,
  ...addressFields,
});
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/**
 * `POST /api/auth/change-password`: the signed-in user's new password, with the current one
 * as proof that the person at the keyboard owns the account. The answer is a fresh token: every
 * other session of the account ends.
 */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: MESSAGES.account.currentPasswordRequired })
    .min(1, MESSAGES.account.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.account.currentPasswordWrong),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** The change-password form: the request plus a confirmation that must match. */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({
  confirmPassword: z.string(),
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: MESSAGES.register.passwordMismatch,
  path: ['confirmPassword'],
});
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

/**
 * `user` is a customer; `staff` run the day (board, orders, intake, tags, messages); `admin`
 * does everything, including users and roles, prices, vouchers, slots and closures.
 */
export const USER_ROLES = ['user', 'staff', 'admin'] as const;
export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;

/** How the dashboard names each role. */
export const USER_ROLE_LABELS: Record<TUserRole, string> = {
  user: 'Customer',
  staff: 'Staff',
  admin: 'Admin',
};

/** Staff and admins: who may use the shop's daily tools. */
export function isShopRole(role: TUserRole): boolean {
  return role === 'staff' || role === 'admin';
}

/** A user's name, phone and pickup address as the API answers them, to the user and to the shop. */
export const ZUserProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

const PROFILE_KEYS = ZUserProfile.keyof().options;

/** The profile fields of a user (or of any record holding them), alone: what a profile form starts from. */
export function userProfile(user: TUserProfile): TUserProfile {
  return Object.fromEntries(PROFILE_KEYS.map((key) => [key, user[key]])) as TUserProfile;
}

/**
 * A user as the API answers it (login, register, me, update). `username` is the e-mail.
 * The password hash never leaves the server.
 */
export const ZUserResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: ZUserRole,
  ...ZUserProfile.shape,
  loyaltyPoints: z.number().int(),
  /** When the account was created (ISO-8601 UTC). */
  createdDate: z.string(),
});
export type TUserResponse = z.infer<typeof ZUserResponse>;

/** Login and register: the user, signed in, with the bearer token to send from now on. */
export const ZAuthResponse = ZUserResponse.extend({ token: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/**
 * `POST /api/auth/forgot-password`: the address to send a reset link to. The answer is 202
 * whether or not an account has it, so the page tells nobody which addresses are customers.
 */
export const ZForgotPasswordRequest = z.object({
  email: ZEmailEntry.transform((email) => email.toLowerCase()),
});
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

/**
 * `POST /api/auth/reset-password`: the token from the e-mailed link and the new password, under
 * the password rule of register and change-password. 200 once reset (every earlier session of
 * the account ends); 400 when the token is unknown, spent or past its 30 minutes.
 */
export const ZResetPasswordRequest = z.object({
  token: z
    .string({ error: ACCOUNT_PAGE_MESSAGES.passwordReset.linkInvalid })
    .trim()
    .min(1, ACCOUNT_PAGE_MESSAGES.passwordReset.linkInvalid)
    .max(512, ACCOUNT_PAGE_MESSAGES.passwordReset.linkInvalid),
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** The reset-password form: the new password and its confirmation, which must match. */
export const ZResetPasswordForm = withMatchingConfirmation(
  z.object({ password: ZNewPassword, confirmPassword: z.string() }),
);
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

/**
 * `GET` / `PUT /api/auth/notification-preferences`: the channels a customer is told about their
 * orders on. E-mail is on by default; WhatsApp and SMS only once the customer opts in.
 * Transactional messages only (decisions, "Roles and notifications").
 */
export const ZNotificationPreferences = z.object({
  email: z.boolean(),
  whatsapp: z.boolean(),
  sms: z.boolean(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** An account's channels before the customer has chosen any. */
export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  email: true,
  whatsapp: false,
  sms: false,
};
