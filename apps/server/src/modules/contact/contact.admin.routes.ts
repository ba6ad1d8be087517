import {
  ZAdminContactMessagesPage,
  ZAdminContactMessagesQuery,
  ZContactMessage,
  ZUpdateContactMessageRequest,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors, adminIdParams } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import { adminListContactMessages, adminMarkContactMessage } from './contact.service.js';

/** The contact page's messages in the dashboard, under `/api/admin` (app.ts adds the admin check). */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        ...adminDoc,
        summary: 'Contact messages: unhandled first, newest first; filter by status, paginated',
        querystring: ZAdminContactMessagesQuery,
        response: { 200: ZAdminContactMessagesPage, ...adminErrors },
      },
    },
    async (request) => adminListContactMessages(app.db, request.query),
  );
  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Marks a contact message handled (or unhandled again)',
        params: adminIdParams,
        body: ZUpdateContactMessageRequest,
        response: { 200: ZContactMessage, ...adminErrors },
      },
    },
    async (request) =>
      adminMarkContactMessage(app.db, auditActor(request), request.params.id, request.body.handled),
  );
};
