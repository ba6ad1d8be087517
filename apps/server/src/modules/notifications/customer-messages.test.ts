import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@freshfold/shared';
import { createCustomer, type TestCustomer } from '../../../test/customers.js';
import { mailingAppSuite, TEST_DB_KIND } from '../../../test/helpers.js';
import { until } from '../../../test/mail-server.js';
import { notifyCustomer, type CustomerNotificationData } from './customer-messages.js';
import { wakeDelivery } from './outbox.service.js';
import { renderMessage } from './templates/render.js';

const order = (id: number) => ({
  id,
  customerName: 'Asha',
  items: [{ serviceName: 'Laundry', name: 'Shirt', quantity: 2, lineTotalPaise: 12_000 }],
  totalPaise: 12_000,
  pickupDate: '2026-12-07',
  pickupSlot: '6:00 AM - 8:00 AM',
});

/**
 * A customer's channels (GET/PUT /api/auth/notification-preferences), the messages
 * `notifyCustomer` writes for them, and the one-click unsubscribe of every customer e-mail.
 */
describe(`customer notification preferences (${TEST_DB_KIND})`, () => {
  const { mail, ctx } = mailingAppSuite({
    PUBLIC_URL: 'https://shop.example',
    NOTIFICATIONS_POLL_INTERVAL: '50ms',
  });

  const preferences = (customer: TestCustomer, payload?: object) =>
    ctx.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/auth/notification-preferences',
      headers: customer.auth,
      ...(payload ? { payload } : {}),
    });
  const notify = (userId: number, data: CustomerNotificationData, key: string) =>
    ctx.database.db.transaction().execute((trx) => notifyCustomer(trx, { userId, data, key }));
  const channelsOf = async (ids: number[]) =>
    (
      await ctx.database.db
        .selectFrom('outbox')
        .select(['channel', 'recipient'])
        .where('id', 'in', ids.length > 0 ? ids : [0])
        .orderBy('channel')
        .execute()
    ).map((row) => `${row.channel}:${row.recipient}`);

  it('starts with e-mail only, and records the consent when WhatsApp or SMS is chosen', async () => {
    const customer = await createCustomer(ctx);
    expect((await preferences(customer)).json()).toEqual({
      email: true,
      whatsapp: false,
      sms: false,
    });
    const ids = await notify(customer.id, { kind: 'order_placed', order: order(1) }, 'order:1');
    expect(await channelsOf(ids)).toEqual([`email:${customer.email}`]);

    const chosen = await preferences(customer, { email: true, whatsapp: true, sms: true });
    expect(chosen.statusCode).toBe(200);
    expect((await preferences(customer)).json()).toEqual({
      email: true,
      whatsapp: true,
      sms: true,
    });
    const consent = await ctx.database.db
      .selectFrom('users')
      .select(['whatsapp_consent_at', 'sms_consent_at'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(consent.whatsapp_consent_at).not.toBeNull();
    expect(consent.sms_consent_at).not.toBeNull();
    const all = await notify(customer.id, { kind: 'order_placed', order: order(2) }, 'order:2');
    expect(await channelsOf(all)).toEqual([
      `email:${customer.email}`,
      'sms:919876501234',
      'whatsapp:919876501234',
    ]);
    // A reset link goes to the account's address only.
    const reset = await notify(
      customer.id,
      {
        kind: 'password_reset',
        name: 'Asha',
        resetUrl: 'https://shop.example/r',
        validForMinutes: 30,
      },
      'reset:x',
    );
    expect(await channelsOf(reset)).toEqual([`email:${customer.email}`]);

    await preferences(customer, { email: true, whatsapp: false, sms: true });
    const withdrawn = await ctx.database.db
      .selectFrom('users')
      .select(['whatsapp_consent_at', 'sms_consent_at'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(withdrawn).toEqual({
      whatsapp_consent_at: null,
      sms_consent_at: consent.sms_consent_at,
    });
  });

  it('refuses WhatsApp or SMS without a phone, and malformed preferences', async () => {
    const customer = await createCustomer(ctx);
    await ctx.database.db
      .updateTable('users')
      .set({ phone: '' })
      .where('id', '=', customer.id)
      .execute();
    const refused = await preferences(customer, { email: true, whatsapp: true, sms: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: API_MESSAGES.account.phoneNeededForMessages });
    expect((await preferences(customer, { email: 'yes' })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/notification-preferences' }))
        .statusCode,
    ).toBe(401);
  });

  it("a closed date's delivery message and its reopening come with e-mail off, and by phone when chosen", async () => {
    const customer = await createCustomer(ctx);
    await preferences(customer, { email: false, whatsapp: true, sms: true });
    const delivery = { date: '2026-12-14', slot: '7:00 PM - 9:00 PM' };
    const closedData: CustomerNotificationData = {
      kind: 'delivery_date_closed',
      order: order(7),
      delivery,
      reason: 'Ugadi',
    };
    const reopenedData: CustomerNotificationData = {
      kind: 'closed_date_reopened',
      order: order(7),
      date: delivery.date,
      pickup: false,
      delivery,
    };
    const phone = ['sms:919876501234', 'whatsapp:919876501234'];
    const closed = await notify(customer.id, closedData, 'order:7:delivery-closed:x');
    expect(await channelsOf(closed)).toEqual([`email:${customer.email}`, ...phone]);
    const reopened = await notify(customer.id, reopenedData, 'order:7:reopened:x');
    expect(await channelsOf(reopened)).toEqual([`email:${customer.email}`, ...phone]);
    // A reminder is not essential: with e-mail off it goes by phone only.
    const reminder = await notify(
      customer.id,
      { kind: 'pickup_reminder', order: order(8) },
      'order:8:reminder:x',
    );
    expect(await channelsOf(reminder)).toEqual(phone);

    const context = { publicUrl: 'https://shop.example' };
    const sms = await renderMessage(closedData, 'sms', context);
    expect(sms.text).toBe(
      'FreshFold: we are closed on Monday, 14 December 2026 (Ugadi). We will contact you to move the delivery of order #7. https://shop.example/orders',
    );
    expect(sms.templateParameters).toEqual(['Asha', '#7', 'Monday, 14 December 2026', 'Ugadi']);
    const good = await renderMessage(reopenedData, 'sms', context);
    expect(good.text).toBe(
      'FreshFold: good news, we are open on Monday, 14 December 2026 after all. The delivery of order #7 stands. https://shop.example/orders',
    );
    const email = await renderMessage(reopenedData, 'email', context);
    expect(email.text).toContain(
      'The delivery of your order #7 stands as planned: Monday, 14 December 2026, 7:00 PM - 9:00 PM.',
    );
    expect(email.text).not.toContain('The pickup of your order #7');
  });

  it('an e-mail carries a one-click unsubscribe that stops non-essential e-mails only', async () => {
    const customer = await createCustomer(ctx);
    await notify(
      customer.id,
      { kind: 'order_status_changed', order: order(3), status: 'ready' },
      'order:3:status:ready',
    );
    wakeDelivery();
    const received = await until(() =>
      mail.mails.find((m) => JSON.stringify(m.to).includes(customer.email)),
    );
    const link = /https:\/\/shop\.example\/api\/notifications\/unsubscribe\?token=[\w.-]+/.exec(
      received.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    // mailparser gathers the List-* headers; the raw lines are what a mail program reads.
    const header = (name: string) =>
      (received.headerLines.find((line) => line.key === name)?.line ?? '').replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${link ?? ''}>`);
    const path = (link ?? '').replace('https://shop.example', '');

    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect((await preferences(customer)).json()).toMatchObject({ email: true });

    // A mail program's one-click unsubscribe (RFC 8058).
    const done = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect((await preferences(customer)).json()).toMatchObject({ email: false });
    // As RFC 8058 advises a mail program to send it: multipart/form-data.
    const optedIn = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/notification-preferences',
      headers: customer.auth,
      payload: { email: true, whatsapp: false, sms: false },
    });
    expect(optedIn.statusCode, optedIn.body).toBe(200);
    const boundary = '----mail-program-7f3a';
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await preferences(customer)).json()).toMatchObject({ email: false });
    const status = await notify(
      customer.id,
      { kind: 'pickup_reminder', order: order(4) },
      'order:4:reminder:x',
    );
    expect(status).toEqual([]);
    const placed = await notify(
      customer.id,
      { kind: 'order_cancelled', order: order(4) },
      'order:4',
    );
    expect(await channelsOf(placed)).toEqual([`email:${customer.email}`]);

    const forged = await ctx.app.inject({
      method: 'POST',
      url: path.replace(/token=\d+/, 'token=1'),
    });
    expect(forged.statusCode).toBe(400);
    await until(async () =>
      (
        await ctx.database.db
          .selectFrom('outbox')
          .select('status')
          .where('status', '=', 'pending')
          .execute()
      ).length === 0
        ? true
        : undefined,
    );
  });
});
