import { beforeAll, describe, expect, it } from 'vitest';
import type { TAdminMessagesPage, TOrderMessages, TOutboxMessageDetail } from '@freshfold/shared';
import { createCustomer } from '../../../test/customers.js';
import {
  mailServerSuite,
  secondInstanceSuite,
  TEST_DB_KIND,
  testAppSuite,
} from '../../../test/helpers.js';
import { until } from '../../../test/mail-server.js';
import { backoffMs, NO_CHANNEL } from './delivery-worker.js';
import { requeueMessage } from './outbox.repository.js';
import { enqueue, wakeDelivery, type OutboxMessageInput } from './outbox.service.js';

const orderPlaced = (
  id: number,
  channel: OutboxMessageInput['channel'] = 'email',
): OutboxMessageInput => ({
  channel,
  recipient: channel === 'email' ? `customer${String(id)}@example.in` : '919876543210',
  key: `order:${String(id)}`,
  orderId: id,
  data: {
    kind: 'order_placed',
    order: {
      id,
      customerName: 'Asha',
      items: [{ serviceName: 'Laundry', name: 'Shirt', quantity: 1, lineTotalPaise: 6000 }],
      totalPaise: 6000,
      pickupDate: '2026-12-09',
      pickupSlot: '6:00 AM - 8:00 AM',
    },
  },
});

describe('retry backoff', () => {
  it('doubles from the base per attempt, at most an hour, with between half and all of it', () => {
    expect(backoffMs(1, 30_000, () => 0)).toBe(15_000);
    expect(backoffMs(1, 30_000, () => 1)).toBe(30_000);
    expect(backoffMs(4, 30_000, () => 1)).toBe(240_000);
    expect(backoffMs(30, 30_000, () => 1)).toBe(3_600_000);
    expect(backoffMs(30, 30_000, () => 0)).toBe(1_800_000);
  });
});

/** With no channel configured, messages are still written, shown rendered, and marked not sent. */
describe(`the outbox without any channel, as the shop sees it (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite(
    { environment: { NOTIFICATIONS_POLL_INTERVAL: '100ms' } },
    { listen: true },
  );
  let adminAuth: { authorization: string };
  let customerAuth: { authorization: string };

  beforeAll(async () => {
    adminAuth = (await createCustomer(ctx, { role: 'admin' })).auth;
    customerAuth = (await createCustomer(ctx)).auth;
  });

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type, named by each call
  const get = <T>(url: string, headers = adminAuth) =>
    ctx.app.inject({ method: 'GET', url, headers }).then((response) => ({
      status: response.statusCode,
      body: response.json<T>(),
    }));

  it('marks messages not sent, with the reason, and shows their rendered bodies', async () => {
    const ids = await ctx.database.db
      .transaction()
      .execute((trx) => enqueue(trx, [orderPlaced(201), orderPlaced(201, 'whatsapp')]));
    wakeDelivery();
    await until(async () => {
      const { body } = await get<TOrderMessages>('/api/admin/orders/201/messages');
      return body.messages.every((m) => m.status === 'not_sent') ? true : undefined;
    });
    const { status, body } = await get<TOrderMessages>('/api/admin/orders/201/messages');
    expect(status).toBe(200);
    expect(body.messages.map((m) => [m.id, m.channel, m.status, m.lastError, m.attempts])).toEqual([
      [ids[0], 'email', 'not_sent', NO_CHANNEL, 1],
      [ids[1], 'whatsapp', 'not_sent', NO_CHANNEL, 1],
    ]);
    const [email, whatsapp] = body.messages;
    expect(email?.subject).toBe('FreshFold order #201 is booked');
    expect(email?.bodyHtml).toContain('FreshFold');
    expect(email?.bodyText).toContain('http://localhost:3000/orders');
    expect(whatsapp?.bodyHtml).toBeNull();
    expect(whatsapp?.bodyText).toContain('order #201 booked');
    // Nothing could send them, so the worker did not render them: the bodies above were rendered
    // when asked for.
    const stored = await ctx.database.db
      .selectFrom('outbox')
      .select(['body_html', 'body_text'])
      .where('order_id', '=', 201)
      .execute();
    expect(stored).toEqual([
      { body_html: null, body_text: null },
      { body_html: null, body_text: null },
    ]);
  });

  it('lists failures first, filters by status and pages', async () => {
    await enqueue(ctx.database.db, [orderPlaced(202), orderPlaced(203)]);
    // A message that went out, and one that failed, written as the worker leaves them.
    const sentAt = new Date().toISOString();
    await ctx.database.db
      .insertInto('outbox')
      .values([
        { ...rowOf(orderPlaced(204)), status: 'sent', sent_at: sentAt, body_text: 'sent' },
        {
          ...rowOf(orderPlaced(205)),
          status: 'failed',
          last_error: 'refused',
          body_text: 'failed',
        },
      ])
      .execute();
    wakeDelivery();
    const all = await until(async () => {
      const { body } = await get<TAdminMessagesPage>('/api/admin/messages?pageSize=100');
      return body.messages.some((m) => m.status === 'pending') ? undefined : body;
    });
    expect(all.messages.map((m) => m.status)).toEqual([
      'failed',
      ...Array<string>(all.total - 2).fill('not_sent'),
      'sent',
    ]);
    const notSent = await get<TAdminMessagesPage>(
      '/api/admin/messages?status=not_sent&page=2&pageSize=2',
    );
    expect(notSent.body.total).toBe(4);
    expect(notSent.body.messages).toHaveLength(2);
    expect(notSent.body.messages.every((m) => m.status === 'not_sent')).toBe(true);
    const bad = await get<{ message: string }>('/api/admin/messages?status=lost');
    expect(bad.status).toBe(400);
  });

  it('retries a not sent message; refuses a sent one', async () => {
    const [id = 0] = await enqueue(ctx.database.db, [orderPlaced(206)]);
    wakeDelivery();
    await until(async () => {
      const { body } = await get<TOutboxMessageDetail>(`/api/admin/messages/${String(id)}`);
      return body.status === 'not_sent' ? true : undefined;
    });
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${String(id)}/retry`,
      headers: adminAuth,
    });
    expect(retry.statusCode).toBe(200);
    const again = await until(async () => {
      const { body } = await get<TOutboxMessageDetail>(`/api/admin/messages/${String(id)}`);
      return body.attempts === 2 && body.status === 'not_sent' ? body : undefined;
    });
    expect(again.lastError).toBe(NO_CHANNEL);

    const [sent] = await ctx.database.db
      .insertInto('outbox')
      .values({ ...rowOf(orderPlaced(207)), status: 'sent', body_text: 'sent' })
      .returning('id')
      .execute();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${String(sent?.id)}/retry`,
      headers: adminAuth,
    });
    expect(refused.statusCode).toBe(409);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/messages/999999/retry',
      headers: adminAuth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/messages', customerAuth)).status).toBe(403);
    expect((await get('/api/admin/orders/201/messages', {} as typeof adminAuth)).status).toBe(401);
  });

  it('shows a message its template cannot render with the reason, not a 500', async () => {
    const [row] = await ctx.database.db
      .insertInto('outbox')
      .values({
        ...rowOf(orderPlaced(208)),
        data: JSON.stringify({ kind: 'order_placed', order: null }),
      })
      .returning('id')
      .execute();
    const { status, body } = await get<TOutboxMessageDetail>(
      `/api/admin/messages/${String(row?.id)}`,
    );
    expect(status).toBe(200);
    expect(body.bodyText).toMatch(/^Could not render this message: /);
  });
});

/** An outbox row as `enqueue` writes it, for rows the test sets in a later state. */
function rowOf(message: OutboxMessageInput) {
  const now = new Date().toISOString();
  return {
    dedupe_key: `${message.data.kind}:${message.key}:${message.channel}`,
    kind: message.data.kind,
    channel: message.channel,
    recipient: message.recipient,
    order_id: message.orderId ?? null,
    subject: `Order #${String(message.orderId)}`,
    data: JSON.stringify(message.data),
    next_attempt_at: now,
    created_at: now,
  };
}

/**
 * Several instances on one database (PostgreSQL: claims skip each other's locked rows; SQLite:
 * one writer at a time) deliver each message exactly once, and an instance that dies holding
 * messages gives them up when its lease ends.
 */
describe(`delivery by two instances on one database (${TEST_DB_KIND})`, () => {
  const mail = mailServerSuite();
  const ctx = testAppSuite(
    () => ({
      environment: {
        SMTP_URL: mail.url,
        NOTIFICATIONS_POLL_INTERVAL: '50ms',
        NOTIFICATIONS_LEASE: '1s',
      },
    }),
    { listen: true },
  );
  const second = secondInstanceSuite(ctx, { listen: true });

  it('each of 60 messages enqueued through both instances arrives exactly once', async () => {
    const ids = Array.from({ length: 60 }, (_, index) => 1000 + index);
    await Promise.all(
      ids.map((id, index) =>
        enqueue(index % 2 === 0 ? ctx.database.db : second.database.db, [orderPlaced(id)]),
      ),
    );
    wakeDelivery();
    await mail.waitFor(60, 20_000);
    // Every outcome recorded (a batch's after its last mail), then no mail more than once.
    const rows = await until(
      async () => {
        const stored = await ctx.database.db
          .selectFrom('outbox')
          .select(['status', 'attempts'])
          .where('order_id', '>=', 1000)
          .where('order_id', '<', 2000)
          .execute();
        return stored.every((row) => row.status !== 'pending') ? stored : undefined;
      },
      10_000,
      'every outcome',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const subjects = mail.mails.map((m) => m.subject ?? '');
    expect(subjects).toHaveLength(60);
    expect(new Set(subjects).size).toBe(60);
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('a message claimed by an instance that died is delivered once its lease ends', async () => {
    const before = mail.mails.length;
    const now = Date.now();
    const leaseEnds = new Date(now + 1000).toISOString();
    // The row as a claim leaves it: leased, one attempt started, not due before the lease ends.
    await ctx.database.db
      .insertInto('outbox')
      .values({
        ...rowOf(orderPlaced(2001)),
        subject: 'FreshFold order #2001 is booked',
        attempts: 1,
        leased_by: 'an-instance-that-died/1',
        lease_until: leaseEnds,
        next_attempt_at: leaseEnds,
        retry_until: new Date(now + 60_000).toISOString(),
      })
      .execute();
    wakeDelivery();
    await until(
      () => mail.mails.slice(before).find((m) => m.subject?.includes('#2001')),
      10_000,
      'the mail',
    );
    // The outcome is recorded once the mail server has taken the mail: wait for it.
    const row = await until(
      async () => {
        const stored = await ctx.database.db
          .selectFrom('outbox')
          .select(['status', 'attempts', 'sent_at', 'leased_by'])
          .where('order_id', '=', 2001)
          .executeTakeFirstOrThrow();
        return stored.status === 'pending' ? undefined : stored;
      },
      5_000,
      'the outcome',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 2, leased_by: null });
    expect(Date.parse(row.sent_at ?? '')).toBeGreaterThanOrEqual(now + 1000);
  });

  it('a message that could not be rendered fails, and is rendered again, not sent blank, when retried', async () => {
    const before = mail.mails.length;
    const message = orderPlaced(2002);
    // Data its template cannot render (as a template with a defect would fail on it).
    await ctx.database.db
      .insertInto('outbox')
      .values({ ...rowOf(message), data: JSON.stringify({ kind: 'order_placed', order: null }) })
      .execute();
    wakeDelivery();
    const statusOf = () =>
      ctx.database.db
        .selectFrom('outbox')
        .select(['id', 'status', 'last_error', 'body_text'])
        .where('order_id', '=', 2002)
        .executeTakeFirstOrThrow();
    const failed = await until(async () => {
      const row = await statusOf();
      return row.status === 'failed' ? row : undefined;
    });
    expect(failed.last_error).toMatch(/^could not render: /);
    // The template mended, an admin retries it.
    await ctx.database.db
      .updateTable('outbox')
      .set({ data: JSON.stringify(message.data) })
      .where('id', '=', failed.id)
      .execute();
    expect(await requeueMessage(ctx.database.db, failed.id, new Date().toISOString())).toBe(true);
    wakeDelivery();
    const sent = await until(() =>
      mail.mails.slice(before).find((m) => m.subject?.includes('#2002')),
    );
    expect(sent.text).toContain('Shirt');
    // The outcome is recorded once the mail server has taken the mail: wait for it.
    await until(async () => ((await statusOf()).status === 'sent' ? true : undefined));
  });
});
