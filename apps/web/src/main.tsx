import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes, lazyPageFor } from '@/app/router';
import { seedCatalogueFromPage } from '@/features/catalogue/api/fetch-services';

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

// React DOM is a module of its own, fetched beside this one (boot.ts) and evaluated in a task
// of its own: evaluating both in one would make one long task of the two.
const reactDom = import('react-dom/client');

if (root.hasChildNodes()) {
  // A page prerendered at build time (src/entry-server.tsx): its code is fetched first, so
  // that hydration finds the page as the HTML shows it instead of the loading fallback. A page
  // the server rendered with the catalogue carries it, and hydrates with it.
  seedCatalogueFromPage();
  const page = lazyPageFor(window.location.pathname);
  void Promise.all([reactDom, page?.preload()]).then(([{ hydrateRoot }]) =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  void reactDom.then(({ createRoot }) => createRoot(root).render(app));
}
