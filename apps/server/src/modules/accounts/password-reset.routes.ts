import {
  ACCOUNT_PAGE_MESSAGES,
  API_MESSAGES,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
} from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hourlyFormLimit } from '../../plugins/rate-limit.js';
import { resetPassword, sendPasswordResetLink } from './password-reset.service.js';

const BODY_LIMIT = 4 * 1024;
const ZAccepted = z.object({ message: z.string() });

/**
 * Reset links asked for per client address and per e-mail address in an hour, counted in the
 * rate-limit plugin's store (Redis when configured). The e-mail's count is kept whether or not
 * an account has it, so a 429 tells nobody which addresses are customers.
 */
function resetRequestLimit(app: FastifyInstance) {
  const limits = app.config.rateLimit;
  return hourlyFormLimit(app, {
    name: 'reset',
    perAddress: {
      max: limits.resetPerAddress,
      message: API_MESSAGES.account.tooManyResetRequestsFromNetwork,
    },
    perEmail: { max: limits.resetPerEmail, message: API_MESSAGES.account.tooManyResetRequests },
  });
}

/** `/api/auth/forgot-password` and `/api/auth/reset-password`. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, config: app.config };
  // Links being written when the server closes are finished before the database closes.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  app.post(
    '/auth/forgot-password',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: resetRequestLimit(app),
      schema: {
        tags: ['accounts'],
        summary:
          'E-mails a single-use reset link (30 minutes) if an account has the address; 202 either way',
        body: ZForgotPasswordRequest,
        response: { 202: ZAccepted, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      // Answered before the account is looked up: the same answer, as fast, for any address.
      const work = sendPasswordResetLink(context, request.body.email)
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'password reset link not written');
        })
        .finally(() => sending.delete(work));
      sending.add(work);
      return reply.status(202).send({ message: ACCOUNT_PAGE_MESSAGES.passwordReset.sent });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary:
          "Sets a new password with a reset link's token; the token is spent and every earlier session ends",
        body: ZResetPasswordRequest,
        response: { 200: ZAccepted, 400: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (request) => resetPassword(context, request.body),
  );
};
