import { ZAdminDeletedResponse, ZErrorResponse, ZIdParam } from '@freshfold/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { auditActor, type AuditActor } from '../modules/audit/audit.js';
import { bearerSecurity } from './user-route-schema.js';

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
export const adminDoc = { tags: ['admin'], security: bearerSecurity };

/*
 * The registrars below validate and serialise with the zod schemas they are given, as every
 * route does; Fastify has parsed the body and the path by those schemas before the handler
 * runs, which is what the handlers' casts to the schemas' output types rely on.
 */

/** The schema of a registered admin write: its inputs, its answer and the admin errors. */
function writeSchema(
  summary: string,
  inputs: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType },
  answer: Record<number, z.ZodType>,
): FastifySchema {
  return { ...adminDoc, summary, ...inputs, response: { ...answer, ...adminErrors } };
}

/**
 * `POST url`: an admin adds a record from the body, answered 201 with the record. The write is
 * told who made it, for the audit log, and, for a record added to another (an item to its
 * service, a payment to its order), what the path or the query string names of that one.
 */
export function adminCreateRoute<
  Body extends z.ZodType,
  Created extends z.ZodType,
  Parent extends z.ZodType = z.ZodUndefined,
>(
  app: FastifyInstance,
  url: string,
  route: {
    summary: string;
    body: Body;
    response: Created;
    parent?: { params: Parent } | { querystring: Parent };
    create: (
      actor: AuditActor,
      body: z.output<Body>,
      parent: z.output<Parent>,
    ) => Promise<z.input<Created>>;
  },
): void {
  app.post(
    url,
    {
      schema: writeSchema(
        route.summary,
        { ...route.parent, body: route.body },
        { 201: route.response },
      ),
    },
    async (request, reply) => {
      const parent = route.parent && ('params' in route.parent ? request.params : request.query);
      const created = await route.create(
        auditActor(request),
        request.body as z.output<Body>,
        parent as z.output<Parent>,
      );
      return reply.status(201).send(created);
    },
  );
}

/** `POST url` with `:id`: an admin changes a record from the body, answered with the record. */
export function adminUpdateRoute<Body extends z.ZodType, Updated extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: {
    summary: string;
    body: Body;
    response: Updated;
    update: (actor: AuditActor, id: number, body: z.output<Body>) => Promise<z.input<Updated>>;
  },
): void {
  app.post(
    url,
    {
      schema: writeSchema(
        route.summary,
        { params: adminIdParams, body: route.body },
        { 200: route.response },
      ),
    },
    async (request) => {
      const { id } = request.params as z.output<typeof adminIdParams>;
      return route.update(auditActor(request), id, request.body as z.output<Body>);
    },
  );
}

/** `DELETE url`: an admin deletes what the path names, answered `{ message: confirmation }`. */
export function adminDeleteRoute<Params extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: {
    summary: string;
    params: Params;
    remove: (actor: AuditActor, params: z.output<Params>) => Promise<void>;
    confirmation: string;
  },
): void {
  app.delete(
    url,
    {
      schema: writeSchema(route.summary, { params: route.params }, { 200: ZAdminDeletedResponse }),
    },
    async (request) => {
      await route.remove(auditActor(request), request.params as z.output<Params>);
      return { message: route.confirmation };
    },
  );
}
