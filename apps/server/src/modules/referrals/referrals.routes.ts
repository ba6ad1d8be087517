import { ZReferralsResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownReadRoute } from '../../lib/user-route-schema.js';
import { referralsOf } from './referrals.service.js';

export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  ownReadRoute(app, '/referrals', {
    tag: 'ordering',
    summary: "The caller's referrals, points earned from them, and their own welcome discount",
    response: ZReferralsResponse,
    read: (userId) => referralsOf(app.db, userId),
  });
};
