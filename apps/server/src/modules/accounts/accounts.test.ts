import { createHmac } from 'node:crypto';
import { MESSAGES, PASSWORD_MAX_LENGTH, API_MESSAGES } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { promoteToAdmin, storedUser } from '../../../test/customers.js';
import { ADMIN, DEMO, expectRefusal, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import { hashPassword } from './password.js';
import { issueToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.js';

interface AuthBody {
  id: number;
  username: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  loyaltyPoints: number;
  createdDate: string;
  token: string;
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

let counter = 0;
/** A registration payload with an address no other test uses. */
function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `customer${counter}.${Date.now()}@example.in`;
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email,
    phone: '9876543210',
    street: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560025',
    userName: email,
    password: 'Secret#Garden42',
    ...overrides,
  };
}

describe(`accounts API (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  /** Every response body this suite receives, checked at the end for secrets. */
  const bodies: string[] = [];

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; token?: string; authorization?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.authorization) headers.authorization = options.authorization;
    const response = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    bodies.push(response.body);
    return response;
  }

  const loginAs = async (userName: string, password: string) =>
    call('POST', '/auth/login', { body: { userName, password } });

  async function tokenOf(credentials: { email: string; password: string }) {
    const response = await loginAs(credentials.email, credentials.password);
    expect(response.statusCode).toBe(200);
    return response.json<AuthBody>();
  }

  async function registered(overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/auth/register', { body: newCustomer(overrides) });
    expect(response.statusCode).toBe(200);
    return response.json<AuthBody>();
  }

  describe('login', () => {
    it('signs the admin in with the user, role, points and a working token', async () => {
      const body = await tokenOf(ADMIN);
      expect(body).toMatchObject({
        email: ADMIN.email,
        username: ADMIN.email,
        role: 'admin',
        firstName: 'Shop',
        loyaltyPoints: 0,
      });
      expect(typeof body.id).toBe('number');
      expect(new Date(body.createdDate).toISOString()).toBe(body.createdDate);
      const me = await call('GET', '/auth/me', { token: body.token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: body.id, role: 'admin' });
    });

    it('matches the e-mail without regard to case or surrounding spaces', async () => {
      const response = await loginAs('  DEMO@FreshFold.IN ', DEMO.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: DEMO.email, role: 'user' });
    });

    it('answers an unknown e-mail and a wrong password with the same 401', async () => {
      const unknown = await loginAs('nobody@example.in', DEMO.password);
      const wrong = await loginAs(DEMO.email, 'Wrong@12345');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ message: MESSAGES.account.invalidCredentials });
      expect(wrong.body).toBe(unknown.body);
    });

    it('tells only the right password of a disabled account that it is disabled', async () => {
      const user = await registered();
      await ctx.database.db
        .updateTable('users')
        .set({ is_disabled: 1 })
        .where('id', '=', user.id)
        .execute();
      const right = await loginAs(user.email, 'Secret#Garden42');
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ message: MESSAGES.account.accountDisabled });
      // A wrong password learns nothing: the same 401 as for any account.
      const wrong = await loginAs(user.email, 'Wrong@12345');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: MESSAGES.account.invalidCredentials });
      // A token issued before the account was disabled stops working, and says why.
      const me = await call('GET', '/auth/me', { token: user.token });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: MESSAGES.account.accountDisabled });
    });

    it('asks for both fields with a 400 naming the one missing', async () => {
      const response = await call('POST', '/auth/login', { body: { userName: DEMO.email } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'password' });
    });

    it('upgrades a password hash made with a lower cost on the next login', async () => {
      const user = await registered();
      const weak = await hashPassword('Secret#Garden42', { N: 2 ** 8, r: 8, p: 1 });
      await ctx.database.db
        .updateTable('users')
        .set({ password_hash: weak })
        .where('id', '=', user.id)
        .execute();
      expect((await loginAs(user.email, 'Secret#Garden42')).statusCode).toBe(200);
      const row = await ctx.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash.split('$')[1]).toBe(String(ctx.config.passwordParams.N));
      expect((await loginAs(user.email, 'Secret#Garden42')).statusCode).toBe(200);
    });
  });

  describe('register', () => {
    it('creates a customer, signed in, with the role user and no points', async () => {
      const payload = newCustomer({ email: 'Meera.Iyer@Example.in' });
      const response = await call('POST', '/auth/register', { body: payload });
      expect(response.statusCode).toBe(200);
      const body = response.json<AuthBody>();
      expect(body).toMatchObject({
        email: 'meera.iyer@example.in',
        username: 'meera.iyer@example.in',
        role: 'user',
        loyaltyPoints: 0,
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '9876543210',
        street: '12 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560025',
      });
      const me = await call('GET', '/auth/me', { token: body.token });
      expect(me.json()).toMatchObject({ id: body.id, email: 'meera.iyer@example.in' });
      expect((await loginAs('meera.iyer@example.in', 'Secret#Garden42')).statusCode).toBe(200);
    });

    it('ignores a role and points sent in the payload', async () => {
      const body = await registered({ role: 'admin', loyaltyPoints: 5000, loyalty_points: 5000 });
      expect(body).toMatchObject({ role: 'user', loyaltyPoints: 0 });
      // Acting as an admin on another account is refused: the token carries no admin power.
      const other = await registered();
      const update = await call('POST', `/auth/updateUser/${other.id}`, {
        token: body.token,
        body: newCustomer(),
      });
      expect(update.statusCode).toBe(403);
      const row = await ctx.database.db
        .selectFrom('users')
        .select(['role', 'loyalty_points'])
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ role: 'user', loyalty_points: 0 });
    });

    it('accepts a password of 64 characters and one of the maximum 128, and logs in with it', async () => {
      for (const length of [64, PASSWORD_MAX_LENGTH]) {
        const password = `Long#1${'x'.repeat(length - 7)}Z`;
        expect(password).toHaveLength(length);
        const user = await registered({ password });
        expect((await loginAs(user.email, password)).statusCode).toBe(200);
      }
      const tooLong = await call('POST', '/auth/register', {
        body: newCustomer({ password: `Long#1${'x'.repeat(PASSWORD_MAX_LENGTH - 6)}Z` }),
      });
      expectRefusal(tooLong, 400, {
        message: MESSAGES.register.passwordTooLong,
        field: 'password',
      });
    });

    it('refuses a password that passes the character rule but is easily guessed, creating nothing', async () => {
      for (const password of [
        'P@ssw0rd',
        'Password1!',
        'Welcome@123',
        'Admin@12345',
        'Freshfold@123',
        'Laundry#2024',
        'AshaRao@2025!',
      ]) {
        const customer = newCustomer({ password });
        const response = await call('POST', '/auth/register', { body: customer });
        expect(response.statusCode, password).toBe(400);
        expect(response.json()).toEqual({
          message: MESSAGES.register.commonPassword,
          field: 'password',
        });
        const row = await ctx.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', customer.email)
          .executeTakeFirst();
        expect(row).toBeUndefined();
      }
    });

    it('reports the character rule before the list, and takes a strong password', async () => {
      const weak = await call('POST', '/auth/register', {
        body: newCustomer({ password: 'qwertyuiop' }),
      });
      expect(weak.json()).toEqual({ message: MESSAGES.register.passwordRule, field: 'password' });
      // Someone else's name is no weakness of this one.
      const named = await call('POST', '/auth/register', {
        body: newCustomer({ password: 'Meera.Iyer#Dosa9' }),
      });
      expect(named.statusCode).toBe(200);
    });

    it('answers 413 with a JSON message for a body over the account forms limit', async () => {
      const response = await call('POST', '/auth/register', {
        body: newCustomer({ street: 'x'.repeat(20 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The request body is too large.' });
      const login = await call('POST', '/auth/login', {
        body: { userName: DEMO.email, password: 'x'.repeat(20 * 1024) },
      });
      expect(login.statusCode).toBe(413);
    });

    it('answers 409 for an e-mail that has an account, also in another letter case', async () => {
      for (const email of [DEMO.email, 'Demo@FreshFold.in']) {
        const response = await call('POST', '/auth/register', { body: newCustomer({ email }) });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ message: API_MESSAGES.account.duplicateAccount });
      }
      const count = await ctx.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', DEMO.email)
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(1);
    });

    it('lets exactly one of two simultaneous sign-ups with one address through', async () => {
      const payload = newCustomer();
      const responses = await Promise.all([
        call('POST', '/auth/register', { body: payload }),
        call('POST', '/auth/register', {
          body: { ...payload, email: payload.email.toUpperCase() },
        }),
        call('POST', '/auth/register', { body: payload }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toMatchObject({ message: API_MESSAGES.account.duplicateAccount });
      }
    });

    it.each([
      ['firstName', { firstName: '' }, MESSAGES.register.requiredFields],
      ['lastName', { lastName: '   ' }, MESSAGES.register.requiredFields],
      ['email', { email: '' }, MESSAGES.register.requiredFields],
      ['phone', { phone: undefined }, MESSAGES.register.requiredFields],
      ['password', { password: '' }, MESSAGES.register.requiredFields],
      ['street', { street: '' }, MESSAGES.register.requiredFields],
      ['city', { city: '' }, MESSAGES.register.requiredFields],
      ['state', { state: undefined }, MESSAGES.register.requiredFields],
      ['zipCode', { zipCode: '' }, MESSAGES.register.requiredFields],
      ['email', { email: 'not-an-address' }, MESSAGES.register.invalidEmail],
      ['phone', { phone: '12345' }, MESSAGES.register.invalidPhone],
      ['phone', { phone: '98765432ab' }, MESSAGES.register.invalidPhone],
      ['password', { password: 'password1!' }, MESSAGES.register.passwordRule],
      ['password', { password: 'Sh0rt!' }, MESSAGES.register.passwordRule],
      ['password', { password: 'NoSpecial123' }, MESSAGES.register.passwordRule],
    ])('refuses a bad %s with a 400 naming it (%j)', async (field, overrides, message) => {
      const payload = newCustomer(overrides);
      const response = await call('POST', '/auth/register', { body: payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
      const row = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', payload.email.toLowerCase())
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('records the referrer of /register?ref= with the new account', async () => {
      const referrer = await registered();
      const friend = await registered({ referrerId: String(referrer.id) });
      const user = await storedUser(ctx, friend.id);
      expect(user.referred_by_user_id).toBe(referrer.id);
      const referrals = await ctx.database.db
        .selectFrom('referrals')
        .select(['referrer_user_id', 'reward_points', 'first_order_id', 'rewarded_at'])
        .where('referred_user_id', '=', friend.id)
        .execute();
      expect(referrals).toEqual([
        {
          referrer_user_id: referrer.id,
          reward_points: 0,
          first_order_id: null,
          rewarded_at: null,
        },
      ]);
    });

    it.each([['guest'], [999999], [-1], [{ id: 1 }]])(
      'signs a friend up anyway when the referrer %j is unknown or malformed',
      async (referrerId) => {
        const friend = await registered({ referrerId });
        const referrals = await ctx.database.db
          .selectFrom('referrals')
          .select('id')
          .where('referred_user_id', '=', friend.id)
          .execute();
        expect(referrals).toEqual([]);
      },
    );
  });

  describe('profile update', () => {
    const changes = {
      firstName: 'Kavya',
      lastName: 'Menon',
      phone: '9123456780',
      street: '7 Church Street',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
    };

    it('lets a customer change their own profile, and nothing else about the account', async () => {
      const user = await registered();
      const response = await call('POST', `/auth/updateUser/${user.id}`, {
        token: user.token,
        body: { ...changes, email: 'taken@example.in', role: 'admin', loyaltyPoints: 900 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        ...changes,
        email: user.email,
        role: 'user',
        loyaltyPoints: 0,
      });
      const me = await call('GET', '/auth/me', { token: user.token });
      expect(me.json()).toMatchObject({
        ...changes,
        email: user.email,
        role: 'user',
        loyaltyPoints: 0,
      });
    });

    it("refuses a customer changing someone else's profile with a 403", async () => {
      const user = await registered();
      const other = await registered();
      const response = await call('POST', `/auth/updateUser/${other.id}`, {
        token: user.token,
        body: changes,
      });
      expect(response.statusCode).toBe(403);
      const me = await call('GET', '/auth/me', { token: other.token });
      expect(me.json()).toMatchObject({ firstName: 'Asha', phone: '9876543210' });
    });

    it("lets an admin change a customer's profile", async () => {
      const admin = await tokenOf(ADMIN);
      const user = await registered();
      const response = await call('POST', `/auth/updateUser/${user.id}`, {
        token: admin.token,
        body: changes,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, ...changes, email: user.email });
    });

    it('answers 404 for an account that does not exist', async () => {
      const admin = await tokenOf(ADMIN);
      const response = await call('POST', '/auth/updateUser/999999', {
        token: admin.token,
        body: changes,
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses bad input with a 400 naming the field, changing nothing', async () => {
      const user = await registered();
      for (const [field, value, message] of [
        ['phone', '123', MESSAGES.register.invalidPhone],
        ['lastName', '', MESSAGES.register.requiredFields],
        ['zipCode', ' ', MESSAGES.register.requiredFields],
      ] as const) {
        const response = await call('POST', `/auth/updateUser/${user.id}`, {
          token: user.token,
          body: { ...changes, [field]: value },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, field });
      }
      const me = await call('GET', '/auth/me', { token: user.token });
      expect(me.json()).toMatchObject({ firstName: 'Asha', lastName: 'Rao' });
    });
  });

  describe('password change', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      call('POST', '/auth/change-password', { token, body });

    it('changes the password, ends every earlier session and answers a fresh token', async () => {
      const user = await registered();
      const otherDevice = await tokenOf({ email: user.email, password: 'Secret#Garden42' });
      const response = await change(user.token, {
        currentPassword: 'Secret#Garden42',
        newPassword: 'Fresh#Linen4567',
      });
      expect(response.statusCode).toBe(200);
      const fresh = response.json<AuthBody>();
      expect(fresh).toMatchObject({ id: user.id, email: user.email });

      expect((await call('GET', '/auth/me', { token: user.token })).statusCode).toBe(401);
      expect((await call('GET', '/auth/me', { token: otherDevice.token })).statusCode).toBe(401);
      expect((await call('GET', '/auth/me', { token: fresh.token })).statusCode).toBe(200);
      expect((await loginAs(user.email, 'Secret#Garden42')).statusCode).toBe(401);
      expect((await loginAs(user.email, 'Fresh#Linen4567')).statusCode).toBe(200);
    });

    it('refuses a wrong current password with a 400, changing nothing', async () => {
      const user = await registered();
      const response = await change(user.token, {
        currentPassword: 'Wrong@12345',
        newPassword: 'Fresh#Linen4567',
      });
      expectRefusal(response, 400, {
        message: MESSAGES.account.currentPasswordWrong,
        field: 'currentPassword',
      });
      expect((await call('GET', '/auth/me', { token: user.token })).statusCode).toBe(200);
      expect((await loginAs(user.email, 'Secret#Garden42')).statusCode).toBe(200);
    });

    it('refuses a common or weak new password, and asks for a token', async () => {
      const user = await registered();
      const refusedAs = async (newPassword: string, message: string) => {
        const response = await change(user.token, {
          currentPassword: 'Secret#Garden42',
          newPassword,
        });
        expectRefusal(response, 400, { message, field: 'newPassword' });
      };
      await refusedAs('Asha@Rao1', MESSAGES.register.commonPassword);
      await refusedAs('alllowercase', MESSAGES.register.passwordRule);
      expect((await loginAs(user.email, 'Secret#Garden42')).statusCode).toBe(200);
      const guest = await call('POST', '/auth/change-password', {
        body: { currentPassword: 'Secret#Garden42', newPassword: 'Fresh#Linen4567' },
      });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe('tokens', () => {
    it('answers 401 without a token', async () => {
      expect((await call('GET', '/auth/me')).statusCode).toBe(401);
      const user = await registered();
      const update = await call('POST', `/auth/updateUser/${user.id}`, { body: newCustomer() });
      expect(update.statusCode).toBe(401);
      expect((await call('POST', '/auth/logout')).statusCode).toBe(401);
    });

    it('answers 401 for a malformed, forged, unsigned or expired token', async () => {
      const user = await registered();
      const [header = '', payload = ''] = user.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const signWith = (secret: string, head: string, body: string) =>
        `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;

      const hmacWith = (hash: string, head: object, body: object) => {
        const input = `${encode(head)}.${encode(body)}`;
        return `${input}.${createHmac(hash, ctx.config.jwtSecret).update(input).digest('base64url')}`;
      };
      // The same construction with HS256 is accepted: the refusals below are about one thing each.
      expect(
        (
          await call('GET', '/auth/me', {
            token: hmacWith('sha256', { alg: 'HS256', typ: 'JWT' }, claims),
          })
        ).statusCode,
      ).toBe(200);

      const asAdmin = encode({ ...claims, role: 'admin', sub: '1' });
      const tokens = {
        garbage: 'not-a-token',
        wrongScheme: null,
        tampered: `${header}.${asAdmin}.${user.token.split('.')[2]}`,
        otherSecret: signWith('another-secret-another-secret-1234', header, asAdmin),
        algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${asAdmin}.`,
        expired: issueToken(
          { id: user.id, role: 'user', tokenVersion: 0 },
          ctx.config.jwtSecret,
          Date.now() - 8 * 24 * 60 * 60 * 1000,
        ),
        wrongAudience: signWith(
          ctx.config.jwtSecret,
          header,
          encode({ ...claims, aud: 'someone-else', iss: TOKEN_ISSUER }),
        ),
        wrongIssuer: signWith(
          ctx.config.jwtSecret,
          header,
          encode({ ...claims, iss: 'x', aud: TOKEN_AUDIENCE }),
        ),
        // Right secret, right claims, but an algorithm outside the allow-list (HS256 only).
        hs384: hmacWith('sha384', { alg: 'HS384', typ: 'JWT' }, claims),
        hs512: hmacWith('sha512', { alg: 'HS512', typ: 'JWT' }, claims),
        // Algorithm confusion: an RS256 header over an HMAC made with the shared secret.
        rs256: hmacWith('sha256', { alg: 'RS256', typ: 'JWT' }, claims),
        algNoneOwnClaims: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
        noAlg: hmacWith('sha256', { typ: 'JWT' }, claims),
        // Every claim the server checks must be present, not only right when present.
        noExpiry: hmacWith('sha256', { alg: 'HS256', typ: 'JWT' }, { ...claims, exp: undefined }),
        noIssuer: hmacWith('sha256', { alg: 'HS256', typ: 'JWT' }, { ...claims, iss: undefined }),
        noAudience: hmacWith('sha256', { alg: 'HS256', typ: 'JWT' }, { ...claims, aud: undefined }),
        expiredOneSecondAgo: hmacWith(
          'sha256',
          { alg: 'HS256', typ: 'JWT' },
          { ...claims, exp: Math.floor(Date.now() / 1000) - 1 },
        ),
      };
      for (const [kind, token] of Object.entries(tokens)) {
        const response = await call('GET', '/auth/me', {
          ...(token === null ? { authorization: `Basic ${user.token}` } : { token }),
        });
        expect(response.statusCode, kind).toBe(401);
        expect(response.json<{ message: string }>().message, kind).toBeTruthy();
      }
      // The genuine token still works: the refusals above were about the tokens themselves.
      expect((await call('GET', '/auth/me', { token: user.token })).statusCode).toBe(200);
    });

    it('stops every earlier token from working after a logout', async () => {
      const user = await registered();
      const second = await tokenOf({ email: user.email, password: 'Secret#Garden42' });
      const response = await call('POST', '/auth/logout', { token: user.token });
      expect(response.statusCode).toBe(204);
      expect((await call('GET', '/auth/me', { token: user.token })).statusCode).toBe(401);
      expect((await call('GET', '/auth/me', { token: second.token })).statusCode).toBe(401);
      const again = await tokenOf({ email: user.email, password: 'Secret#Garden42' });
      expect((await call('GET', '/auth/me', { token: again.token })).statusCode).toBe(200);
    });

    it('reads the role from the database, so a demotion takes effect at once', async () => {
      const user = await registered();
      await promoteToAdmin(ctx, user.id);
      const other = await registered();
      const promoted = await call('POST', `/auth/updateUser/${other.id}`, {
        token: user.token,
        body: { ...newCustomer(), referrerId: undefined },
      });
      expect(promoted.statusCode).toBe(200);
      await ctx.database.db
        .updateTable('users')
        .set({ role: 'user' })
        .where('id', '=', user.id)
        .execute();
      const demoted = await call('POST', `/auth/updateUser/${other.id}`, {
        token: user.token,
        body: newCustomer(),
      });
      expect(demoted.statusCode).toBe(403);
    });
  });

  it('never sends a password or its hash in any response', async () => {
    expect(bodies.length).toBeGreaterThan(40);
    const hashes = await ctx.database.db.selectFrom('users').select('password_hash').execute();
    for (const body of bodies) {
      expect(keysOf(body ? JSON.parse(body) : null)).not.toContainEqual(
        expect.stringMatching(/password|hash/i),
      );
      expect(body).not.toMatch(/scrypt\$/);
      expect(body).not.toContain('Secret#Garden42');
      for (const { password_hash } of hashes)
        expect(body).not.toContain(password_hash.split('$')[5]);
    }
  });
});
