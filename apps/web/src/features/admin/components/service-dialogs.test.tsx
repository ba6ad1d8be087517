import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { ServiceDialog } from './service-dialogs';

describe("the dashboard's service dialog", () => {
  it('says why a description the shared contract refuses is not saved, and sends nothing', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <ServiceDialog state={{ mode: 'add' }} onClose={() => undefined} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Service Name'), { target: { value: 'Shoe care' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Description is too long.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
