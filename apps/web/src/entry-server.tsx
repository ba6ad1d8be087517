import type { TService } from '@freshfold/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes, lazyPageFor } from '@/app/router';
import { CATALOGUE_DATA_ID, seedCatalogue } from '@/features/catalogue/api/fetch-services';
import { queryClient } from '@/lib/query-client';

export { CATALOGUE_DATA_ID };

/**
 * The public pages rendered to HTML at build time (scripts/prerender.mjs), so that a visitor
 * sees them before any script runs. Each renders as a guest with an empty cart and the
 * catalogue loading: what the client's first render shows too, so hydration matches. Pages
 * built around a form (contact, login) are left to the client: a form shown before its script
 * runs would submit natively.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/services',
  '/order',
  '/cart',
  '/about',
  '/referral-how-it-works',
  '/privacypolicy',
  '/refundpolicy',
  '/termsandconditions',
] as const;

/**
 * The pages that show the catalogue. The server renders them again with its catalogue
 * (apps/server/src/plugins/spa.ts), once per catalogue version, and sends that catalogue in the
 * page so the client hydrates with the same one; their build-time copies (the loading state)
 * are what a server without this bundle sends.
 */
export const CATALOGUE_PATHS = ['/services', '/order'] as const;

/**
 * The markup of `#root` for one path, as main.tsx renders it on the client, with the catalogue
 * if one is given (the loading state otherwise). The page's code is loaded first, so nothing
 * suspends: renderToString then writes the whole page and no script (the streaming renderers
 * add inline scripts, which the CSP refuses).
 */
export async function render(path: string, services?: TService[]): Promise<string> {
  await lazyPageFor(path)?.preload();
  // From here to the end of renderToString nothing awaits, so no other render can come in
  // between: the query cache and the latest catalogue are this render's.
  queryClient.clear();
  seedCatalogue(services ?? null);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <Providers>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
}
