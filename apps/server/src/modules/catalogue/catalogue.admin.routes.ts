import {
  ZAdminDeletedResponse,
  ZCreateItemQuery,
  ZItemRequest,
  ZService,
  ZServiceItem,
  ZServiceRequest,
  ZUpdatedService,
} from '@freshfold/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/audit.js';
import { adminDoc, adminErrors, adminIdParams } from '../../lib/admin-route-schema.js';
import {
  createItem,
  createService,
  deleteItem,
  deleteService,
  updateItem,
  updateService,
} from './catalogue.admin.service.js';

/**
 * The admin's services and items, under `/api/admin` (app.ts adds the admin check). The public
 * catalogue is cached in memory: a successful change here drops this instance's copy at once
 * (other instances follow the version stamp).
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const refreshCatalogue = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) app.catalogue.invalidate();
  };
  app.post(
    '/createService',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...adminDoc,
        summary: 'Add a service',
        body: ZServiceRequest,
        response: { 201: ZService, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createService(app.db, auditActor(request), request.body)),
  );
  app.post(
    '/updateService/:id',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...adminDoc,
        summary: "Change a service's name and description",
        params: adminIdParams,
        body: ZServiceRequest,
        response: { 200: ZUpdatedService, ...adminErrors },
      },
    },
    async (request) => updateService(app.db, auditActor(request), request.params.id, request.body),
  );
  app.delete(
    '/deleteService/:id',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...adminDoc,
        summary: 'Delete a service and its items (past orders keep their lines)',
        params: adminIdParams,
        response: { 200: ZAdminDeletedResponse, ...adminErrors },
      },
    },
    async (request) => {
      await deleteService(app.db, auditActor(request), request.params.id);
      return { message: 'Service deleted' };
    },
  );
  registerItemRoutes(app, refreshCatalogue);
};

/** The items of a service: add, change, delete. */
function registerItemRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  refreshCatalogue: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
  app.post(
    '/createItem',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...adminDoc,
        summary: 'Add a priced item to a service',
        querystring: ZCreateItemQuery,
        body: ZItemRequest,
        response: { 201: ZServiceItem, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createItem(app.db, auditActor(request), request.query.serviceId, request.body)),
  );
  app.post(
    '/updateItem/:id',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...adminDoc,
        summary: "Change an item's name, description or price",
        params: adminIdParams,
        body: ZItemRequest,
        response: { 200: ZServiceItem, ...adminErrors },
      },
    },
    async (request) => updateItem(app.db, auditActor(request), request.params.id, request.body),
  );
  app.delete(
    '/deleteItem/:id',
    {
      onResponse: refreshCatalogue,
      schema: {
        ...adminDoc,
        summary: 'Delete an item (past orders keep their lines)',
        params: adminIdParams,
        response: { 200: ZAdminDeletedResponse, ...adminErrors },
      },
    },
    async (request) => {
      await deleteItem(app.db, auditActor(request), request.params.id);
      return { message: 'Service item deleted' };
    },
  );
}
