import { describe, expect, it } from 'vitest';
import { createCustomer, logIn } from '../../../test/customers.js';
import { TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import { hashPassword } from './password.js';

const OLD = 'Secret#Garden42';
const NEW = 'Marigold#Press42';

describe(`a password upgraded at login (${TEST_DB_KIND})`, () => {
  // A real cost, one hash at a time: a login's upgrade waits behind a change's hash.
  const ctx = testAppSuite({
    environment: { SCRYPT_LOG2_COST: '14', PASSWORD_HASH_CONCURRENCY: '1' },
  });

  it('never brings back the password a change replaced while the login was upgrading it', async () => {
    const customer = await createCustomer(ctx);
    // Stored at a lower cost (before the cost was raised): the next login upgrades it.
    await ctx.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(OLD, { N: 2 ** 10, r: 8, p: 1 }) })
      .where('id', '=', customer.id)
      .execute();

    // The owner changes the password; a moment later someone logs in with the old one.
    const change = ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: customer.auth,
      payload: { currentPassword: OLD, newPassword: NEW },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const login = logIn(ctx.app, customer.email, OLD);
    const [changed, loggedIn] = await Promise.all([change, login]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(loggedIn.statusCode).toBe(200);

    expect((await logIn(ctx.app, customer.email, NEW)).statusCode).toBe(200);
    expect((await logIn(ctx.app, customer.email, OLD)).statusCode).toBe(401);
  });
});
