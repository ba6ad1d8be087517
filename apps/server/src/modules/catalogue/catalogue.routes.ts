import { ZErrorResponse, ZGetAllServicesResponse } from '@freshfold/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogue;

  app.get(
    '/services/getAllService',
    {
      // Compressed once per change by the cache, so the per-request compressor stays out.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: 'Every service with its priced items (prices in rupees)',
        description:
          'Answered from a cache that follows the catalogue version stamp; sends an ETag and answers 304 to a matching If-None-Match.',
        response: { 200: ZGetAllServicesResponse, 304: z.void(), 500: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const catalogue = await cache.get();
      reply.header('etag', catalogue.etag).header('vary', 'accept-encoding');
      // Public, so a browser may keep it and revalidate by ETag; asked with a token, the answer
      // keeps the no-store of every API answer to a signed-in request.
      if (request.headers.authorization === undefined) reply.header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === catalogue.etag) {
        return reply.status(304).send();
      }
      reply.type('application/json; charset=utf-8');
      // Already serialised (and compressed): sent as it is, without the serializer.
      const accepted = request.headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(accepted)) {
        return reply.header('content-encoding', 'br').send(catalogue.brotli as never);
      }
      if (/\bgzip\b/.test(accepted)) {
        return reply.header('content-encoding', 'gzip').send(catalogue.gzip as never);
      }
      return reply
        .serializer((payload: unknown) => payload as string)
        .send(catalogue.body as never);
    },
  );
};
