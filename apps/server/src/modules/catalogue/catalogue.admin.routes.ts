import {
  ZCreateItemQuery,
  ZItemRequest,
  ZService,
  ZServiceItem,
  ZServiceRequest,
  ZUpdatedService,
} from '@freshfold/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateRoute,
  adminDeleteRoute,
  adminIdParams,
  adminUpdateRoute,
} from '../../lib/admin-route-schema.js';
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
 * (other instances follow the version stamp). Every route of this plugin is such a change, so
 * one hook of its scope does it for all of them.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode < 400) app.catalogue.invalidate();
  });

  adminCreateRoute(app, '/createService', {
    summary: 'Add a service',
    body: ZServiceRequest,
    response: ZService,
    create: (actor, body) => createService(app.db, actor, body),
  });
  adminUpdateRoute(app, '/updateService/:id', {
    summary: "Change a service's name and description",
    body: ZServiceRequest,
    response: ZUpdatedService,
    update: (actor, id, body) => updateService(app.db, actor, id, body),
  });
  adminDeleteRoute(app, '/deleteService/:id', {
    summary: 'Delete a service and its items (past orders keep their lines)',
    params: adminIdParams,
    remove: (actor, { id }) => deleteService(app.db, actor, id),
    confirmation: 'Service deleted',
  });

  adminCreateRoute(app, '/createItem', {
    summary: 'Add a priced item to a service',
    parent: { querystring: ZCreateItemQuery },
    body: ZItemRequest,
    response: ZServiceItem,
    create: (actor, body, { serviceId }) => createItem(app.db, actor, serviceId, body),
  });
  adminUpdateRoute(app, '/updateItem/:id', {
    summary: "Change an item's name, description or price",
    body: ZItemRequest,
    response: ZServiceItem,
    update: (actor, id, body) => updateItem(app.db, actor, id, body),
  });
  adminDeleteRoute(app, '/deleteItem/:id', {
    summary: 'Delete an item (past orders keep their lines)',
    params: adminIdParams,
    remove: (actor, { id }) => deleteItem(app.db, actor, id),
    confirmation: 'Service item deleted',
  });
};
