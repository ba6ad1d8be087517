import { API_MESSAGES } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import {
  createCustomer,
  insertOrderRow,
  itemNamed,
  nextDateOn,
  slotsOfDay,
  type TestCustomer,
} from '../../../test/customers.js';
import { TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';

describe(`guessing voucher codes (${TEST_DB_KIND})`, () => {
  // The defaults: 20 unknown codes an hour per account and per address.
  const ctx = testAppSuite();

  const check = (code: string, subtotal: number, address: string, customer?: TestCustomer) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/vouchers/validate',
      remoteAddress: address,
      headers: customer?.auth ?? {},
      payload: { code, subtotal },
    });

  async function order(customer: TestCustomer, voucher: string | null, address: string) {
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const [slot] = await slotsOfDay(ctx, 'Tuesday');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/authUser/createOrder',
      remoteAddress: address,
      headers: customer.auth,
      payload: {
        items: [{ itemId: shirt.id, quantity: 20 }],
        pickupDate: nextDateOn('Tuesday'),
        pickupSlotId: slot?.id,
        voucher,
        geoLocation: { lat: 12.97, lng: 77.64 },
      },
    });
  }

  it('refuses the 21st unknown code from one address in an hour with 429 and Retry-After, whatever the code', async () => {
    for (let guess = 1; guess <= 20; guess += 1) {
      const response = await check(`GUESS${guess}`, 2000, '203.0.113.10');
      expect(response.statusCode, `guess ${guess}`).toBe(404);
    }
    const refused = await check('GUESS21', 2000, '203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: API_MESSAGES.voucher.tooManyVoucherAttempts(60) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nothing is looked up any more from there, a real code included: no answer tells a guesser
    // whether a code exists.
    expect((await check('WELCOME10', 2000, '203.0.113.10')).statusCode).toBe(429);
    // Every other address checks codes as before.
    expect((await check('WELCOME10', 2000, '203.0.113.11')).statusCode).toBe(200);
    expect((await check('GUESS22', 2000, '203.0.113.11')).statusCode).toBe(404);
  });

  it('counts a signed-in customer’s unknown codes across addresses', async () => {
    const customer = await createCustomer(ctx);
    for (let guess = 1; guess <= 20; guess += 1) {
      const response = await check(`TRY${guess}`, 2000, `198.51.100.${guess}`, customer);
      expect(response.statusCode, `guess ${guess}`).toBe(404);
    }
    expect((await check('TRY21', 2000, '198.51.100.99', customer)).statusCode).toBe(429);
    // Another customer, and a guest, on that fresh address are not held back.
    const other = await createCustomer(ctx);
    expect((await check('TRY21', 2000, '198.51.100.99', other)).statusCode).toBe(404);
    expect((await check('WELCOME10', 2000, '198.51.100.99')).statusCode).toBe(200);
  });

  it('does not count known codes: accepted, below their minimum, or for a first order only', async () => {
    const customer = await createCustomer(ctx);
    // An earlier order: WELCOME20 (first order only) is refused to this customer.
    const [slot] = await slotsOfDay(ctx, 'Monday');
    await insertOrderRow(ctx, { userId: customer.id, slotId: slot?.id ?? 0 });
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      expect((await check('WELCOME10', 600, '192.0.2.40', customer)).statusCode).toBe(200);
      expect((await check('clean20', 999, '192.0.2.40', customer)).statusCode).toBe(400);
      expect((await check('WELCOME20', 600, '192.0.2.40', customer)).statusCode).toBe(400);
    }
    // Blank codes are no guess either.
    expect((await check('   ', 600, '192.0.2.40', customer)).statusCode).toBe(404);
    // The allowance is untouched: an unknown code is still looked up and answered 404.
    expect((await check('NOSUCHCODE', 600, '192.0.2.40', customer)).statusCode).toBe(404);
  });

  it('counts an unknown code sent with an order, and refuses the order with 429 once over, changing nothing', async () => {
    const customer = await createCustomer(ctx);
    const countOrders = async () =>
      (
        await ctx.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', customer.id)
          .executeTakeFirstOrThrow()
      ).count;
    for (let guess = 1; guess <= 10; guess += 1) {
      const response = await order(customer, `ORDERGUESS${guess}`, '192.0.2.60');
      expect(response.statusCode, `guess ${guess}`).toBe(400);
      expect(response.json<{ field: string }>().field).toBe('voucher');
    }
    // The cart's check and the order count together.
    for (let guess = 11; guess <= 20; guess += 1) {
      expect((await check(`ORDERGUESS${guess}`, 600, '192.0.2.61', customer)).statusCode).toBe(404);
    }
    const refused = await order(customer, 'ORDERGUESS21', '192.0.2.62');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      API_MESSAGES.voucher.tooManyVoucherAttempts(60),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await order(customer, 'WELCOME10', '192.0.2.62')).statusCode).toBe(429);
    expect(await countOrders()).toBe(0);
    // An order without a voucher is no guess: the customer can still order.
    expect((await order(customer, null, '192.0.2.62')).statusCode).toBe(201);
    expect(await countOrders()).toBe(1);
  });

  it('lets only the allowance through when many guesses arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 35 }, (_, guess) => check(`BURST${guess}`, 600, '192.0.2.80')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});
