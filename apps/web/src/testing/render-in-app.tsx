import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CartProvider } from '@/lib/cart';
import { SessionProvider } from '@/lib/session';

interface AppOptions {
  /** Where the router stands (`/` unless given). */
  path?: string;
  /** The query client, when the test reads or seeds it; a new one otherwise. */
  queryClient?: QueryClient;
}

/** The providers the app gives every page (app/providers.tsx): queries, session, cart, router. */
export function appProviders({ path = '/', queryClient = new QueryClient() }: AppOptions = {}) {
  return function AppProviders({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <CartProvider>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </CartProvider>
        </SessionProvider>
      </QueryClientProvider>
    );
  };
}

/** Renders `ui` as a page of the app at `path`, with the app's providers around it. */
export function renderInApp(ui: ReactElement, options: AppOptions = {}) {
  return render(ui, { wrapper: appProviders(options) });
}
