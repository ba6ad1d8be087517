import { ZIdParam } from '@freshfold/shared';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { bearerSecurity } from '../../lib/user-route-schema.js';

/**
 * The schema of a signed-in user's route on one order, `:id` in its path (`/orders/:id/…`): the
 * OpenAPI tag, summary and bearer token every such route documents, the order's id it validates,
 * and what else it validates and answers. Whether the user may act on the order is the service's
 * to decide (its customer, or the shop).
 */
export function orderRouteSchema<Rest extends Omit<FastifySchema, 'params'>>(
  tag: string,
  summary: string,
  rest: Rest,
) {
  return {
    tags: [tag],
    summary,
    security: bearerSecurity,
    params: z.object({ id: ZIdParam }),
    ...rest,
  };
}
