import { randomUUID } from 'node:crypto';
import type { TAdminContactMessagesPage, TContactMessage, TErrorResponse } from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/customers.js';
import { mailingAppSuite, TEST_DB_KIND } from '../../../test/helpers.js';
import { until } from '../../../test/mail-server.js';

const SHOP = 'shop-desk@freshfold.in';

/**
 * The contact page's message reaches the shop: stored, e-mailed to SHOP_EMAIL with Reply-To the
 * sender, acknowledged to the sender (a real SMTP server in the test process), refused whole when
 * malformed, limited per address and per sender, and listed and marked handled by the shop.
 */
describe(`contact messages (${TEST_DB_KIND})`, () => {
  const { mail, ctx } = mailingAppSuite({
    MAIL_FROM: 'FreshFold <care@freshfold.in>',
    SHOP_EMAIL: SHOP,
    RATE_LIMIT_CONTACT_PER_ADDRESS: '4',
    RATE_LIMIT_CONTACT_PER_EMAIL: '2',
  });
  let admin: TestCustomer;
  let address = 0;

  /** Each test writes from an address of its own, so the per-address limit is its own too. */
  const newAddress = () => {
    address += 1;
    return `10.0.0.${String(address)}`;
  };
  const send = (payload: unknown, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress,
    });
  /** A message sent from an address of its own, and accepted. */
  const sendAccepted = async (payload: Record<string, string>) => {
    const response = await send(payload, newAddress());
    expect(response.statusCode).toBe(202);
    return response;
  };
  const stored = async () =>
    ctx.database.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
  const queued = async () =>
    ctx.database.db.selectFrom('outbox').select(['id', 'kind', 'recipient']).execute();
  const list = async (query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/contact-messages${query}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TAdminContactMessagesPage>();
  };
  const mark = (id: number, handled: boolean, auth = admin.auth) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${String(id)}`,
      headers: auth,
      payload: { handled },
    });

  /** The acknowledgement e-mailed to `email` greets them and repeats none of `written`. */
  const expectBareAcknowledgement = async (email: string, written: string[]) => {
    const acknowledgement = await until(() =>
      mail.mails.find(
        (m) =>
          m.subject === 'We received your message - FreshFold' &&
          JSON.stringify(m.to).includes(email),
      ),
    );
    expect(acknowledgement.text).toContain('Hello,');
    for (const words of written) expect(acknowledgement.text).not.toContain(words);
  };

  beforeAll(async () => {
    admin = await createCustomer(ctx, { role: 'admin' });
  });

  it('e-mails the shop with Reply-To the sender, and acknowledges the message to the sender', async () => {
    const response = await sendAccepted({
      name: 'Ravi Kumar',
      email: 'Ravi.Kumar@Example.in',
      phone: '+91 98450-12345',
      subject: 'Curtains',
      message: 'Do you clean heavy curtains? I have six.',
    });
    expect(response.json()).toEqual({ message: 'Your message has been sent successfully!' });

    const toShop = await until(() =>
      mail.mails.find((m) => m.subject === 'Contact form: Curtains (from Ravi Kumar)'),
    );
    expect(toShop.to).toMatchObject({ text: SHOP });
    expect(toShop.replyTo?.text).toBe('ravi.kumar@example.in');
    expect(toShop.text).toContain('Ravi Kumar (ravi.kumar@example.in, 9845012345)');
    expect(toShop.text).toContain('Do you clean heavy curtains? I have six.');

    // Anyone can give anyone's address: the shop's mail repeats none of what the sender wrote.
    await expectBareAcknowledgement('ravi.kumar@example.in', ['Ravi', 'curtains']);

    const [row] = await stored();
    expect(row).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      phone: '9845012345',
      subject: 'Curtains',
      handled_at: null,
    });
  });

  it('acknowledges a message without repeating any of it, whatever the sender wrote', async () => {
    await sendAccepted({
      name: 'Win a prize at evil.example.com',
      email: 'meera.iyer@example.in',
      subject: 'Your account',
      message: 'Your account is locked: log in at https://evil.example.com to unlock it.',
    });
    await expectBareAcknowledgement('meera.iyer@example.in', ['evil.example.com', 'locked']);
  });

  it.each([
    [{ name: 'R', email: 'r@example.in', message: 'Hi' }, 'name', 'at least 2 characters'],
    [{ name: 'Ravi', email: 'not-an-address', message: 'Hi' }, 'email', 'valid email'],
    [{ name: 'Ravi', email: 'r@example.in', message: '   ' }, 'message', 'enter your message'],
    [
      { name: 'Ravi', email: 'r@example.in', phone: '12345', message: 'Hi' },
      'phone',
      '10-digit phone',
    ],
    [{ name: 'Ravi', email: 'r@example.in' }, 'message', 'enter your message'],
  ])('refuses %o with a 400 naming %s, storing and sending nothing', async (body, field, text) => {
    const [messagesBefore, outboxBefore] = [await stored(), await queued()];
    const response = await send(body, newAddress());
    expect(response.statusCode).toBe(400);
    const error = response.json<TErrorResponse>();
    expect(error.field).toBe(field);
    expect(error.message).toContain(text);
    expect(await stored()).toEqual(messagesBefore);
    expect(await queued()).toEqual(outboxBefore);
  });

  it('answers 429 with a clear message after too many messages from one sender, storing nothing more', async () => {
    const email = `sender-${randomUUID()}@example.in`;
    const from = newAddress();
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await send({ name: 'Meera', email, message: `Note ${String(i)}` }, from)).statusCode,
      ).toBe(202);
    }
    const before = (await stored()).length;
    // The same sender from another network is still the same sender.
    const refused = await send({ name: 'Meera', email, message: 'Note 3' }, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<TErrorResponse>().message).toBe(
      'You have already sent us several messages in the last hour. We will reply soon; please wait before writing again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored()).length).toBe(before);
  });

  it('answers 429 after too many messages from one network, whoever writes', async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i += 1) {
      const email = `neighbour-${String(i)}-${randomUUID()}@example.in`;
      expect((await send({ name: 'Neighbour', email, message: 'Hello' }, from)).statusCode).toBe(
        202,
      );
    }
    const refused = await send(
      { name: 'Neighbour', email: `late-${randomUUID()}@example.in`, message: 'Hello' },
      from,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json<TErrorResponse>().message).toMatch(/from this network/);
    // Malformed requests are refused before they count.
    const other = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await send({ name: 'X' }, other)).statusCode).toBe(400);
    }
    const valid = { name: 'Nina', email: `nina-${randomUUID()}@example.in`, message: 'Hi' };
    expect((await send(valid, other)).statusCode).toBe(202);
  });

  it('counts an IPv6 network by its /64, which one client can fill with addresses of its own', async () => {
    const network = `2001:db8:${String(newAddress().split('.').at(-1))}:3`;
    const statuses: number[] = [];
    for (let host = 1; host <= 5; host += 1) {
      const email = `v6-${String(host)}-${randomUUID()}@example.in`;
      const response = await send(
        { name: 'Relay', email, message: 'Hello' },
        `${network}::${String(host)}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
  });

  it('lists messages to the shop unhandled first, newest first, paginated, and marks them handled', async () => {
    const all = await list();
    expect(all.total).toBe((await stored()).length);
    expect(all.unhandled).toBe(all.total);
    const ids = all.messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const oldest = ids.at(-1) ?? 0;
    const newest = ids[0] ?? 0;
    const marked = await mark(newest, true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<TContactMessage>()).toMatchObject({
      id: newest,
      handled: true,
      handledBy: admin.id,
    });
    const after = await list('?pageSize=100');
    expect(after.unhandled).toBe(all.total - 1);
    expect(after.messages[0]?.id).toBe(ids[1]);
    expect(after.messages.at(-1)?.id).toBe(newest);
    expect(after.messages.at(-2)?.id).toBe(oldest);

    const page2 = await list('?page=2&pageSize=2');
    expect(page2.messages.map((message) => message.id)).toEqual(ids.slice(3, 5));
    expect((await list('?status=handled')).messages.map((message) => message.id)).toEqual([newest]);
    expect((await list('?status=unhandled')).total).toBe(all.total - 1);

    const reopened = await mark(newest, false);
    expect(reopened.json<TContactMessage>()).toMatchObject({ handled: false, handledAt: null });
    expect((await list()).unhandled).toBe(all.total);
  });

  it('answers 404 for an unknown message, 400 for a bad body, and keeps customers out', async () => {
    const unknown = await mark(999_999, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<TErrorResponse>().message).toBe('Contact message not found');
    const [first] = await stored();
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${String(first?.id ?? 0)}`,
      headers: admin.auth,
      payload: { handled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const customer = await createCustomer(ctx);
    expect((await mark(first?.id ?? 0, true, customer.auth)).statusCode).toBe(403);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/contact-messages' });
    expect(listed.statusCode).toBe(401);
  });
});
