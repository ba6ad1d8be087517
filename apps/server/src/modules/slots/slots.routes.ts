import { ZErrorResponse, ZSlotsByDateQuery, ZSlotsByDateResponse } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slotsForDate } from './slots.service.js';

export const slotsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests may ask too: the cart offers slots before the customer logs in.
  app.get(
    '/pickup-timeslots/by-date',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['ordering'],
        summary: "The pickup slots of a date's weekday with their availability on that date",
        querystring: ZSlotsByDateQuery,
        response: { 200: ZSlotsByDateResponse, 400: ZErrorResponse },
      },
    },
    async (request) => slotsForDate(app.db, request.query.date),
  );
};
