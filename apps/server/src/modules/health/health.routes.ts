import { ZErrorResponse, ZHealthResponse } from '@freshfold/shared';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponse, 503: ZErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ message: 'Database unavailable' });
      }
      return { status: 'ok' as const, database: app.databaseKind, version: app.appVersion };
    },
  );
};
