import {
  ZAddSlotRequest,
  ZAdminSlot,
  ZAdminSlotsResponse,
  ZUpdateSlotRequest,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateRoute,
  adminDeleteRoute,
  adminDoc,
  adminErrors,
  adminIdParams,
  adminUpdateRoute,
} from '../../lib/admin-route-schema.js';
import { addSlot, deleteSlot, listSlots, updateSlot } from './slots.admin.service.js';

/** The admin's weekly pickup slots, under `/api/admin` (app.ts adds the admin check). */
export const slotsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAllSlots',
    {
      // Staff read the slots to plan deliveries; only admins change them.
      config: { access: 'staff' },
      schema: {
        ...adminDoc,
        summary: 'Every pickup slot, Monday first',
        response: { 200: ZAdminSlotsResponse, ...adminErrors },
      },
    },
    async () => listSlots(app.db),
  );
  adminCreateRoute(app, '/addSlot', {
    summary: 'Add a weekly pickup slot',
    body: ZAddSlotRequest,
    response: ZAdminSlot,
    create: (actor, body) => addSlot(app.db, actor, body),
  });
  adminUpdateRoute(app, '/updateSlot/:id', {
    summary: "Change a slot's day, times, availability or capacity",
    body: ZUpdateSlotRequest,
    response: ZAdminSlot,
    update: (actor, id, body) => updateSlot(app.db, actor, id, body),
  });
  adminDeleteRoute(app, '/deleteSlot/:id', {
    summary: 'Delete a slot no order holds (409 otherwise: mark it unavailable)',
    params: adminIdParams,
    remove: (actor, { id }) => deleteSlot(app.db, actor, id),
    confirmation: 'Pickup time slot deleted',
  });
};
