import { ZServiceAreaRequest, ZServiceAreaResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import { getServiceArea, replaceServiceArea } from './service-area.service.js';

/** The PIN codes the shop picks up from, under `/api/admin` (admins only: app.ts). */
export const serviceAreaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-area',
    {
      schema: {
        ...adminDoc,
        summary: 'The PIN codes the shop picks up from, ascending (none: every PIN code)',
        response: { 200: ZServiceAreaResponse, ...adminErrors },
      },
    },
    async () => getServiceArea(app.db),
  );
  app.put(
    '/service-area',
    {
      // The longest list, 20,000 PIN codes as JSON, is about 180 KB: more than other bodies.
      bodyLimit: 256 * 1024,
      schema: {
        ...adminDoc,
        summary: 'Replace the PIN codes the shop picks up from (an empty list serves everywhere)',
        body: ZServiceAreaRequest,
        response: { 200: ZServiceAreaResponse, ...adminErrors },
      },
    },
    async (request) => replaceServiceArea(app.db, auditActor(request), request.body.pinCodes),
  );
};
