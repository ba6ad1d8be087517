import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import pino, { type DestinationStream } from 'pino';
import { BRAND } from '@freshfold/shared';
import type { AppConfig, DatabaseKind } from './config.js';
import type { Database } from './db/tables.js';
import { createWriteTransactions, type WriteTransactions } from './db/write-transactions.js';
import { limitPasswordHashing } from './modules/accounts/password.js';
import { requestIdFor } from './lib/request-id.js';
import { AccessLogController } from './access-log.js';
import { loggerOptions } from './logging.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { serializerCompiler } from './plugins/serializer.js';
import { spaPlugin } from './plugins/spa.js';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.js';
import { notificationsAdminRoutes } from './modules/notifications/notifications.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { notificationPreferencesRoutes } from './modules/accounts/notification-preferences.routes.js';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes.js';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes.js';
import { accountsAdminRoutes } from './modules/accounts/accounts.admin.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin.routes.js';
import { createCatalogueCache, type CatalogueCache } from './modules/catalogue/catalogue-cache.js';
import { createOrderViewCache, type OrderViewCache } from './modules/orders/order-views-cache.js';
import { slotsRoutes } from './modules/slots/slots.routes.js';
import { slotsAdminRoutes } from './modules/slots/slots.admin.routes.js';
import { closuresRoutes } from './modules/closures/closures.routes.js';
import { closuresAdminRoutes } from './modules/closures/closures.admin.routes.js';
import { serviceAreaAdminRoutes } from './modules/service-area/service-area.admin.routes.js';
import { shopSettingsAdminRoutes } from './modules/settings/shop-settings.admin.routes.js';
import { shopChargesRoutes } from './modules/settings/shop-charges.routes.js';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.js';
import { vouchersAdminRoutes } from './modules/vouchers/vouchers.admin.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.js';
import { intakeAdminRoutes } from './modules/orders/intake.admin.routes.js';
import { idempotencyPurgePlugin } from './modules/orders/idempotency-purge.plugin.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { contactAdminRoutes } from './modules/contact/contact.admin.routes.js';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.js';
import { boardAdminRoutes } from './modules/board/board.admin.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { invoicesAdminRoutes } from './modules/invoices/invoices.admin.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { paymentsAdminRoutes } from './modules/payments/payments.admin.routes.js';
import { reportsAdminRoutes } from './modules/reports/reports.admin.routes.js';
import { exportsAdminRoutes } from './modules/reports/exports.admin.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
    config: AppConfig;
    appVersion: string;
    /** The in-memory catalogue; admin changes call `invalidate()`. */
    catalogue: CatalogueCache;
    /** Orders rendered as JSON, checked against their version stamps on every read. */
    orderViews: OrderViewCache;
    /** Write transactions for placing orders: on SQLite, orders placed together share a commit. */
    writeTransactions: WriteTransactions;
    /** Every route as registered (method and path, HEAD left out): the access matrix test reads it. */
    routeTable: readonly { method: string; url: string }[];
  }
}

export const APP_VERSION = '1.0.0';

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  /** Pino logging; off in tests unless asked for. */
  logger?: boolean;
  /**
   * Where the log lines go: main.ts passes its asynchronous standard output (logging.ts), tests
   * a stream they read back; standard output, written synchronously, when not given.
   */
  logStream?: DestinationStream;
}

/**
 * Builds the whole server without listening: external plugins, then ours, then the routes.
 * Tests call it and use `app.inject`; main.ts calls it and listens.
 */
export async function buildApp({
  config,
  db,
  logger = true,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  // The access lines go to the logger's own destination (access-log.ts).
  const stream = logger ? (logStream ?? pino.destination({ dest: 1, sync: true })) : undefined;
  const app = Fastify({
    logger: stream ? { ...loggerOptions(config.logLevel), stream } : false,
    // Fastify's two lines per request give way to one access line (access-log.ts).
    logController: new AccessLogController({
      level: logger ? config.logLevel : 'silent',
      sampleEvery: config.accessLogSampleEvery,
      stream,
    }),
    // The caller's X-Request-Id is checked before use (lib/request-id.ts), never taken as sent.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // A number of hops: the address the outermost trusted proxy saw, not one the client wrote.
    trustProxy: config.trustProxy > 0 ? (_address, hop) => hop < config.trustProxy : false,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  limitPasswordHashing(config.passwordHashing);
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('databaseKind', config.databaseKind);
  app.decorate('config', config);
  app.decorate('appVersion', APP_VERSION);
  app.decorate('catalogue', createCatalogueCache(db));
  app.decorate('orderViews', createOrderViewCache());
  app.decorate('writeTransactions', createWriteTransactions(db, config.databaseKind, config));

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    production: config.env === 'production',
    corsOrigins: config.corsOrigins,
  });
  // JSON answers of 1 KB and more travel compressed to clients that accept it (a 4G phone);
  // the SPA's files are compressed at build time, and the catalogue once per change.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(notificationsPlugin);
  await app.register(idempotencyPurgePlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${BRAND.name} API`,
        description:
          'Online dry-cleaning and laundry ordering. Money in rupees; dates YYYY-MM-DD (India).',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiRoutes, { prefix: '/api' });

  await app.register(spaPlugin, { root: config.webDist });
  return app;
}

/** Every module's routes under `/api`: the customers' and the public ones, then the admin's. */
async function apiRoutes(api: FastifyInstance): Promise<void> {
  await registerEach(api, [
    healthRoutes,
    catalogueRoutes,
    accountsRoutes,
    notificationPreferencesRoutes,
    passwordResetRoutes,
    unsubscribeRoutes,
    slotsRoutes,
    closuresRoutes,
    shopChargesRoutes,
    vouchersRoutes,
    ordersRoutes,
    referralsRoutes,
    contactRoutes,
    invoicesRoutes,
    paymentsRoutes,
  ]);
  await api.register(adminApiRoutes, { prefix: '/admin' });
}

/** Registers each module's routes in this scope, one after the other. */
async function registerEach(
  scope: FastifyInstance,
  modules: readonly FastifyPluginAsyncZod[],
): Promise<void> {
  for (const routes of modules) await scope.register(routes);
}

/**
 * Every `/api/admin/*` path, each module's admin routes side by side. The role check is a hook
 * on this whole scope rather than on each route, so a route added later cannot forget it: 401
 * without a valid token, 403 for a customer, and 403 for staff unless the route is one of the
 * day's tools (`config.access: 'staff'`, set for a whole module by `shopDayRoutes`). Admin-only
 * is the default: users and roles, prices, vouchers, slots, closures, the audit log, reports
 * and exports.
 */
async function adminApiRoutes(admin: FastifyInstance): Promise<void> {
  admin.addHook('onRequest', async (request, reply) => {
    const check = request.routeOptions.config.access === 'staff' ? 'requireStaff' : 'requireAdmin';
    await admin[check](request, reply);
  });
  await admin.register(shopDayRoutes);
  await registerEach(admin, [
    accountsAdminRoutes,
    catalogueAdminRoutes,
    vouchersAdminRoutes,
    slotsAdminRoutes,
    closuresAdminRoutes,
    shopSettingsAdminRoutes,
    serviceAreaAdminRoutes,
    auditAdminRoutes,
    reportsAdminRoutes,
    exportsAdminRoutes,
  ]);
}

/**
 * The day's tools, open to staff as well as admins: orders, intake and tags, the board, messages,
 * the contact inbox, payments and refunds, invoices.
 */
async function shopDayRoutes(staff: FastifyInstance): Promise<void> {
  staff.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'staff' };
  });
  await registerEach(staff, [
    ordersAdminRoutes,
    intakeAdminRoutes,
    boardAdminRoutes,
    notificationsAdminRoutes,
    contactAdminRoutes,
    invoicesAdminRoutes,
    paymentsAdminRoutes,
  ]);
}
