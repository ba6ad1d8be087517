import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CatalogueCache } from '../modules/catalogue/catalogue-cache.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the web app's SSR build (apps/web/src/entry-server.tsx) gives the server. */
export interface PageRenderer {
  /** The paths rendered with the catalogue, lower case, without a trailing slash. */
  CATALOGUE_PATHS: readonly string[];
  /** The id of the JSON data block the client seeds its catalogue from. */
  CATALOGUE_DATA_ID: string;
  /** The markup of `#root` for a path, rendered with the given catalogue. */
  render(path: string, services: unknown): Promise<string>;
}

/**
 * Loads the SSR build that sits beside the web build (`apps/web/dist-ssr` beside
 * `apps/web/dist`), if there is one. It is imported only here, at run time and by its path, so
 * the server builds, starts and runs its tests without it; without it, the pages it would
 * render are sent as prerendered at build time.
 */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (
    !Array.isArray(bundle.CATALOGUE_PATHS) ||
    typeof bundle.CATALOGUE_DATA_ID !== 'string' ||
    typeof bundle.render !== 'function'
  ) {
    return null;
  }
  return bundle as PageRenderer;
}

/** One rendered page, kept until the catalogue changes. */
export interface RenderedPage {
  /** The catalogue's ETag the page was rendered from. */
  catalogueEtag: string;
  etag: string;
  html: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

const ROOT = '<div id="root"></div>';

/**
 * A catalogue as a JSON data block. `<` is written as `\u003c` (the same string to JSON.parse),
 * so no text in the catalogue can close the script element or open a comment in it. The block
 * is data, not a script: the browser does not run it, and the CSP (no inline script) allows it.
 */
export function catalogueDataBlock(id: string, catalogueJson: string): string {
  return `<script type="application/json" id="${id}">${catalogueJson.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The catalogue pages (`/order`, `/services`) rendered by the server with the catalogue it keeps
 * in memory, so their HTML shows the items and prices before any script runs. Each page is
 * rendered, compressed and ETagged once per catalogue version and then served from memory: a
 * request costs the catalogue's version check (see catalogue-cache.ts) and a map lookup. The
 * catalogue goes into the page as a data block, from which the client seeds its query before
 * hydrating, so hydration renders what the server rendered.
 */
export function createCataloguePages(options: {
  renderer: PageRenderer;
  /** The built index.html with an empty `#root`. */
  shell: string;
  catalogue: CatalogueCache;
}) {
  const { renderer, shell, catalogue } = options;
  if (!shell.includes(ROOT)) throw new Error(`the web app's shell has no ${ROOT}`);
  const paths = new Set(renderer.CATALOGUE_PATHS);
  const rendered = new Map<string, RenderedPage>();
  const pending = new Map<string, Promise<RenderedPage>>();
  /** The catalogue's ETag as last read: a render of an older catalogue that ends late is not kept. */
  let currentEtag = '';

  async function renderPage(path: string, catalogueEtag: string, body: string) {
    const markup = await renderer.render(path, JSON.parse(body));
    const html = Buffer.from(
      shell.replace(
        ROOT,
        `<div id="root">${markup}</div>${catalogueDataBlock(renderer.CATALOGUE_DATA_ID, body)}`,
      ),
    );
    const [brotli, gzipped] = await Promise.all([
      brotliAsync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzipAsync(html, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const page: RenderedPage = {
      catalogueEtag,
      // Weak: the same page whatever the encoding it travels in.
      etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
      html,
      brotli,
      gzip: gzipped,
    };
    if (catalogueEtag === currentEtag) rendered.set(path, page);
    return page;
  }

  return {
    /** Whether a path (lower case, no trailing slash) is rendered here. */
    has(path: string): boolean {
      return paths.has(path);
    },
    /** The page for the current catalogue, rendered if the catalogue changed since the last. */
    async get(path: string): Promise<RenderedPage> {
      const current = await catalogue.get();
      currentEtag = current.etag;
      const page = rendered.get(path);
      if (page?.catalogueEtag === current.etag) return page;
      // Requests that arrive during a render share it.
      const key = `${path} ${current.etag}`;
      let render = pending.get(key);
      if (!render) {
        render = renderPage(path, current.etag, current.body).finally(() => pending.delete(key));
        pending.set(key, render);
      }
      return render;
    },
  };
}

export type CataloguePages = ReturnType<typeof createCataloguePages>;
