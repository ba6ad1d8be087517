import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, indianDate, weekdayOf } from '@freshfold/shared';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createCustomer, insertOrderRow, slotsOfDay } from '../../../test/customers.js';
import { mailServerSuite, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import { nextRunAt, sendPickupReminders } from './pickup-reminders.js';

/**
 * Pickup reminders from two instances on one database: both run the job at start-up (its time,
 * 00:00, has passed) and again at the same moment, and each pickup of tomorrow is reminded once.
 */
describe(`pickup reminders (${TEST_DB_KIND})`, () => {
  const mail = mailServerSuite();
  const ctx = testAppSuite(() => ({
    environment: { SMTP_URL: mail.url, NOTIFICATIONS_POLL_INTERVAL: '50ms' },
  }));
  let second: { app: FastifyInstance; database: DatabaseHandle } | null = null;
  const tomorrow = addDays(indianDate(), 1);
  const orders: Record<string, number> = {};
  const customers: string[] = [];

  beforeAll(async () => {
    const [slot] = await slotsOfDay(ctx, weekdayOf(tomorrow));
    const slotId = slot?.id ?? 1;
    const order = async (name: string, options: { status?: 'cancelled'; date?: string } = {}) => {
      const customer = await createCustomer(ctx);
      customers.push(customer.email);
      orders[name] = await insertOrderRow(ctx, {
        userId: customer.id,
        slotId,
        pickupDate: options.date ?? tomorrow,
        ...(options.status ? { status: options.status } : {}),
      });
    };
    for (let i = 0; i < 6; i += 1) await order(`tomorrow-${String(i)}`);
    await order('day-after', { date: addDays(tomorrow, 1) });
    await order('cancelled', { status: 'cancelled' });

    // Both instances remind at start-up: 00:00 has passed today.
    const config = {
      ...ctx.config,
      notifications: { ...ctx.config.notifications, reminderMinute: 0 },
    };
    const first = await buildApp({ config, db: ctx.database.db, logger: false });
    const database = openDatabase(ctx.config.databaseUrl, { poolSize: 10 });
    second = { app: await buildApp({ config, db: database.db, logger: false }), database };
    await Promise.all([
      first.listen({ port: 0, host: '127.0.0.1' }),
      second.app.listen({ port: 0, host: '127.0.0.1' }),
    ]);
    // And the job once more on both at the same moment.
    await Promise.all([
      sendPickupReminders(ctx.database.db),
      sendPickupReminders(second.database.db),
    ]);
    await mail.waitFor(6, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await first.close();
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it('each customer with a pickup tomorrow gets exactly one reminder', async () => {
    const reminders = mail.mails.filter((m) => m.subject?.includes('pickup'));
    expect(reminders).toHaveLength(6);
    for (let i = 0; i < 6; i += 1) {
      const id = `#${String(orders[`tomorrow-${String(i)}`])}`;
      expect(reminders.filter((m) => m.subject?.includes(id))).toHaveLength(1);
    }
    const recipients = reminders.map((m) => JSON.stringify(m.to));
    expect(new Set(recipients).size).toBe(6);
    const rows = await ctx.database.db
      .selectFrom('outbox')
      .select(['order_id', 'dedupe_key'])
      .where('kind', '=', 'pickup_reminder')
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.dedupe_key)).toContain(
      `pickup_reminder:order:${String(orders['tomorrow-0'])}:reminder:${tomorrow}:email`,
    );
  });

  it('sends none for an order the day after tomorrow, nor for a cancelled order', async () => {
    const reminded = await ctx.database.db
      .selectFrom('outbox')
      .select('order_id')
      .where('kind', '=', 'pickup_reminder')
      .execute();
    const ids = reminded.map((row) => row.order_id);
    expect(ids).not.toContain(orders['day-after']);
    expect(ids).not.toContain(orders.cancelled);
    expect(mail.mails).toHaveLength(6);
  });

  it('runs next at the configured time in India', () => {
    // 17:00 in India on 1 December 2026 is 11:30 UTC; 18:00 comes an hour later.
    const fivePm = Date.parse('2026-12-01T11:30:00Z');
    expect(new Date(nextRunAt(fivePm, 18 * 60)).toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(new Date(nextRunAt(fivePm + 2 * 3600_000, 18 * 60)).toISOString()).toBe(
      '2026-12-02T12:30:00.000Z',
    );
  });
});

describe(`pickup reminders on a closed date (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('reminds nobody of a pickup on a date the shop closed after it was booked, and does once it opens again', async () => {
    const tomorrow = addDays(indianDate(), 1);
    const [slot] = await slotsOfDay(ctx, weekdayOf(tomorrow));
    const customer = await createCustomer(ctx);
    await insertOrderRow(ctx, { userId: customer.id, slotId: slot?.id ?? 1, pickupDate: tomorrow });
    await ctx.database.db
      .insertInto('closures')
      .values({
        date: tomorrow,
        reason: 'Diwali',
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await sendPickupReminders(ctx.database.db)).toBe(0);
    await ctx.database.db.deleteFrom('closures').where('date', '=', tomorrow).execute();
    expect(await sendPickupReminders(ctx.database.db)).toBe(1);
  });
});
