import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageReady } from '../page-ready';
import { Footer } from './footer';
import { Header } from './header';

/** Every route change starts at the top of the page, unless it targets an anchor. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span className="text-muted">Loading…</span>
    </div>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
