import type { TUserResponse } from './auth.js';

const TEXT_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'phone',
  'street',
  'city',
  'state',
  'zipCode',
  'createdDate',
] as const satisfies readonly (keyof TUserResponse)[];

/**
 * True when a value read back from the browser's storage still has the shape of
 * `ZUserResponse`. Written without zod on purpose: the session is restored on every page,
 * the Home page included, whose JavaScript must stay small (a test keeps it in step with the
 * schema).
 */
export function isStoredUser(value: unknown): value is TUserResponse {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    Number.isInteger(user.id) &&
    Number.isInteger(user.loyaltyPoints) &&
    (user.role === 'user' || user.role === 'staff' || user.role === 'admin') &&
    TEXT_FIELDS.every((field) => typeof user[field] === 'string')
  );
}
