import { ADMIN_MESSAGES, MESSAGES } from '@freshfold/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApiSuite } from '../../../test/admin-api.js';
import { logIn, promoteToAdmin } from '../../../test/customers.js';
import {
  ADMIN,
  DEMO,
  expectRefusal,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../../test/helpers.js';

interface AuthBody {
  id: number;
  email: string;
  token: string;
}

describe(`admin: account status and passwords (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  let admin: AuthBody;
  let counter = 0;

  function inject(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    options: { token?: string; body?: unknown } = {},
  ) {
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    });
  }

  async function login(email: string, password: string) {
    return inject('POST', '/auth/login', { body: { userName: email, password } });
  }

  async function customer(): Promise<AuthBody> {
    counter += 1;
    const email = `status${counter}.${Date.now()}@example.in`;
    const response = await inject('POST', '/auth/register', {
      body: {
        firstName: 'Meera',
        lastName: 'Iyer',
        email,
        phone: '9876500000',
        street: '3 Lavelle Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
        password: 'Secret#Garden42',
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<AuthBody>();
  }

  const setStatus = (id: number, disabled: boolean, token = admin.token) =>
    inject('PATCH', `/admin/users/${id}/status`, { token, body: { disabled } });

  beforeAll(async () => {
    admin = (await login(ADMIN.email, ADMIN.password)).json<AuthBody>();
  });

  it('disables an account: every session ends at once and it cannot log in', async () => {
    const user = await customer();
    const secondDevice = (await login(user.email, 'Secret#Garden42')).json<AuthBody>();

    const response = await setStatus(user.id, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email, disabled: true });

    for (const token of [user.token, secondDevice.token]) {
      const me = await inject('GET', '/auth/me', { token });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: MESSAGES.account.accountDisabled });
    }
    const refused = await login(user.email, 'Secret#Garden42');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.account.accountDisabled });

    const list = await inject('GET', `/admin/getAllUsers?q=${encodeURIComponent(user.email)}`, {
      token: admin.token,
    });
    expect(list.json<{ users: { disabled: boolean }[] }>().users).toEqual([
      expect.objectContaining({ disabled: true }),
    ]);
  });

  it('enables the account again: the customer logs in, old sessions stay ended', async () => {
    const user = await customer();
    expect((await setStatus(user.id, true)).statusCode).toBe(200);
    const enabled = await setStatus(user.id, false);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled: false });

    expect((await inject('GET', '/auth/me', { token: user.token })).statusCode).toBe(401);
    const again = await login(user.email, 'Secret#Garden42');
    expect(again.statusCode).toBe(200);
    const token = again.json<AuthBody>().token;
    expect((await inject('GET', '/auth/me', { token })).statusCode).toBe(200);
  });

  it("refuses to disable the admin's own account, changing nothing", async () => {
    const response = await setStatus(admin.id, true);
    expectRefusal(response, 409, {
      message: ADMIN_MESSAGES.cannotDisableSelf,
      field: 'disabled',
    });
    expect((await inject('GET', '/auth/me', { token: admin.token })).statusCode).toBe(200);
  });

  it('lets an admin disable another admin, whose admin session then ends', async () => {
    const other = await customer();
    await promoteToAdmin(ctx, other.id);
    expect((await inject('GET', '/admin/getAllUsers', { token: other.token })).statusCode).toBe(
      200,
    );
    expect((await setStatus(other.id, true)).statusCode).toBe(200);
    expect((await inject('GET', '/admin/getAllUsers', { token: other.token })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for an unknown user and 400 for a malformed body', async () => {
    expect((await setStatus(999_999, true)).statusCode).toBe(404);
    const malformed = await inject('PATCH', `/admin/users/${admin.id}/status`, {
      token: admin.token,
      body: { disabled: 'yes' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'disabled' });
  });

  it('refuses a customer: 403, and the target stays enabled', async () => {
    const user = await customer();
    const victim = await customer();
    expect((await setStatus(victim.id, true, user.token)).statusCode).toBe(403);
    expect((await inject('GET', '/auth/me', { token: victim.token })).statusCode).toBe(200);
    expect(
      (await inject('PATCH', `/admin/users/${victim.id}/status`, { body: { disabled: true } }))
        .statusCode,
    ).toBe(401);
  });

  describe('setting a password for a customer', () => {
    const setPassword = (id: number, newPassword: string, token = admin.token) =>
      inject('PUT', `/admin/users/${id}/password`, { token, body: { newPassword } });

    it('sets it and ends every session of the account', async () => {
      const user = await customer();
      const response = await setPassword(user.id, 'Given#Kite2468');
      expect(response.statusCode).toBe(204);
      expect((await inject('GET', '/auth/me', { token: user.token })).statusCode).toBe(401);
      expect((await login(user.email, 'Secret#Garden42')).statusCode).toBe(401);
      expect((await login(user.email, 'Given#Kite2468')).statusCode).toBe(200);
    });

    it('refuses a common or weak password, an unknown user and a customer', async () => {
      const user = await customer();
      // Common however it is dressed up, or made of the customer's own name.
      for (const password of ['Welcome@123', 'P@ssw0rd', 'Meera.Iyer99!']) {
        const common = await setPassword(user.id, password);
        expect(common.statusCode, password).toBe(400);
        expect(common.json()).toEqual({
          message: MESSAGES.register.commonPassword,
          field: 'newPassword',
        });
      }
      const weak = await setPassword(user.id, 'short');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ field: 'newPassword' });
      expect((await setPassword(999_999, 'Given#Kite2468')).statusCode).toBe(404);
      expect((await setPassword(user.id, 'Given#Kite2468', user.token)).statusCode).toBe(403);
      expect((await login(user.email, 'Secret#Garden42')).statusCode).toBe(200);
    });

    it('asks an admin for their own current password before setting their own', async () => {
      const own = (body: Record<string, unknown>) =>
        inject('PUT', `/admin/users/${admin.id}/password`, { token: admin.token, body });

      const without = await own({ newPassword: 'Kurta#Ironing42' });
      expectRefusal(without, 400, {
        message: MESSAGES.account.currentPasswordRequired,
        field: 'currentPassword',
      });
      const wrong = await own({ newPassword: 'Kurta#Ironing42', currentPassword: 'Wrong#Guess77' });
      expectRefusal(wrong, 400, {
        message: MESSAGES.account.currentPasswordWrong,
        field: 'currentPassword',
      });
      // Nothing changed: the session goes on and the password is the old one.
      expect((await inject('GET', '/auth/me', { token: admin.token })).statusCode).toBe(200);
      expect((await login(ADMIN.email, 'Kurta#Ironing42')).statusCode).toBe(401);

      const right = await own({ newPassword: 'Kurta#Ironing42', currentPassword: ADMIN.password });
      expect(right.statusCode).toBe(204);
      expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(401);
      const again = await login(ADMIN.email, 'Kurta#Ironing42');
      expect(again.statusCode).toBe(200);
      admin = again.json<AuthBody>();
    });
  });
});

describe(`admin: the last admin under concurrent changes (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  let first: AuthBody;
  let second: AuthBody;
  const ROUNDS = 30;
  const profile = {
    firstName: 'Shop',
    lastName: 'Admin',
    phone: '9876543210',
    street: '42, 12th Main Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560038',
  };

  const inject = (method: 'POST' | 'PATCH', url: string, token: string, body: unknown) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });
  const demote = (id: number, token: string) =>
    inject('POST', `/admin/updateUser/${id}`, token, { ...profile, role: 'user' });
  const disable = (id: number, token: string) =>
    inject('PATCH', `/admin/users/${id}/status`, token, { disabled: true });

  async function activeAdmins(): Promise<number> {
    const rows = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_disabled', '=', 0)
      .execute();
    return rows.length;
  }

  /** Both accounts admins again and enabled, each with a fresh session. */
  async function twoAdmins(): Promise<[string, string]> {
    await ctx.database.db
      .updateTable('users')
      .set({ role: 'admin', is_disabled: 0 })
      .where('id', 'in', [first.id, second.id])
      .execute();
    const tokens = await Promise.all(
      [ADMIN.email, SECOND.email].map(async (email) => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: {
            userName: email,
            password: email === ADMIN.email ? ADMIN.password : SECOND.password,
          },
        });
        expect(response.statusCode).toBe(200);
        return response.json<AuthBody>().token;
      }),
    );
    return [tokens[0] ?? '', tokens[1] ?? ''];
  }

  const SECOND = { email: 'second.admin@example.in', password: 'Kurta#Ironing42' };

  beforeAll(async () => {
    const login = await logIn(ctx.app, ADMIN.email, ADMIN.password);
    first = login.json<AuthBody>();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...profile, firstName: 'Second', email: SECOND.email, password: SECOND.password },
    });
    expect(registered.statusCode).toBe(200);
    second = registered.json<AuthBody>();
  });

  async function race(label: string, moves: (a: string, b: string) => Promise<number>[]) {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await twoAdmins();
      const statuses = await Promise.all(moves(a, b));
      expect(await activeAdmins(), `${label}, round ${round}: ${statuses.join(', ')}`).toBe(1);
      // One change went through; the other was refused (409), or came too late to be an
      // admin's request at all (401 or 403 once its own account had changed).
      expect(
        statuses.filter((status) => status === 200),
        label,
      ).toHaveLength(1);
      for (const status of statuses.filter((status) => status !== 200)) {
        expect([401, 403, 409], label).toContain(status);
      }
    }
  }

  it('two admins demoting each other at once leave exactly one admin', async () => {
    await race('demote', (a, b) => [
      demote(second.id, a).then((response) => response.statusCode),
      demote(first.id, b).then((response) => response.statusCode),
    ]);
  });

  it('two admins disabling each other at once leave exactly one admin', async () => {
    await race('disable', (a, b) => [
      disable(second.id, a).then((response) => response.statusCode),
      disable(first.id, b).then((response) => response.statusCode),
    ]);
  });

  it('one admin demoting the other while that one disables them leaves one admin', async () => {
    await race('demote and disable', (a, b) => [
      demote(second.id, a).then((response) => response.statusCode),
      disable(first.id, b).then((response) => response.statusCode),
    ]);
  });
});

describe(`admin API: users (${TEST_DB_KIND})`, () => {
  const api = adminApiSuite();
  const { call } = api;
  let ctx: TestContext;
  let adminId: number;
  let customerId: number;
  beforeAll(() => {
    ({ ctx, adminId, customerId } = api);
  });

  it('lists users with loyalty points, paged and searchable', async () => {
    await ctx.database.db
      .updateTable('users')
      .set({ loyalty_points: 100 })
      .where('id', '=', customerId)
      .execute();
    const all = await call('GET', '/getAllUsers');
    expect(all.statusCode).toBe(200);
    const page = all.json<{
      users: { email: string; loyaltyPoints: number; createdDate: string }[];
      total: number;
    }>();
    expect(page.total).toBe(2);
    const demo = page.users.find((user) => user.email === DEMO.email);
    expect(demo?.loyaltyPoints).toBe(100);
    expect(demo?.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const search = await call('GET', '/getAllUsers?q=PRIYA');
    expect(search.json<{ users: { email: string }[] }>().users.map((u) => u.email)).toEqual([
      DEMO.email,
    ]);

    const second = await call('GET', '/getAllUsers?page=2&pageSize=1');
    expect(second.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.json<{ users: unknown[] }>().users).toHaveLength(1);

    const literal = await call('GET', '/getAllUsers?q=%25');
    expect(literal.json<{ total: number }>().total).toBe(0);

    expect((await call('GET', '/getAllUsers?pageSize=1000')).statusCode).toBe(400);
  });

  const edit = {
    firstName: 'Ananya',
    lastName: 'Rao',
    phone: '9000000001',
    street: '7 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
  };

  it('edits the profile fields, first name into the first name, never the email', async () => {
    const response = await call('POST', `/updateUser/${customerId}`, {
      ...edit,
      email: 'hijack@example.com',
      password: 'Whatever@123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...edit, email: DEMO.email, role: 'user' });
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'password_hash'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Ananya', last_name: 'Rao', email: DEMO.email });
  });

  it('requires first and last names and a 10-digit phone', async () => {
    for (const [field, value] of [
      ['firstName', '  '],
      ['lastName', ''],
      ['phone', '12345'],
    ] as const) {
      const response = await call('POST', `/updateUser/${customerId}`, {
        ...edit,
        [field]: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect((await call('POST', '/updateUser/9999', edit)).statusCode).toBe(404);
  });

  it('keeps the last admin an admin', async () => {
    const response = await call('POST', `/updateUser/${adminId}`, { ...edit, role: 'user' });
    expect(response.statusCode).toBe(409);
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['role', 'first_name'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', first_name: 'Shop' });
  });
});
