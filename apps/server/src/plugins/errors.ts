import { MESSAGES, API_MESSAGES } from '@freshfold/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.js';

// zod's own wording names no field ("Invalid input: expected string"); ours does.
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/;

function validationMessage(field: string, message: string): string {
  if (!field) return message;
  return GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/**
 * One place maps every failure to `{ message }` with a fitting status: schema violations to
 * 400 naming the field, domain errors to their own status, the rest to a 500 that reveals
 * nothing but a request id to quote.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...error.details,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      return reply.status(400).send({
        message: validationMessage(field, first?.message ?? 'Invalid request'),
        ...(field ? { field } : {}),
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type.
      if (status === 429)
        return reply.status(429).send({ message: API_MESSAGES.server.tooManyRequests });
      return reply.status(status).send({ message: clientErrorMessage(error) });
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.server.internal, requestId: request.id });
  });
});

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.';
    default:
      return error.message;
  }
}
