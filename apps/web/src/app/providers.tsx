import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CartProvider } from '@/lib/cart';
import { SessionProvider } from '@/lib/session';
import { loadSonner } from '@/lib/toast';

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/**
 * The toasts' container, mounted once the page is running: it is not part of the prerendered
 * HTML (nothing to show there), and its code stays out of the first bundle.
 */
function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" duration={4000} visibleToasts={3} richColors closeButton />
    </Suspense>
  );
}

/**
 * The app-wide state: session, cart and toasts. The query cache is given to each lazy page with
 * its code (app/query-provider.tsx): Home does not use it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <CartProvider>
        {children}
        <Toasts />
      </CartProvider>
    </SessionProvider>
  );
}
