import { ZErrorResponse, ZIdParam } from '@freshfold/shared';
import { z } from 'zod';

/**
 * What every `/api/admin/*` route shares in its schema. Each module registers its own admin
 * routes; app.ts puts them under `/admin`, behind one `requireAdmin` hook (plugins/auth.ts).
 */
export const adminErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** `:id` in an admin path. */
export const adminIdParams = z.object({ id: ZIdParam });

/** The OpenAPI tag and the bearer token of every admin route. */
export const adminDoc = { tags: ['admin'], security: [{ bearerAuth: [] }] };
