import {
  ZAdminMessagesPage,
  ZAdminMessagesQuery,
  ZErrorResponse,
  ZOrderMessages,
  ZOutboxMessageDetail,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminIdParams } from '../../lib/admin-route-schema.js';
import { auditActor } from '../audit/audit.js';
import {
  adminListMessages,
  adminMessage,
  adminOrderMessages,
  adminRetryMessage,
} from './outbox.service.js';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** What the shop sees of the messages sent (in app.ts's `/api/admin` scope: admins only). */
export const notificationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { publicUrl: app.config.notifications.publicUrl };

  app.get(
    '/messages',
    {
      schema: {
        ...adminDoc,
        summary: 'Messages to customers and the shop: failures first, then newest first.',
        querystring: ZAdminMessagesQuery,
        response: { 200: ZAdminMessagesPage, ...errors },
      },
    },
    (request) => adminListMessages(app.db, request.query),
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'One message with its rendered bodies.',
        params: adminIdParams,
        response: { 200: ZOutboxMessageDetail, ...errors, 404: ZErrorResponse },
      },
    },
    (request) => adminMessage(app.db, request.params.id, context),
  );

  app.post(
    '/messages/:id/retry',
    {
      schema: {
        ...adminDoc,
        summary: 'Sends a failed or not sent message again.',
        params: adminIdParams,
        response: {
          200: ZOutboxMessageDetail,
          ...errors,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    (request) => adminRetryMessage(app.db, auditActor(request), request.params.id, context),
  );

  app.get(
    '/orders/:id/messages',
    {
      schema: {
        ...adminDoc,
        summary: "An order's messages, oldest first, with their rendered bodies.",
        params: adminIdParams,
        response: { 200: ZOrderMessages, ...errors },
      },
    },
    async (request) => ({
      messages: await adminOrderMessages(app.db, request.params.id, context),
    }),
  );
};
