import {
  ZAdminMessagesPage,
  ZAdminMessagesQuery,
  ZErrorResponse,
  ZIdParam,
  ZOrderMessages,
  ZOutboxMessageDetail,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../audit/audit.js';
import {
  adminListMessages,
  adminMessage,
  adminOrderMessages,
  adminRetryMessage,
} from './outbox.service.js';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const ZIdParams = z.object({ id: ZIdParam });

/** What the shop sees of the messages sent (in app.ts's `/api/admin` scope: admins only). */
export const notificationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { publicUrl: app.config.notifications.publicUrl };
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/messages',
    {
      schema: {
        ...common,
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
        ...common,
        summary: 'One message with its rendered bodies.',
        params: ZIdParams,
        response: { 200: ZOutboxMessageDetail, ...errors, 404: ZErrorResponse },
      },
    },
    (request) => adminMessage(app.db, request.params.id, context),
  );

  app.post(
    '/messages/:id/retry',
    {
      schema: {
        ...common,
        summary: 'Sends a failed or not sent message again.',
        params: ZIdParams,
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
        ...common,
        summary: "An order's messages, oldest first, with their rendered bodies.",
        params: ZIdParams,
        response: { 200: ZOrderMessages, ...errors },
      },
    },
    async (request) => ({
      messages: await adminOrderMessages(app.db, request.params.id, context),
    }),
  );
};
