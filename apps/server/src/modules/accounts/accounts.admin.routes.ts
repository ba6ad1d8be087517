import {
  ZAdminSetPasswordRequest,
  ZAdminUpdateUserRequest,
  ZAdminUser,
  ZAdminUserStatusRequest,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZErrorResponse,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/audit.js';
import { z } from 'zod';
import {
  adminDoc,
  adminErrors,
  adminIdParams,
  adminUpdateRoute,
} from '../../lib/admin-route-schema.js';
import { listUsers, setUserPassword, setUserStatus, updateUser } from './accounts.admin.service.js';

/** The admin's users, under `/api/admin` (app.ts adds the admin check). */
export const accountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAllUsers',
    {
      schema: {
        ...adminDoc,
        summary: 'A page of users with their loyalty points; q matches name, email or phone',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersPage, ...adminErrors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );
  adminUpdateRoute(app, '/updateUser/:id', {
    summary: "Edit a user's profile (never email or password)",
    body: ZAdminUpdateUserRequest,
    response: ZAdminUser,
    update: (actor, id, body) => updateUser(app.db, actor, id, body),
  });
  app.patch(
    '/users/:id/status',
    {
      schema: {
        ...adminDoc,
        summary:
          'Disable an account (no login; every session ends at once) or enable it again; 409 for your own account or the last admin who can sign in',
        params: adminIdParams,
        body: ZAdminUserStatusRequest,
        response: { 200: ZAdminUser, ...adminErrors },
      },
    },
    async (request) =>
      setUserStatus(app.db, auditActor(request), request.params.id, request.body.disabled),
  );
  app.put(
    '/users/:id/password',
    {
      bodyLimit: 16 * 1024,
      schema: {
        ...adminDoc,
        summary:
          "Set a new password for a user who lost theirs; ends every session of the account. An admin's own account needs currentPassword",
        params: adminIdParams,
        body: ZAdminSetPasswordRequest,
        response: { 204: z.null(), 429: ZErrorResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      await setUserPassword(
        { db: app.db, config: app.config, loginAttempts: app.loginAttempts },
        auditActor(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );
};
