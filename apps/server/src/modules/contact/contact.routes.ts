import { ZContactAccepted, ZContactRequest, ZErrorResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRateLimit } from './contact-limits.js';
import { sendContactMessage } from './contact.service.js';

/** The contact page's message to the shop, under `/api`; anyone may write. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = contactRateLimit(app);
  app.post(
    '/contact',
    {
      preHandler: limit,
      schema: {
        tags: ['contact'],
        summary:
          'Sends a message to the shop (e-mailed to SHOP_EMAIL, Reply-To the sender) and acknowledges it to the sender; 202 once stored and queued',
        body: ZContactRequest,
        response: { 202: ZContactAccepted, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await sendContactMessage(app.db, request.body, app.config.notifications.shopEmail)),
  );
};
