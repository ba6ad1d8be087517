import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indianDate, weekdayOf } from '@freshfold/shared';
import {
  createCustomer,
  insertOrderRow,
  PROFILE,
  slotsOfDay,
  type TestCustomer,
} from '../../../test/customers.js';
import { TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import { type RecordedRequest, startProviderServer, until } from '../../../test/mail-server.js';
import { sendPickupReminders } from './pickup-reminders.js';
import {
  enqueue,
  indianPhoneToE164,
  wakeDelivery,
  type OutboxMessageInput,
} from './outbox.service.js';
import type { OrderSummary } from './templates/data.js';

const order: OrderSummary = {
  id: 77,
  customerName: 'Asha',
  items: [{ serviceName: 'Laundry', name: 'Shirt', quantity: 2, lineTotalPaise: 12_000 }],
  totalPaise: 12_000,
  pickupDate: '2026-12-08',
  pickupSlot: '7:00 PM - 9:00 PM',
};

/**
 * The WhatsApp Cloud API's documented contract for a template message, as a local server
 * checks it: `POST /{version}/{phone-number-id}/messages`, the bearer token, a JSON body with
 * messaging_product "whatsapp", `to` in E.164 without "+", type "template" and the template's
 * name, language and body parameters. A request that breaks it gets the API's error body.
 */
function whatsAppAnswer(request: RecordedRequest) {
  const refuse = (status: number, code: number, message: string) => ({
    status,
    body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'trace' } },
  });
  if (request.method !== 'POST' || request.url !== '/v21.0/1234567890/messages') {
    return refuse(400, 100, `Unsupported request: ${request.method} ${request.url}`);
  }
  if (request.headers.authorization !== 'Bearer wa-token')
    return refuse(401, 190, 'Invalid OAuth access token');
  if (!request.headers['content-type']?.startsWith('application/json'))
    return refuse(400, 100, 'JSON expected');
  const body = JSON.parse(request.body) as {
    messaging_product?: string;
    to?: string;
    type?: string;
    template?: {
      name?: string;
      language?: { code?: string };
      components?: { type?: string; parameters?: { type?: string; text?: unknown }[] }[];
    };
  };
  const parameters = body.template?.components?.[0]?.parameters ?? [];
  const wellFormed =
    body.messaging_product === 'whatsapp' &&
    /^[1-9]\d{7,14}$/.test(body.to ?? '') &&
    body.type === 'template' &&
    typeof body.template?.name === 'string' &&
    body.template.language?.code === 'en' &&
    body.template.components?.[0]?.type === 'body' &&
    parameters.length > 0 &&
    parameters.every((p) => p.type === 'text' && typeof p.text === 'string');
  if (!wellFormed) return refuse(400, 100, '(#100) Invalid parameter');
  if (body.to === '910000000429') return refuse(429, 130429, '(#130429) Rate limit hit');
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.${String(body.to)}` }],
    },
  };
}

/** While true, Twilio answers every message with a 503, as in an outage of theirs. */
let twilioDown = false;

/** Twilio's Messages API: basic auth, a form with To (+E.164), From and Body; 201 with a sid. */
function twilioAnswer(request: RecordedRequest) {
  const refuse = (status: number, code: number, message: string) => ({
    status,
    body: {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${String(code)}`,
      status,
    },
  });
  if (request.method !== 'POST' || request.url !== '/2010-04-01/Accounts/AC123/Messages.json') {
    return refuse(404, 20404, 'The requested resource was not found');
  }
  if (twilioDown) return refuse(503, 20503, 'Service Unavailable');
  const expected = `Basic ${Buffer.from('AC123:sms-token').toString('base64')}`;
  if (request.headers.authorization !== expected) return refuse(401, 20003, 'Authenticate');
  if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
    return refuse(400, 21602, 'Message body is required.');
  }
  const form = new URLSearchParams(request.body);
  if (!/^\+[1-9]\d{7,14}$/.test(form.get('To') ?? '')) {
    return refuse(400, 21211, "The 'To' number is not a valid phone number.");
  }
  if (form.get('From') !== 'FRSHFD' || !form.get('Body'))
    return refuse(400, 21602, 'Message body is required.');
  return { status: 201, body: { sid: 'SM0123456789abcdef', status: 'queued', to: form.get('To') } };
}

describe(`WhatsApp and SMS delivery against the providers' contracts (${TEST_DB_KIND})`, () => {
  let whatsapp: Awaited<ReturnType<typeof startProviderServer>>;
  let twilio: Awaited<ReturnType<typeof startProviderServer>>;

  beforeAll(async () => {
    whatsapp = await startProviderServer(whatsAppAnswer);
    twilio = await startProviderServer(twilioAnswer);
  });
  afterAll(async () => {
    await whatsapp.close();
    await twilio.close();
  });
  const ctx = testAppSuite(
    () => ({
      environment: {
        WHATSAPP_API_URL: `${whatsapp.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_TOKEN: 'wa-token',
        SMS_API_URL: `${twilio.url}/2010-04-01`,
        SMS_ACCOUNT_SID: 'AC123',
        SMS_AUTH_TOKEN: 'sms-token',
        SMS_FROM: 'FRSHFD',
        PUBLIC_URL: 'https://shop.example',
        NOTIFICATIONS_POLL_INTERVAL: '100ms',
        NOTIFICATIONS_RETRY_BASE: '100ms',
      },
    }),
    { listen: true },
  );

  const rowOf = (id: number) =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'last_error', 'provider_id', 'body_text'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const settled = (id: number) =>
    until(async () => {
      const row = await rowOf(id);
      return row.status === 'pending' && row.attempts < 2 ? undefined : row;
    });

  /**
   * Queues a message about order #77 to an Indian phone number (under the dedupe key `key`),
   * wakes the delivery worker and waits until the message is sent.
   */
  const sentRowOf = async (
    channel: OutboxMessageInput['channel'],
    phone: string,
    key: string,
    data: OutboxMessageInput['data'],
  ) => {
    const message = { channel, recipient: indianPhoneToE164(phone), key, orderId: 77, data };
    const [id = 0] = await enqueue(ctx.database.db, [message]);
    wakeDelivery();
    return until(async () => {
      const found = await rowOf(id);
      return found.status === 'sent' ? found : undefined;
    });
  };

  it('sends an order confirmation as a WhatsApp template message the Cloud API accepts', async () => {
    const row = await sentRowOf('whatsapp', '98765 43210', 'order:77', {
      kind: 'order_placed',
      order,
    });
    expect(row.provider_id).toBe('wamid.919876543210');
    const body = JSON.parse(whatsapp.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      to: '919876543210',
      template: {
        name: 'order_placed',
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: '#77' },
              { type: 'text', text: 'Tuesday, 8 December 2026, 7:00 PM - 9:00 PM' },
              { type: 'text', text: '₹120' },
            ],
          },
        ],
      },
    });
    expect(row.body_text).toContain('#77');
  });

  it("a refusal for good (4xx) fails the message with the API's reason; a rate limit (429) is retried", async () => {
    const [refused = 0, limited = 0] = await enqueue(ctx.database.db, [
      {
        channel: 'whatsapp',
        recipient: '12',
        key: 'order:78',
        data: { kind: 'order_placed', order },
      },
      {
        channel: 'whatsapp',
        recipient: '910000000429',
        key: 'order:79',
        data: { kind: 'order_placed', order },
      },
    ]);
    wakeDelivery();
    const failed = await settled(refused);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toBe('WhatsApp answered 400: (#100) Invalid parameter (code 100)');
    const retried = await settled(limited);
    expect(retried.status).toBe('pending');
    expect(retried.last_error).toMatch(/^WhatsApp answered 429: \(#130429\) Rate limit hit/);
  });

  it("sends an SMS through Twilio's Messages API", async () => {
    const row = await sentRowOf('sms', '9876543210', 'order:77:status:ready', {
      kind: 'order_status_changed',
      order,
      status: 'ready',
    });
    expect(row.provider_id).toBe('SM0123456789abcdef');
    const form = new URLSearchParams(twilio.requests.at(-1)?.body);
    expect(form.get('To')).toBe('+919876543210');
    expect(form.get('Body')).toBe(
      'FreshFold: order #77 is clean and ready. https://shop.example/orders',
    );
  });

  const choose = (customer: TestCustomer, sms: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/notification-preferences',
      headers: customer.auth,
      payload: { email: false, whatsapp: false, sms },
    });
  const sentTo = (phone: string, requests: readonly RecordedRequest[]) =>
    requests.filter((r) => new URLSearchParams(r.body).get('To') === phone);

  /**
   * A customer with SMS on and a pickup tomorrow, whose SMS reminder Twilio answers 503 until
   * `meanwhile` has run and an attempt claimed after it has been made. Answers the reminder's
   * row once it has settled, and the requests Twilio got after its outage.
   */
  const smsReminderThroughOutage = async (meanwhile: (customer: TestCustomer) => Promise<void>) => {
    const customer = await createCustomer(ctx);
    expect((await choose(customer, true)).statusCode).toBe(200);
    const tomorrow = addDays(indianDate(), 1);
    const [slot] = await slotsOfDay(ctx, weekdayOf(tomorrow));
    const orderId = await insertOrderRow(ctx, {
      userId: customer.id,
      slotId: slot?.id ?? 1,
      pickupDate: tomorrow,
    });
    let id = 0;
    let afterOutage: number;
    twilioDown = true;
    try {
      expect(await sendPickupReminders(ctx.database.db)).toBe(1);
      const written = await ctx.database.db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient'])
        .where('order_id', '=', orderId)
        .where('kind', '=', 'pickup_reminder')
        .execute();
      expect(written.map((row) => `${row.channel}:${row.recipient}`)).toEqual(['sms:919876501234']);
      id = written[0]?.id ?? 0;
      const waiting = await until(async () => {
        const row = await rowOf(id);
        return row.status === 'pending' && row.last_error !== null ? row : undefined;
      });
      expect(waiting.last_error).toMatch(/^Twilio answered 503/);
      await meanwhile(customer);
      const tried = (await rowOf(id)).attempts;
      await until(async () => {
        const row = await rowOf(id);
        return row.attempts > tried || row.status !== 'pending' ? true : undefined;
      });
    } finally {
      afterOutage = twilio.requests.length;
      twilioDown = false;
    }
    const row = await until(async () => {
      const found = await rowOf(id);
      return found.status === 'pending' ? undefined : found;
    });
    const recipient = await ctx.database.db
      .selectFrom('outbox')
      .select('recipient')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { row: { ...row, ...recipient }, requests: twilio.requests.slice(afterOutage) };
  };

  it('an SMS waiting for a retry is not sent once the customer has turned SMS off', async () => {
    // The customer withdraws consent while the reminder waits for its retry.
    const { row, requests } = await smsReminderThroughOutage(async (customer) => {
      expect((await choose(customer, false)).statusCode).toBe(200);
    });
    expect(row).toMatchObject({
      status: 'not_sent',
      provider_id: null,
      last_error: 'the customer turned SMS off after it was written',
    });
    expect(sentTo('+919876501234', requests)).toEqual([]);
  });

  it('an SMS waiting for a retry goes to the number the customer has now, not the old one', async () => {
    const { row, requests } = await smsReminderThroughOutage(async (customer) => {
      const changed = await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/updateUser/${String(customer.id)}`,
        headers: customer.auth,
        payload: { ...PROFILE, phone: '9123456780' },
      });
      expect(changed.statusCode).toBe(200);
    });
    expect(row).toMatchObject({
      status: 'sent',
      recipient: '919123456780',
      provider_id: 'SM0123456789abcdef',
    });
    expect(sentTo('+919876501234', requests)).toEqual([]);
    expect(sentTo('+919123456780', requests)).toHaveLength(1);
  });
});
