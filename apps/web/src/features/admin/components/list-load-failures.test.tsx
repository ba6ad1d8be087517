import { ADMIN_MESSAGES } from '@freshfold/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { ClosuresTab } from './closures-tab';
import { UsersTab } from './users-tab';

/** A tab on a dashboard whose every call fails, each failure final (no retries). */
function renderFailing(tab: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{tab}</SessionProvider>
    </QueryClientProvider>,
  );
}

describe('a dashboard list that cannot be loaded', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Down' }), { status: 500 })),
    );
  });

  it('says so on the Users tab, rather than showing an empty table', async () => {
    renderFailing(<UsersTab />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await screen.findByText(ADMIN_MESSAGES.loadFailed)).toBeTruthy();
    expect(table.textContent).toContain(ADMIN_MESSAGES.loadFailed);
  });

  it('says so on the Closures tab, rather than reading as no closures', async () => {
    renderFailing(<ClosuresTab />);
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.loadFailed);
    expect(screen.queryByText(ADMIN_MESSAGES.noClosures)).toBeNull();
  });
});
