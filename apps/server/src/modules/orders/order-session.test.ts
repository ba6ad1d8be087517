import { MESSAGES } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import {
  createCustomer,
  itemNamed,
  outboxIdsOf,
  type TestCustomer,
} from '../../../test/customers.js';
import { TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';
import { pickupOn, placedOrder, placeOrder, orderRequest } from '../../../test/orders.js';
import { issueToken } from '../accounts/tokens.js';

/**
 * Placing an order checks the caller's session on the customer's row it locks, not in a
 * statement of its own before it (`orders.service.ts`): the same 401s as every other route, and
 * nothing written, not even the replay of an answered Idempotency-Key.
 */
describe(`an order under an ended session (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  /** Everything an order writes for its customer. */
  async function writtenFor(customer: TestCustomer) {
    const count = async (table: 'orders' | 'idempotency_keys') =>
      (
        await ctx.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', customer.id)
          .executeTakeFirstOrThrow()
      ).n;
    return {
      orders: Number(await count('orders')),
      keys: Number(await count('idempotency_keys')),
      messages: (await outboxIdsOf(ctx, customer.id)).length,
    };
  }

  async function anOrder(day: 'Monday' | 'Tuesday' | 'Wednesday') {
    const shirt = await itemNamed(ctx, 'Shirt', 'Dry Cleaning');
    return orderRequest([{ itemId: shirt.id, quantity: 3 }], await pickupOn(ctx, day));
  }

  const refusal = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    message: (response.json() as { message?: string }).message,
  });

  it('after a logout: 401 "session expired" for a new order and for the replay of an answered key', async () => {
    const customer = await createCustomer(ctx);
    const body = await anOrder('Monday');
    const placed = await placedOrder(ctx.app, customer, body, { 'idempotency-key': 'first' });
    const before = await writtenFor(customer);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: customer.auth,
    });
    expect(logout.statusCode).toBe(204);

    const expired = { status: 401, message: MESSAGES.account.sessionExpired };
    const another = { ...body, ...(await pickupOn(ctx, 'Tuesday')) };
    expect(refusal(await placeOrder(ctx.app, customer, another))).toEqual(expired);
    const replay = await placeOrder(ctx.app, customer, body, { 'idempotency-key': 'first' });
    expect(refusal(replay)).toEqual(expired);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(await writtenFor(customer)).toEqual(before);

    // Signed in again, the key's answer stands.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: customer.email, password: 'Secret#Garden42' },
    });
    const again = {
      ...customer,
      auth: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    };
    const replayed = await placeOrder(ctx.app, again, body, { 'idempotency-key': 'first' });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json<{ id: number }>().id).toBe(placed.id);
  });

  it('a disabled account: 401 saying so, and nothing written', async () => {
    const admin = await createCustomer(ctx, { role: 'admin' });
    const customer = await createCustomer(ctx);
    const disabled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${String(customer.id)}/status`,
      headers: admin.auth,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const response = await placeOrder(ctx.app, customer, await anOrder('Wednesday'));
    expect(refusal(response)).toEqual({ status: 401, message: MESSAGES.account.accountDisabled });
    expect(await writtenFor(customer)).toEqual({ orders: 0, keys: 0, messages: 0 });
  });

  it('a genuine token of an account that is gone, for a slot or for none: 401 "session expired"', async () => {
    const token = issueToken(
      { id: 2_000_000_000, role: 'user', tokenVersion: 0 },
      ctx.app.config.jwtSecret,
    );
    const ghost = {
      id: 2_000_000_000,
      email: '',
      token,
      auth: { authorization: `Bearer ${token}` },
    };
    const body = await anOrder('Monday');
    for (const payload of [body, { ...body, pickupSlotId: 999_999 }]) {
      const response = await placeOrder(ctx.app, ghost, payload, { 'idempotency-key': 'ghost' });
      expect(refusal(response)).toEqual({ status: 401, message: MESSAGES.account.sessionExpired });
    }
    expect(await writtenFor(ghost)).toEqual({ orders: 0, keys: 0, messages: 0 });
  });

  it('a token the app did not sign: 401 before anything is read', async () => {
    const customer = await createCustomer(ctx);
    const forged = issueToken({ id: customer.id, role: 'user', tokenVersion: 0 }, 'another secret');
    const response = await placeOrder(
      ctx.app,
      { ...customer, auth: { authorization: `Bearer ${forged}` } },
      await anOrder('Monday'),
    );
    expect(refusal(response)).toEqual({ status: 401, message: MESSAGES.account.sessionExpired });
    expect(await writtenFor(customer)).toEqual({ orders: 0, keys: 0, messages: 0 });
  });
});
