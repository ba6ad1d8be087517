import { ZShopSettings } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import { getShopSettings, putShopSettings } from './shop-settings.service.js';

/** The shop's delivery fee and minimum order, under `/api/admin` (admins only: app.ts). */
export const shopSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        ...adminDoc,
        summary: "The shop's delivery fee and minimum order (rupees; 0 is off)",
        response: { 200: ZShopSettings, ...adminErrors },
      },
    },
    async () => getShopSettings(app.db),
  );
  app.put(
    '/settings',
    {
      schema: {
        ...adminDoc,
        summary:
          "Set the shop's delivery fee (charged on every order) and minimum order (the items subtotal an order must reach)",
        body: ZShopSettings,
        response: { 200: ZShopSettings, ...adminErrors },
      },
    },
    async (request) => putShopSettings(app.db, auditActor(request), request.body),
  );
};
