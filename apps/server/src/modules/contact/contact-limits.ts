import { API_MESSAGES } from '@freshfold/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The contact form's limits (docs/api.md, "Rate limits"): messages per client address and per
 * sender's e-mail address in an hour, counted in the rate-limit plugin's store (Redis when
 * configured, so every instance shares them). Only well-formed messages count: the check runs
 * after validation, as a preHandler, and reads the sender's normalised address from the body.
 */
export function contactRateLimit(app: FastifyInstance) {
  const limits = app.config.rateLimit;
  const perAddress = app.createRateLimit({
    max: limits.contactPerAddress,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `contact-address:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: limits.contactPerEmail,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `contact-email:${(request.body as { email: string }).email}`,
  });
  const check = async (
    limit: typeof perAddress,
    request: FastifyRequest,
    message: string,
  ): Promise<void> => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, message, undefined, {
        'retry-after': String(result.ttlInSeconds),
      });
    }
  };
  return async (request: FastifyRequest): Promise<void> => {
    await check(perAddress, request, API_MESSAGES.contact.tooManyFromNetwork);
    await check(perEmail, request, API_MESSAGES.contact.tooManyFromAddress);
  };
}
