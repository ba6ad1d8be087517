import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { CartProvider } from '@/features/cart/cart-provider';
import { SessionProvider } from '@/features/session/session-provider';
import { ApiError } from '@/lib/api-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // Client errors will not fix themselves on a retry.
            retry: (count, error) =>
              !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
              count < 2,
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          {children}
          <Toaster
            position="bottom-right"
            duration={4000}
            visibleToasts={3}
            richColors
            closeButton
          />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
