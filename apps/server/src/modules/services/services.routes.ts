import { ZErrorResponse, ZGetAllServicesResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCatalogue } from './services.service.js';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/getAllService',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every service with its priced items (prices in rupees)',
        response: { 200: ZGetAllServicesResponse, 500: ZErrorResponse },
      },
    },
    async () => getCatalogue(app.db),
  );
};
