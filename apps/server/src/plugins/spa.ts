import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCataloguePages, loadPageRenderer, type CataloguePages } from './catalogue-pages.js';

/**
 * The pages the web build prerendered (apps/web/scripts/prerender.mjs): Home as index.html,
 * every other one as <path>/index.html, each answered by its lower-case path. The shell with
 * an empty page, for every other path, is spa.html; a build without prerendered pages has
 * only index.html, which is then the shell.
 */
function findPages(root: string): { pages: Map<string, string>; shell: string } {
  const pages = new Map<string, string>();
  const shell = existsSync(join(root, 'spa.html')) ? 'spa.html' : 'index.html';
  if (shell === 'spa.html') pages.set('/', 'index.html');
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(root, entry.name, 'index.html'))) {
      pages.set(`/${entry.name.toLowerCase()}`, `${entry.name}/index.html`);
    }
  }
  return { pages, shell };
}

/**
 * The path without its trailing slashes, found by one loop from the end. A pattern such as
 * `/\/+$/` retries from every slash of a run that does not end the path, so a request for
 * thousands of slashes and a letter held the event loop for a time quadratic in its length.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, prerendered
 * pages at their paths (matched as the client router does: without regard to case or a
 * trailing slash), and every other non-API path answered with the shell so the client router
 * can show the page (or its 404 page). The catalogue pages are rendered with the live catalogue
 * when the SSR build is there (catalogue-pages.ts), and sent as prerendered otherwise. Unknown
 * `/api/*` paths get a JSON 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { root: string | null }) => {
  const { root } = options;
  const { pages, shell } = root ? findPages(root) : { pages: new Map<string, string>(), shell: '' };
  let cataloguePages: CataloguePages | null = null;
  if (root && shell === 'spa.html') {
    // Optional: without it (or if it fails to load), the pages prerendered at build time serve.
    const renderer = await loadPageRenderer(root).catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'the web app server renderer failed to load: serving the prerendered pages',
      );
      return null;
    });
    if (renderer) {
      cataloguePages = createCataloguePages({
        renderer,
        shell: readFileSync(join(root, shell), 'utf8'),
        catalogue: app.catalogue,
      });
    }
  }
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(response, path) {
        response.setHeader(
          'cache-control',
          path.includes(`${join('assets')}/`) || path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsApi = path === '/api' || path.startsWith('/api/');
    if (wantsApi || !root || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ message: `${API_MESSAGES.server.notFound}: ${request.method} ${path}` });
    }
    const pagePath = withoutTrailingSlashes(path).toLowerCase() || '/';
    const rendered = cataloguePages?.has(pagePath)
      ? await cataloguePages.get(pagePath).catch((error: unknown) => {
          // The page as prerendered at build time still works: it fetches the catalogue.
          request.log.error({ err: error, path: pagePath }, 'rendering a catalogue page failed');
          return null;
        })
      : null;
    if (rendered) {
      reply
        .header('cache-control', 'no-cache')
        .header('etag', rendered.etag)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
      const accepted = request.headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(accepted)) {
        return reply.header('content-encoding', 'br').send(rendered.brotli);
      }
      if (/\bgzip\b/.test(accepted)) {
        return reply.header('content-encoding', 'gzip').send(rendered.gzip);
      }
      return reply.send(rendered.html);
    }
    const page = pages.get(pagePath);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile(page ?? shell);
  });
});
