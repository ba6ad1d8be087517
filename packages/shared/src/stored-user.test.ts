import { describe, expect, it } from 'vitest';
import { ZUserResponse } from './auth.js';
import { isStoredUser } from './stored-user.js';
import { ADDRESS } from './testing/customer.js';

const user = {
  id: 7,
  username: 'asha@example.in',
  email: 'asha@example.in',
  role: 'user',
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876501234',
  ...ADDRESS,
  loyaltyPoints: 100,
  createdDate: '2026-11-22T10:00:00.000Z',
};

describe('a stored user', () => {
  it('is accepted exactly when the API contract accepts it', () => {
    const variants: unknown[] = [
      user,
      { ...user, role: 'admin' },
      { ...user, role: 'owner' },
      { ...user, id: '7' },
      { ...user, id: 7.5 },
      { ...user, loyaltyPoints: null },
      { ...user, email: undefined },
      { ...user, createdDate: 5 },
      ...Object.keys(user).map((key) => ({ ...user, [key]: undefined })),
      null,
      'asha',
      [],
    ];
    for (const value of variants) {
      expect(isStoredUser(value), JSON.stringify(value)).toBe(
        ZUserResponse.safeParse(value).success,
      );
    }
  });
});
