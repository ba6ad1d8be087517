import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { channelsFromConfig } from './channels/index.js';
import { createDeliveryWorker } from './delivery-worker.js';

/**
 * The delivery worker, with the app's lifecycle: it starts when the server listens (an instance
 * that serves is one that delivers; a test that only injects requests sends nothing) and stops
 * on close, after the messages it is sending are recorded, before the database closes.
 */
export const notificationsPlugin = fp(async (app: FastifyInstance) => {
  const channels = channelsFromConfig(app.config.notifications);
  const worker = createDeliveryWorker({
    db: app.db,
    postgres: app.databaseKind === 'postgres',
    channels,
    config: app.config.notifications,
    log: app.log,
  });
  app.addHook('onListen', async () => {
    worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    for (const channel of Object.values(channels)) await channel.close?.();
  });
});
