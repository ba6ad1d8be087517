import { ZErrorResponse } from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../plugins/auth.js';

/** The bearer token a signed-in route documents (the scheme is app.ts's `bearerAuth`). */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * `GET url`: what the signed-in user reads of their own (their account, their loyalty points,
 * their referrals, their channels), by their id. 401 without a valid token (`requireUser`), and
 * the other errors the read names. The schema validates and serialises with the zod answer, as
 * every route does.
 */
export function ownReadRoute<Answer extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: {
    tag: string;
    summary: string;
    response: Answer;
    errors?: Record<number, z.ZodType>;
    read: (userId: number) => Promise<z.input<Answer>>;
  },
): void {
  app.get(
    url,
    {
      onRequest: app.requireUser,
      schema: {
        tags: [route.tag],
        summary: route.summary,
        security: bearerSecurity,
        response: { 200: route.response, 401: ZErrorResponse, ...route.errors },
      },
    },
    async (request) => route.read(currentUser(request).id),
  );
}
