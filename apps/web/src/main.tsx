import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes, lazyPageFor } from '@/app/router';
import { seedCatalogueFromPage } from '@/features/catalogue/api/fetch-services';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

if (root.hasChildNodes()) {
  // A page prerendered at build time (src/entry-server.tsx): its code is fetched first, so
  // that hydration finds the page as the HTML shows it instead of the loading fallback. A page
  // the server rendered with the catalogue carries it, and hydrates with it.
  seedCatalogueFromPage();
  const page = lazyPageFor(window.location.pathname);
  void (page ? page.preload() : Promise.resolve()).finally(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  createRoot(root).render(app);
}
