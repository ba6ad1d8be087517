import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { channelsFromConfig } from './channels/index.js';
import { createDeliveryWorker } from './delivery-worker.js';
import { createReminderScheduler } from './pickup-reminders.js';
import { loadEmailRendering } from './templates/render.js';

/** How long after it starts listening the server loads the e-mail rendering, off the start-up. */
const EMAIL_PRELOAD_DELAY_MS = 2_000;

/**
 * The delivery worker and the pickup reminders' scheduler (`REMINDER_TIME`), with the app's
 * lifecycle: they start when the server listens (an instance that serves is one that delivers;
 * a test that only injects requests sends nothing) and stop on close, after the messages being
 * sent are recorded, before the database closes. A listening server also loads the e-mail
 * rendering soon after it starts, off its start-up.
 */
export const notificationsPlugin = fp(async (app: FastifyInstance) => {
  const channels = channelsFromConfig(app.config.notifications);
  const worker = createDeliveryWorker({
    db: app.db,
    postgres: app.databaseKind === 'postgres',
    channels,
    config: app.config.notifications,
    log: app.log,
    secret: app.config.jwtSecret,
  });
  const minuteOfDay = app.config.notifications.reminderMinute;
  const reminders =
    minuteOfDay === null
      ? null
      : createReminderScheduler({ db: app.db, minuteOfDay, log: app.log });
  let preload: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    worker.start();
    reminders?.start();
    preload = setTimeout(() => {
      loadEmailRendering().catch((error: unknown) => {
        app.log.error({ err: error }, 'could not load the e-mail rendering');
      });
    }, EMAIL_PRELOAD_DELAY_MS);
    preload.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(preload);
    await reminders?.stop();
    await worker.stop();
    for (const channel of Object.values(channels)) await channel.close?.();
  });
});
