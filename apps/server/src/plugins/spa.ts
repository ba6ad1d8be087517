import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * every unknown non-API path answered with index.html so the client router can show the page
 * (or its 404 page). Unknown `/api/*` paths get a JSON 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { root: string | null }) => {
  const { root } = options;
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsApi = path === '/api' || path.startsWith('/api/');
    if (wantsApi || !root || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ message: `${MESSAGES.server.notFound}: ${request.method} ${path}` });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
});
