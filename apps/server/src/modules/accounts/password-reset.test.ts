import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_MESSAGES, API_MESSAGES } from '@freshfold/shared';
import { createCustomer, logIn, type TestCustomer } from '../../../test/customers.js';
import { mailingAppSuite, TEST_DB_KIND } from '../../../test/helpers.js';
import { until } from '../../../test/mail-server.js';

const NEW_PASSWORD = 'Copper#Kettle77';

/**
 * Forgot-password through the API to a real SMTP server in the test process: the link arrives,
 * works once, expires, ends earlier sessions, and tells nobody which addresses have accounts.
 */
describe(`password reset by e-mail (${TEST_DB_KIND})`, () => {
  const { mail, ctx } = mailingAppSuite({
    PUBLIC_URL: 'https://shop.example',
    RATE_LIMIT_RESET_PER_EMAIL: '3',
  });

  const forgot = (email: string, ip = '10.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
    });
  const login = (email: string, password: string) => logIn(ctx.app, email, password);
  const me = (customer: TestCustomer) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth });

  /** Asks for a link and answers the token from the e-mail that arrives. */
  const linkFor = async (email: string): Promise<string> => {
    const answer = await forgot(email.toUpperCase());
    expect(answer.statusCode).toBe(202);
    const arrived = await until(
      () => mail.mails.find((m) => sentTo(m, email)),
      10_000,
      `the reset e-mail to ${email}`,
    );
    mail.mails.splice(mail.mails.indexOf(arrived), 1);
    const url = /https:\/\/shop\.example\/reset-password\?token=([\w-]+)/.exec(arrived.text ?? '');
    expect(url, arrived.text).not.toBeNull();
    expect(arrived.html).toContain(`href="${url?.[0] ?? ''}"`);
    return url?.[1] ?? '';
  };
  const sentTo = (m: (typeof mail.mails)[number], email: string) =>
    JSON.stringify(m.to).includes(email);

  it('the e-mailed link sets a new password once, and ends every earlier session', async () => {
    const customer = await createCustomer(ctx);
    const token = await linkFor(customer.email);
    expect((await me(customer)).statusCode).toBe(200);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_PAGE_MESSAGES.passwordReset.done });
    expect((await me(customer)).statusCode).toBe(401);
    expect((await login(customer.email, 'Secret#Garden42')).statusCode).toBe(401);
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another#Lantern58');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: ACCOUNT_PAGE_MESSAGES.passwordReset.linkInvalid,
    });
    expect((await login(customer.email, 'Another#Lantern58')).statusCode).toBe(401);
  });

  it('a link e-mailed before the password was changed, set by an admin, or the account disabled no longer works', async () => {
    const admin = await createCustomer(ctx, { role: 'admin' });
    const asAdmin = (method: 'PUT' | 'PATCH', url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method, url: `/api/admin${url}`, headers: admin.auth, payload });
    const changes: [string, (customer: TestCustomer) => Promise<{ statusCode: number }>][] = [
      [
        'changed by the customer',
        (customer) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/change-password',
            headers: customer.auth,
            payload: { currentPassword: 'Secret#Garden42', newPassword: 'Walnut#Harbour31' },
          }),
      ],
      [
        'set by an admin',
        (customer) =>
          asAdmin('PUT', `/users/${String(customer.id)}/password`, {
            newPassword: 'Walnut#Harbour31',
          }),
      ],
      [
        'disabled',
        (customer) => asAdmin('PATCH', `/users/${String(customer.id)}/status`, { disabled: true }),
      ],
    ];
    for (const [what, change] of changes) {
      const customer = await createCustomer(ctx);
      const token = await linkFor(customer.email);
      const changed = await change(customer);
      expect(changed.statusCode, what).toBeLessThan(300);
      if (what === 'disabled') {
        await asAdmin('PATCH', `/users/${String(customer.id)}/status`, { disabled: false });
      }
      const late = await reset(token);
      expect(late.statusCode, what).toBe(400);
      expect(late.json(), what).toMatchObject({
        message: ACCOUNT_PAGE_MESSAGES.passwordReset.linkInvalid,
      });
      expect((await login(customer.email, NEW_PASSWORD)).statusCode, what).toBe(401);
    }
  });

  it('a link stops working after 30 minutes', async () => {
    const customer = await createCustomer(ctx);
    const token = await linkFor(customer.email);
    const stored = await ctx.database.db
      .selectFrom('password_reset_tokens')
      .select([
        'password_reset_tokens.id',
        'password_reset_tokens.created_at',
        'password_reset_tokens.expires_at',
        'token_hash',
      ])
      .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
      .where('users.email', '=', customer.email)
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(30 * 60 * 1000);
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // Half an hour has gone by.
    await ctx.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', stored.id)
      .execute();
    expect((await reset(token)).statusCode).toBe(400);
    expect((await me(customer)).statusCode).toBe(200);
    expect((await login(customer.email, 'Secret#Garden42')).statusCode).toBe(200);
  });

  it('an unknown address gets the same 202 and no e-mail; an unknown token a 400', async () => {
    const known = await createCustomer(ctx);
    const unknown = `nobody-${String(Date.now())}@example.in`;
    const answers = [await forgot(unknown), await forgot(known.email)];
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    await until(() => mail.mails.find((m) => sentTo(m, known.email)));
    // The unknown address's request came first and has had as long as the known one's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.some((m) => sentTo(m, unknown))).toBe(false);
    const stored = await ctx.database.db
      .selectFrom('outbox')
      .select('recipient')
      .where('kind', '=', 'password_reset')
      .execute();
    expect(stored.map((row) => row.recipient)).not.toContain(unknown);
    expect((await reset('not-a-token-we-sent')).statusCode).toBe(400);
  });

  it('a reset to an easily guessed password is refused and leaves the link usable', async () => {
    const customer = await createCustomer(ctx);
    const token = await linkFor(customer.email);
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('limits the links asked for one address, whether or not it has an account (429)', async () => {
    const unknown = `limit-${String(Date.now())}@example.in`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot(unknown, '10.0.0.9')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await forgot(unknown.toUpperCase(), '10.0.0.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: API_MESSAGES.account.tooManyResetRequests });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
