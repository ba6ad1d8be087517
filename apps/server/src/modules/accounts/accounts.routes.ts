import {
  ZAuthResponse,
  ZChangePasswordRequest,
  ZErrorResponse,
  ZIdParam,
  ZLoginRequest,
  ZRegisterRequest,
  ZUpdateUserRequest,
  ZLoyaltyResponse,
  ZUserResponse,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.js';
import { registrationRateLimit } from '../../plugins/rate-limit.js';
import { bearerSecurity, ownReadRoute } from '../../lib/user-route-schema.js';
import {
  changePassword,
  getUser,
  login,
  logout,
  register,
  updateUser,
  type AuthContext,
} from './accounts.service.js';
import { loyaltyOf } from './loyalty.service.js';

/**
 * The account forms are a few hundred bytes; 16 KiB leaves room for long names and addresses
 * while keeping a large body from reaching the JSON parser (413 beyond it).
 */
const ACCOUNT_BODY_LIMIT = 16 * 1024;

type AccountsApp = Parameters<FastifyPluginAsyncZod>[0];

/** `/auth/login` and `/auth/register`: the two ways to a session. */
function signInRoutes(app: AccountsApp, context: AuthContext): void {
  app.post(
    '/auth/login',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary:
          'Sign in with e-mail (userName) and password; answers the user and a token. 429 after too many failed attempts for the account from this address, or from all',
        body: ZLoginRequest,
        response: {
          200: ZAuthResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => login(context, request.body, request.ip),
  );

  app.post(
    '/auth/register',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      config: { rateLimit: registrationRateLimit(app) },
      schema: {
        tags: ['accounts'],
        summary:
          'Create a customer account, signed in; an optional referrerId records the referral',
        body: ZRegisterRequest,
        response: {
          200: ZAuthResponse,
          400: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => register(context, request.body),
  );
}

/** The signed-in user's own account: reading it, changing its password, updating its details. */
function ownAccountRoutes(app: AccountsApp, context: AuthContext): void {
  ownReadRoute(app, '/auth/me', {
    tag: 'accounts',
    summary: 'The signed-in user, with current loyalty points',
    response: ZUserResponse,
    read: (userId) => getUser(app.db, userId),
  });

  ownReadRoute(app, '/authUser/loyalty', {
    tag: 'accounts',
    summary:
      "The signed-in user's loyalty points: the balance and the history (earned, redeemed, returned, referral), newest first",
    response: ZLoyaltyResponse,
    errors: { 404: ZErrorResponse },
    read: (userId) => loyaltyOf(app.db, userId),
  });

  app.post(
    '/auth/change-password',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          "Change the signed-in user's password; ends every other session and answers a fresh token",
        security: bearerSecurity,
        body: ZChangePasswordRequest,
        response: {
          200: ZAuthResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => changePassword(context, currentUser(request).id, request.body, request.ip),
  );

  app.post(
    '/auth/updateUser/:id',
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Update name, phone and address (the user themselves or an admin)',
        security: bearerSecurity,
        params: z.object({ id: ZIdParam }),
        body: ZUpdateUserRequest,
        response: {
          200: ZUserResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      return updateUser(app.db, request.params.id, request.body);
    },
  );
}

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, config: app.config, loginAttempts: app.loginAttempts };
  signInRoutes(app, context);
  ownAccountRoutes(app, context);

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'End every session of the caller: tokens issued so far stop working',
        security: bearerSecurity,
        response: { 204: z.null(), 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await logout(app.db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
