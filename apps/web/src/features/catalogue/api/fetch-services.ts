import { fallbackServices, type TService } from '@freshfold/shared';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

/** The spec's budget for the services call before the built-in catalogue is shown. */
export const SERVICES_TIMEOUT_MS = 1000;

/** How long a live catalogue is used before it is fetched again. */
export const STALE_MS = 5 * 60 * 1000;

/** How soon a fallback answer is retried, so live prices replace it once the API answers. */
export const FALLBACK_RETRY_MS = 30_000;

export interface Catalogue {
  services: TService[];
  /** True when the live call failed or was too slow and the built-in list is shown. */
  isFallback: boolean;
}

/** The last live answer, shared by Home (which has no query cache) and the query cache. */
let latest: { catalogue: Catalogue; at: number } | null = null;

/** The last live catalogue while it is fresh. */
export function freshLatest(): Catalogue | undefined {
  return latest && Date.now() - latest.at < STALE_MS ? latest.catalogue : undefined;
}

/**
 * The id of the `<script type="application/json">` block in which the server sends the
 * catalogue it rendered `/order` and `/services` with (apps/server/src/plugins/spa.ts).
 */
export const CATALOGUE_DATA_ID = 'catalogue-data';

/**
 * Takes a live catalogue received some other way than the call (in the page's HTML, or the one
 * the server renders with) as the latest answer, so the first render shows it.
 */
export function seedCatalogue(services: TService[] | null): void {
  latest = services ? { catalogue: { services, isFallback: false }, at: Date.now() } : null;
}

/**
 * Seeds the catalogue from the page's data block, if the server sent one: the page was rendered
 * with it, so hydration must render with it too. It is the server's own answer to the call,
 * already checked against the contract there, so it is not parsed with zod again here (that
 * would load the contract before hydrating).
 */
export function seedCatalogueFromPage(): void {
  const block = document.getElementById(CATALOGUE_DATA_ID);
  if (!block?.textContent) return;
  try {
    seedCatalogue(JSON.parse(block.textContent) as TService[]);
  } catch {
    // Unreadable: the page is rendered again on the client, which fetches the catalogue.
  }
}

/** When that answer was received. */
export function latestAt(): number | undefined {
  return latest?.at;
}

/**
 * `GET /api/services/getAllService`, raced against one second. On a timeout or a failure the
 * built-in catalogue is used silently, so a customer on a slow connection still sees prices.
 */
export async function getServices(): Promise<Catalogue> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVICES_TIMEOUT_MS);
  try {
    // The contract (and zod with it) loads beside the call, not with the Home page.
    const [data, { ZGetAllServicesResponse }] = await Promise.all([
      api<unknown>('/services/getAllService', { signal: controller.signal }),
      import('@freshfold/shared/services'),
    ]);
    const catalogue = { services: ZGetAllServicesResponse.parse(data), isFallback: false };
    latest = { catalogue, at: Date.now() };
    return catalogue;
  } catch {
    return { services: fallbackServices(), isFallback: true };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The catalogue for the Home page, which does without TanStack Query to keep its bundle small
 * (this file must not import it: a module shared with Home is part of Home's bundle).
 * Pending on the first render (in the prerendered HTML and while hydrating alike); a fallback
 * answer is fetched again after 30 s, as the query does, and at once by `retry`.
 */
export function useCatalogue(): {
  data: Catalogue | undefined;
  isPending: boolean;
  retry: () => void;
} {
  const [data, setData] = useState<Catalogue | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const fetchCatalogue = () => {
      const fresh = freshLatest();
      void (fresh ? Promise.resolve(fresh) : getServices()).then((catalogue) => {
        if (!live) return;
        setData(catalogue);
        if (catalogue.isFallback) timer = window.setTimeout(fetchCatalogue, FALLBACK_RETRY_MS);
      });
    };
    fetchCatalogue();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setData(undefined);
    setAttempt((count) => count + 1);
  }, []);
  return { data, isPending: data === undefined, retry };
}
