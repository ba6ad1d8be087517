import { beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxMessageDetail } from '@freshfold/shared';
import { createCustomer } from '../../../test/customers.js';
import { createTestApp, mailingAppSuite, TEST_DB_KIND } from '../../../test/helpers.js';
import { until } from '../../../test/mail-server.js';
import { notifyCustomer } from './customer-messages.js';
import { enqueue, wakeDelivery, type OutboxMessageInput } from './outbox.service.js';
import type { OrderSummary } from './templates/data.js';
import { unsubscribeUrl } from './unsubscribe.js';

const order = (id: number): OrderSummary => ({
  id,
  customerName: 'Asha',
  items: [
    { serviceName: 'Laundry', name: 'Shirt', quantity: 3, lineTotalPaise: 18_000 },
    { serviceName: 'Dry Cleaning', name: 'Saree', quantity: 1, lineTotalPaise: 125_050 },
  ],
  totalPaise: 143_050,
  pickupDate: '2026-12-07',
  pickupSlot: '6:00 AM - 8:00 AM',
});

const placed = (id: number, recipient = 'asha@example.in'): OutboxMessageInput => ({
  channel: 'email',
  recipient,
  key: `order:${String(id)}`,
  orderId: id,
  data: { kind: 'order_placed', order: order(id) },
});

/**
 * E-mail through a real SMTP server in the test process: what arrives, an outage of the mail
 * server, a rolled-back transaction, and the shop's view of what was sent.
 */
describe(`e-mail delivery from the outbox (${TEST_DB_KIND})`, () => {
  const { mail, ctx } = mailingAppSuite({
    MAIL_FROM: 'FreshFold <orders@freshfold.in>',
    PUBLIC_URL: 'https://shop.example/',
    NOTIFICATIONS_RETRY_BASE: '200ms',
  });
  let adminAuth: { authorization: string };

  beforeAll(async () => {
    adminAuth = (await createCustomer(ctx, { role: 'admin' })).auth;
  });

  const messageOf = async (id: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/messages/${String(id)}`,
        headers: adminAuth,
      })
    ).json<TOutboxMessageDetail>();

  it('an order confirmation enqueued in a transaction arrives with the order number, items, total, pickup and link', async () => {
    const before = mail.mails.length;
    const ids = await ctx.database.db.transaction().execute((trx) =>
      enqueue(trx, [
        placed(101),
        {
          channel: 'email',
          recipient: 'care@freshfold.in',
          key: 'contact:1',
          replyTo: 'ravi@example.in',
          data: {
            kind: 'contact_message',
            name: 'Ravi',
            email: 'ravi@example.in',
            phone: null,
            message: 'Do you clean curtains?',
          },
        },
      ]),
    );
    wakeDelivery();
    expect(ids).toHaveLength(2);
    const mails = await mail.waitFor(before + 2);
    const confirmation = mails.find((m) => m.subject?.includes('#101'));
    expect(confirmation?.subject).toBe('FreshFold order #101 is booked');
    expect(confirmation?.to).toMatchObject({ text: 'asha@example.in' });
    expect(confirmation?.from?.text).toContain('orders@freshfold.in');
    expect(confirmation?.text).toContain('3 × Shirt (Laundry)');
    expect(confirmation?.text).toContain('₹1,430.50');
    expect(confirmation?.text).toContain('Monday, 7 December 2026, 6:00 AM - 8:00 AM');
    expect(confirmation?.text).toContain('https://shop.example/orders');
    expect(confirmation?.html).toContain('Saree (Dry Cleaning)');
    expect(confirmation?.html).toContain('href="https://shop.example/orders"');
    const contact = mails.find((m) => m.subject === 'Contact form: message from Ravi');
    expect(contact?.replyTo?.text).toBe('ravi@example.in');
    expect(contact?.text).toContain('Do you clean curtains?');

    const shown = await until(async () => {
      const message = await messageOf(ids[0] ?? 0);
      return message.status === 'sent' ? message : undefined;
    });
    expect(shown).toMatchObject({ attempts: 1, lastError: null, orderId: 101 });
    expect(shown.providerId).toBe(confirmation?.messageId);
    expect(shown.bodyHtml).toBe(confirmation?.html);
  });

  it('the same event enqueued twice sends one message', async () => {
    const first = await enqueue(ctx.database.db, [placed(102)]);
    const again = await enqueue(ctx.database.db, [placed(102)]);
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    wakeDelivery();
    await until(async () =>
      (await messageOf(first[0] ?? 0)).status === 'sent' ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.filter((m) => m.subject?.includes('#102'))).toHaveLength(1);
  });

  it('a rolled-back transaction leaves no message', async () => {
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await enqueue(trx, [placed(103)]);
        throw new Error('the order could not be placed');
      }),
    ).rejects.toThrow('the order could not be placed');
    wakeDelivery();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const rows = await ctx.database.db
      .selectFrom('outbox')
      .select('id')
      .where('order_id', '=', 103)
      .execute();
    expect(rows).toEqual([]);
    expect(mail.mails.filter((m) => m.subject?.includes('#103'))).toEqual([]);
  });

  it('a message enqueued while the mail server is down arrives once it is back', async () => {
    await mail.stop();
    const [id = 0] = await enqueue(ctx.database.db, [placed(104)]);
    wakeDelivery();
    const failing = await until(async () => {
      const message = await messageOf(id);
      return message.attempts >= 2 ? message : undefined;
    });
    expect(failing.status).toBe('pending');
    expect(failing.lastError).toMatch(/SMTP/);
    expect(mail.mails.filter((m) => m.subject?.includes('#104'))).toEqual([]);

    await mail.start();
    await until(() => mail.mails.find((m) => m.subject?.includes('#104')), 15_000, 'the mail');
    const sent = await until(async () => {
      const message = await messageOf(id);
      return message.status === 'sent' ? message : undefined;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(mail.mails.filter((m) => m.subject?.includes('#104'))).toHaveLength(1);
  });

  it('a mail server that refuses the login is retried, not given up on', async () => {
    const refused = await createTestApp({
      environment: {
        SMTP_URL: mail.url.replace('secret', 'wrong'),
        NOTIFICATIONS_POLL_INTERVAL: '100ms',
        NOTIFICATIONS_RETRY_BASE: '100ms',
      },
    });
    try {
      await refused.app.listen({ port: 0, host: '127.0.0.1' });
      const [id = 0] = await enqueue(refused.database.db, [placed(105)]);
      wakeDelivery();
      const row = await until(async () => {
        const found = await refused.database.db
          .selectFrom('outbox')
          .select(['status', 'attempts', 'last_error'])
          .where('id', '=', id)
          .executeTakeFirst();
        return found && found.attempts >= 2 ? found : undefined;
      });
      expect(row.status).toBe('pending');
      expect(row.last_error).toMatch(/Invalid username or password/);
    } finally {
      await refused.close();
    }
  });

  it('an e-mail waiting for a retry is not sent once the customer has unsubscribed; an essential one still is', async () => {
    const customer = await createCustomer(ctx);
    await mail.stop();
    const [update = 0, cancelled = 0] = await ctx.database.db.transaction().execute(async (trx) => [
      ...(await notifyCustomer(trx, {
        userId: customer.id,
        orderId: 106,
        key: 'order:106:status:ready',
        data: { kind: 'order_status_changed', order: order(106), status: 'ready' },
      })),
      ...(await notifyCustomer(trx, {
        userId: customer.id,
        orderId: 107,
        key: 'order:107',
        data: { kind: 'order_cancelled', order: order(107) },
      })),
    ]);
    wakeDelivery();
    try {
      await until(async () => {
        const [first, second] = [await messageOf(update), await messageOf(cancelled)];
        return first.lastError !== null && second.lastError !== null ? true : undefined;
      });
      expect((await messageOf(update)).status).toBe('pending');
      // The customer's mail program posts the one-click unsubscribe (RFC 8058) meanwhile.
      const link = unsubscribeUrl('https://shop.example', customer.id, ctx.config.jwtSecret);
      const unsubscribed = await ctx.app.inject({
        method: 'POST',
        url: link.replace('https://shop.example', ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode).toBe(200);
      // The outage lasts until an attempt claimed after the unsubscribe has been made.
      const tried = (await messageOf(update)).attempts;
      await until(async () => {
        const message = await messageOf(update);
        return message.attempts > tried || message.status !== 'pending' ? true : undefined;
      });
    } finally {
      await mail.start();
    }
    const settled = (id: number) =>
      until(async () => {
        const message = await messageOf(id);
        return message.status === 'pending' ? undefined : message;
      }, 15_000);
    expect(await settled(update)).toMatchObject({
      status: 'not_sent',
      providerId: null,
      lastError: 'the customer turned e-mail off after it was written',
    });
    expect((await settled(cancelled)).status).toBe('sent');
    expect(mail.mails.filter((m) => m.subject?.includes('#107'))).toHaveLength(1);
    expect(mail.mails.filter((m) => m.subject?.includes('#106'))).toEqual([]);
  });
});
