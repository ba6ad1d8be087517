import { screen } from '@testing-library/react';

import { describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/lib/storage';
import { renderInApp } from '@/testing/render-in-app';
import { ProfilePage } from './profile';

const USER = {
  id: 5,
  username: 'asha',
  email: 'asha@example.com',
  role: 'user',
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  loyaltyPoints: 0,
  createdDate: '2026-01-05T05:30:00.000Z',
};

describe('profile page', () => {
  // Without a column template the one column is as wide as its widest content: an order's
  // lines (a table at least 28rem wide) would widen the whole page on a 390px phone.
  it('lays its sections in a column that may be narrower than their content on a phone', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'token');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderInApp(<ProfilePage />, { path: '/profile' });
    // The grid of the tabs and, beside them, the account summary.
    const grid = screen.getByRole('complementary').parentElement;
    expect(grid?.className.split(' ')).toContain('grid-cols-[minmax(0,1fr)]');
    expect(grid?.className.split(' ')).toContain('lg:grid-cols-3');
  });
});
