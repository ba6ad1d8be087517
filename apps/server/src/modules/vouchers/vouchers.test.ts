import { addDays, indianDate, MESSAGES } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { createCustomer, itemNamed } from '../../../test/customers.js';
import { orderRequest, pickupOn, placeOrder } from '../../../test/orders.js';
import { expectRefusal, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';

describe(`voucher check (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  const check = (code: string, subtotal: number, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/vouchers/validate',
      headers,
      payload: { code, subtotal },
    });

  it('answers a valid voucher in the cart shape, code trimmed and matched without regard to case', async () => {
    const response = await check('  welcome10 ', 600);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 'WELCOME10',
      discount: 10,
      min_order_value: 500,
      is_active: true,
      first_order_only: false,
    });
  });

  it('refuses an unknown code and an empty one as invalid or expired', async () => {
    for (const code of ['NOPE', '   ']) {
      const response = await check(code, 2000);
      expectRefusal(response, 404, {
        message: 'Invalid or expired voucher code',
        field: 'code',
      });
    }
  });

  it('refuses a cart below the minimum with the spec message', async () => {
    const response = await check('CLEAN20', 999.5);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Order must be at least ₹1000 to use this voucher',
    );
    expect((await check('CLEAN20', 1000)).statusCode).toBe(200);
  });

  it('refuses an inactive, an expired and a not yet started voucher', async () => {
    const today = indianDate();
    const db = ctx.database.db;
    const timestamp = new Date().toISOString();
    await db
      .insertInto('vouchers')
      .values(
        [
          ['OFF1', 1, addDays(today, -10), addDays(today, 10)],
          ['OLD5', 0, addDays(today, -10), addDays(today, -1)],
          ['SOON5', 0, addDays(today, 1), addDays(today, 10)],
        ].map(([code, inactive, start, expiry]) => ({
          code: String(code),
          name: String(code),
          description: '',
          discount_percent: 5,
          min_order_paise: null,
          start_date: String(start),
          expiry_date: String(expiry),
          is_active: inactive === 1 ? 0 : 1,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      )
      .execute();
    for (const code of ['OFF1', 'OLD5', 'SOON5']) {
      const response = await check(code, 5000);
      expect(response.statusCode, code).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(MESSAGES.cart.invalidVoucher);
    }
    // The last day of a voucher still counts.
    await db
      .updateTable('vouchers')
      .set({ expiry_date: today })
      .where('code', '=', 'OLD5')
      .execute();
    expect((await check('OLD5', 5000)).statusCode).toBe(200);
  });

  it('a first-order voucher is refused to a customer who has ordered before, with a clear message', async () => {
    const customer = await createCustomer(ctx);
    expect((await check('WELCOME20', 600)).statusCode).toBe(200);
    expect((await check('WELCOME20', 600, customer.auth)).statusCode).toBe(200);

    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    const placed = await placeOrder(
      ctx.app,
      customer,
      orderRequest([{ itemId: shirt.id, quantity: 1 }], await pickupOn(ctx, 'Monday')),
    );
    expect(placed.statusCode).toBe(201);

    const refused = await check('welcome20', 600, customer.auth);
    expectRefusal(refused, 400, {
      message: MESSAGES.cart.voucherFirstOrderOnly('WELCOME20'),
      field: 'code',
    });
  });

  it('rejects a malformed request with a 400 naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vouchers/validate',
      payload: { code: 'WELCOME10', subtotal: -5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string }>().field).toBe('subtotal');
  });
});
