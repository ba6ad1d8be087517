import { ZErrorResponse, ZNotificationPreferences } from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { bearerSecurity, ownReadRoute } from '../../lib/user-route-schema.js';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from './notification-preferences.service.js';

/** `/api/auth/notification-preferences`: the channels a customer is told about their orders on. */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  ownReadRoute(app, '/auth/notification-preferences', {
    tag: 'accounts',
    summary: 'The channels the signed-in customer is told about their orders on',
    response: ZNotificationPreferences,
    read: (userId) => getNotificationPreferences(app.db, userId),
  });

  app.put(
    '/auth/notification-preferences',
    {
      bodyLimit: 1024,
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          'Choose the channels: e-mail, and WhatsApp or SMS (opt-in, needs a phone; the consent is recorded)',
        security: bearerSecurity,
        body: ZNotificationPreferences,
        response: { 200: ZNotificationPreferences, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => updateNotificationPreferences(app.db, currentUser(request).id, request.body),
  );
};
