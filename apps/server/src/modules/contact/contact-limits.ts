import { API_MESSAGES } from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import { hourlyFormLimit } from '../../plugins/rate-limit.js';

/**
 * The contact form's limits (docs/api.md, "Rate limits"): messages per client address and per
 * sender's e-mail address in an hour, counted in the rate-limit plugin's store (Redis when
 * configured, so every instance shares them). Only well-formed messages count: the check runs
 * after validation, as a preHandler, and reads the sender's normalised address from the body.
 */
export function contactRateLimit(app: FastifyInstance) {
  const limits = app.config.rateLimit;
  return hourlyFormLimit(app, {
    name: 'contact',
    perAddress: { max: limits.contactPerAddress, message: API_MESSAGES.contact.tooManyFromNetwork },
    perEmail: { max: limits.contactPerEmail, message: API_MESSAGES.contact.tooManyFromAddress },
  });
}
