import { ZErrorResponse, ZReferralsResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { referralsOf } from './referrals.service.js';

export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/referrals',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['ordering'],
        summary: "The caller's referrals, points earned from them, and their own welcome discount",
        security: [{ bearerAuth: [] }],
        response: { 200: ZReferralsResponse, 401: ZErrorResponse },
      },
    },
    async (request) => referralsOf(app.db, currentUser(request).id),
  );
};
