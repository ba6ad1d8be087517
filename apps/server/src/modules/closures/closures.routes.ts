import { ZClosedDatesResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closedDatesAhead } from './closures.service.js';

export const closuresRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests too, as the slots of a date: the cart offers a pickup before the customer logs in.
  app.get(
    '/pickup-timeslots/closed-dates',
    {
      schema: {
        tags: ['ordering'],
        summary: 'The dates of the pickup window the shop is closed on, with the reason',
        response: { 200: ZClosedDatesResponse },
      },
    },
    async () => closedDatesAhead(app.db),
  );
};
