import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredIdempotencyKeys } from './idempotency.js';

/** How often Idempotency-Keys past their 24 h are forgotten. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Forgets expired Idempotency-Keys, with the app's lifecycle: once when the app is ready, then
 * every hour until it closes. A failed purge is logged and tried again at the next hour; the
 * keys it left are harmless meanwhile (an expired key is taken over by the next order using it).
 */
export const idempotencyPurgePlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  const purge = () =>
    purgeExpiredIdempotencyKeys(app.db).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not purge expired idempotency keys');
      return 0;
    });
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    timer = undefined;
  });
});
