import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import { until } from '../../../test/mail-server.js';
import { createDeliveryWorker, WAKE_GATHER_MS } from './delivery-worker.js';
import { enqueue } from './outbox.service.js';

/**
 * The worker is woken after every commit that wrote messages (an order, a status change): under
 * a stream of orders, a run per wake-up would double the statements each order costs.
 */
describe(`the delivery worker's wake-ups (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite({ environment: { NOTIFICATIONS_POLL_INTERVAL: '600s' } });

  it('serves a stream of commits with one run per gathering time, and leaves none waiting', async () => {
    // Every run marks what no channel sends (none is configured here) in one UPDATE.
    let runs = 0;
    const countRuns: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === 'UpdateQueryNode') runs += 1;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const worker = createDeliveryWorker({
      db: ctx.database.db.withPlugin(countRuns),
      postgres: TEST_DB_KIND === 'postgres',
      channels: {},
      config: ctx.app.config.notifications,
      log: ctx.app.log,
      secret: ctx.app.config.jwtSecret,
    });
    worker.start();
    try {
      await until(() => (runs === 1 ? true : undefined), 5_000, 'the first run');
      // Thirty commits one after another, each waking the worker as an order does.
      const ids: number[] = [];
      const started = Date.now();
      for (let index = 0; index < 30; index += 1) {
        const [id] = await ctx.database.db.transaction().execute((trx) =>
          enqueue(trx, [
            {
              channel: 'email',
              recipient: `burst${String(index)}@example.in`,
              key: `burst:${String(index)}`,
              data: { kind: 'contact_acknowledgement', name: 'Asha', message: 'Hello' },
            },
          ]),
        );
        if (id !== undefined) ids.push(id);
        worker.wake();
      }
      const burst = Date.now() - started;
      const pending = () =>
        ctx.database.db
          .selectFrom('outbox')
          .select('id')
          .where('id', 'in', ids)
          .where('status', '=', 'pending')
          .execute();
      await until(async () => ((await pending()).length === 0 ? true : undefined));
      // One run, at most, per gathering time the burst lasted, and one more for its tail.
      expect(runs - 1).toBeLessThanOrEqual(Math.ceil(burst / WAKE_GATHER_MS) + 1);
    } finally {
      await worker.stop();
    }
  });
});
