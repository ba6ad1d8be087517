import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
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
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  // Without a column template the one column is as wide as its widest content: an order's
  // lines (a table at least 28rem wide) would widen the whole page on a 390px phone.
  it('lays its sections in a column that may be narrower than their content on a phone', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'token');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/profile']}>
            <ProfilePage />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    // The grid of the tabs and, beside them, the account summary.
    const grid = screen.getByRole('complementary').parentElement;
    expect(grid?.className.split(' ')).toContain('grid-cols-[minmax(0,1fr)]');
    expect(grid?.className.split(' ')).toContain('lg:grid-cols-3');
  });
});
