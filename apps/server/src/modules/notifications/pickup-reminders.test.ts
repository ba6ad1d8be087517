import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, indianDate, weekdayOf } from '@freshfold/shared';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import {
  createCustomer,
  insertOrderRow,
  outboxMessagesOf,
  slotsOfDay,
} from '../../../test/customers.js';
import {
  mailingAppSuite,
  mailServerSuite,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../../test/helpers.js';
import { until } from '../../../test/mail-server.js';
import { nextRunAt, sendPickupReminders } from './pickup-reminders.js';

/**
 * Pickup reminders from two instances on one database: both run the job at start-up (its time,
 * 00:00, has passed) and again at the same moment, and each pickup of tomorrow is reminded once.
 */

/** The shop closes `date` for Diwali, as the dashboard's closure writes it. */
async function closeForDiwali(ctx: TestContext, date: string): Promise<void> {
  await ctx.database.db
    .insertInto('closures')
    .values({ date, reason: 'Diwali', created_by: null, created_at: new Date().toISOString() })
    .execute();
}

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
    const rows = await outboxMessagesOf(ctx, 'pickup_reminder');
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.dedupe_key)).toContain(
      `pickup_reminder:order:${String(orders['tomorrow-0'])}:reminder:${tomorrow}:email`,
    );
  });

  it('sends none for an order the day after tomorrow, nor for a cancelled order', async () => {
    const reminded = await outboxMessagesOf(ctx, 'pickup_reminder');
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
    await closeForDiwali(ctx, tomorrow);
    expect(await sendPickupReminders(ctx.database.db)).toBe(0);
    await ctx.database.db.deleteFrom('closures').where('date', '=', tomorrow).execute();
    expect(await sendPickupReminders(ctx.database.db)).toBe(1);
  });
});

/**
 * A reminder written at 18:00 may wait for a retry while the mail server is down; what it says
 * ("we will pick up … tomorrow") is checked again when it is about to go out.
 */
describe(`pickup reminders waiting for a retry (${TEST_DB_KIND})`, () => {
  const { mail, ctx } = mailingAppSuite({
    NOTIFICATIONS_POLL_INTERVAL: '50ms',
    NOTIFICATIONS_RETRY_BASE: '200ms',
  });
  const tomorrow = addDays(indianDate(), 1);

  const rowOf = (id: number) =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'last_error', 'provider_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const reminderOf = async (orderId: number) =>
    (
      await ctx.database.db
        .selectFrom('outbox')
        .select('id')
        .where('kind', '=', 'pickup_reminder')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).id;

  /**
   * Writes tomorrow's reminders while the mail server is down, runs `meanwhile` once each of
   * these orders' reminders has failed an attempt, and brings the mail server back after an
   * attempt claimed after `meanwhile`. Answers each reminder's row once it has settled.
   */
  const remindDuringOutage = async (orderIds: number[], meanwhile: () => Promise<void>) => {
    await mail.stop();
    const ids: number[] = [];
    try {
      expect(await sendPickupReminders(ctx.database.db)).toBe(orderIds.length);
      for (const orderId of orderIds) ids.push(await reminderOf(orderId));
      const attempted = async () => Promise.all(ids.map(rowOf));
      await until(async () =>
        (await attempted()).every((row) => row.status === 'pending' && row.last_error !== null)
          ? true
          : undefined,
      );
      await meanwhile();
      const tried = (await attempted()).map((row) => row.attempts);
      await until(async () =>
        (await attempted()).every(
          (row, index) => row.status !== 'pending' || row.attempts > (tried[index] ?? 0),
        )
          ? true
          : undefined,
      );
    } finally {
      await mail.start();
    }
    return Promise.all(
      ids.map((id) =>
        until(
          async () => {
            const row = await rowOf(id);
            return row.status === 'pending' ? undefined : row;
          },
          15_000,
          'the reminder to settle',
        ),
      ),
    );
  };

  it('a reminder for an order cancelled before its retry is not sent; the cancellation is', async () => {
    const [slot] = await slotsOfDay(ctx, weekdayOf(tomorrow));
    const customer = await createCustomer(ctx);
    const orderId = await insertOrderRow(ctx, {
      userId: customer.id,
      slotId: slot?.id ?? 1,
      pickupDate: tomorrow,
    });
    const [reminder] = await remindDuringOutage([orderId], async () => {
      const cancelled = await ctx.app.inject({
        method: 'POST',
        url: `/api/authUser/cancelOrder/${String(orderId)}`,
        headers: customer.auth,
      });
      expect(cancelled.statusCode).toBe(200);
    });
    expect(reminder).toMatchObject({
      status: 'not_sent',
      provider_id: null,
      last_error: 'the order was cancelled after it was written',
    });
    const ref = `#${String(orderId)}`;
    await until(() => mail.mails.find((m) => m.subject?.includes(ref)), 10_000, 'the cancellation');
    const mails = mail.mails.filter((m) => m.subject?.includes(ref));
    expect(mails.map((m) => m.subject)).toEqual([`FreshFold order ${ref} is cancelled`]);
  });

  it('a reminder is not sent for a pickup moved, or a date the shop closed, before its retry', async () => {
    const [slot] = await slotsOfDay(ctx, weekdayOf(tomorrow));
    const order = async () =>
      insertOrderRow(ctx, {
        userId: (await createCustomer(ctx)).id,
        slotId: slot?.id ?? 1,
        pickupDate: tomorrow,
      });
    const moved = await order();
    const closed = await order();
    const later = addDays(tomorrow, 1);
    const [movedReminder, closedReminder] = await remindDuringOutage([moved, closed], async () => {
      // As the customer's move of the pickup writes it (orders/order-reschedule.ts).
      await ctx.database.db
        .updateTable('orders')
        .set({ pickup_date: later, pickup_slot_label: '7:00 PM - 9:00 PM' })
        .where('id', '=', moved)
        .execute();
      await closeForDiwali(ctx, tomorrow);
    });
    try {
      expect(movedReminder).toMatchObject({
        status: 'not_sent',
        last_error: `the pickup moved to ${later}, 7:00 PM - 9:00 PM after it was written`,
      });
      expect(closedReminder).toMatchObject({
        status: 'not_sent',
        last_error: `the shop closed ${tomorrow} after it was written`,
      });
      expect(mail.mails.filter((m) => m.subject?.includes('pickup tomorrow'))).toEqual([]);
    } finally {
      await ctx.database.db.deleteFrom('closures').where('date', '=', tomorrow).execute();
    }
  });
});
