import { ZShopChargesResponse, type TShopChargesResponse } from '@freshfold/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShopSettings } from './shop-settings.service.js';

/** The answer's ETag: the two amounts themselves, so every instance gives the same one. */
function etagOf(charges: TShopChargesResponse): string {
  return `"charges-${String(charges.deliveryFee)}-${String(charges.minimumOrder)}"`;
}

/** The shop's delivery fee and minimum order for everyone: the site's claims follow them. */
export const shopChargesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/charges',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The shop's delivery fee and minimum order (rupees; 0 is off)",
        description:
          'Read from the settings row on every request, so all instances agree as soon as an admin changes them; sends an ETag and answers 304 to a matching If-None-Match.',
        response: { 200: ZShopChargesResponse, 304: z.void() },
      },
    },
    async (request, reply) => {
      const charges = await getShopSettings(app.db);
      const etag = etagOf(charges);
      reply.header('etag', etag);
      // As the catalogue: public, so a browser may keep it and revalidate by ETag (never used
      // unrevalidated: a new fee shows on the next page); with a token it stays no-store.
      if (request.headers.authorization === undefined) reply.header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return charges;
    },
  );
};
