import {
  ZAddSlotRequest,
  ZAdminDeletedResponse,
  ZAdminSlot,
  ZAdminSlotsResponse,
  ZUpdateSlotRequest,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors, adminIdParams } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
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
  app.post(
    '/addSlot',
    {
      schema: {
        ...adminDoc,
        summary: 'Add a weekly pickup slot',
        body: ZAddSlotRequest,
        response: { 201: ZAdminSlot, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSlot(app.db, auditActor(request), request.body)),
  );
  app.post(
    '/updateSlot/:id',
    {
      schema: {
        ...adminDoc,
        summary: "Change a slot's day, times, availability or capacity",
        params: adminIdParams,
        body: ZUpdateSlotRequest,
        response: { 200: ZAdminSlot, ...adminErrors },
      },
    },
    async (request) => updateSlot(app.db, auditActor(request), request.params.id, request.body),
  );
  app.delete(
    '/deleteSlot/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Delete a slot no order holds (409 otherwise: mark it unavailable)',
        params: adminIdParams,
        response: { 200: ZAdminDeletedResponse, ...adminErrors },
      },
    },
    async (request) => {
      await deleteSlot(app.db, auditActor(request), request.params.id);
      return { message: 'Pickup time slot deleted' };
    },
  );
};
