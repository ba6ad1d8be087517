import { beforeAll, describe, expect, it } from 'vitest';
import { adminApiSuite } from '../../../test/admin-api.js';
import { TEST_DB_KIND, type TestContext } from '../../../test/helpers.js';
import { storedOrder } from '../../../test/orders.js';

describe(`admin API: vouchers (${TEST_DB_KIND})`, () => {
  const api = adminApiSuite();
  const { call, insertOrder } = api;
  let ctx: TestContext;
  beforeAll(() => {
    ({ ctx } = api);
  });

  const summer = {
    code: ' summer10 ',
    discount: 10,
    minOrderValue: null,
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    status: 'ACTIVE',
    name: '',
    description: '',
  };

  it('lists the seeded vouchers', async () => {
    const response = await call('GET', '/getAllVouchers');
    expect(response.statusCode).toBe(200);
    const welcome = response.json<{ code: string }[]>().find((v) => v.code === 'WELCOME10');
    expect(welcome).toMatchObject({
      discount: 10,
      minOrderValue: 500,
      status: 'ACTIVE',
      isActive: true,
    });
  });

  it('adds a voucher with the code upper-cased, and refuses a duplicate with 409', async () => {
    const response = await call('POST', '/addVoucher', summer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: 'SUMMER10',
      name: 'SUMMER10',
      description: 'SUMMER10',
      discount: 10,
      minOrderValue: null,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      status: 'ACTIVE',
    });
    const duplicate = await call('POST', '/addVoucher', {
      ...summer,
      code: 'Summer10',
      discount: 50,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ field: string }>().field).toBe('code');
    const stored = await ctx.database.db
      .selectFrom('vouchers')
      .select('discount_percent')
      .where('code', '=', 'SUMMER10')
      .executeTakeFirstOrThrow();
    expect(stored.discount_percent).toBe(10);
  });

  it('validates each voucher rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '  ' }, 'code'],
      [{ code: 'BAD CODE' }, 'code'],
      [{ discount: 0 }, 'discount'],
      [{ discount: 101 }, 'discount'],
      [{ discount: 12.5 }, 'discount'],
      [{ startDate: '' }, 'startDate'],
      [{ endDate: '2026-13-01' }, 'endDate'],
      [{ endDate: '2026-11-30' }, 'endDate'],
      [{ minOrderValue: -1 }, 'minOrderValue'],
      [{ status: 'MAYBE' }, 'status'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/addVoucher', {
        ...summer,
        code: 'NEWCODE',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    const expiryBeforeStart = await call('POST', '/addVoucher', {
      ...summer,
      code: 'NEWCODE',
      endDate: '2026-11-30',
    });
    expect(expiryBeforeStart.json<{ message: string }>().message).toBe(
      'The expiry date cannot be before the start date.',
    );
    const sameDay = await call('POST', '/addVoucher', {
      ...summer,
      code: 'ONEDAY',
      endDate: '2026-12-01',
      minOrderValue: 0,
      status: 'INACTIVE',
    });
    expect(sameDay.statusCode).toBe(201);
    expect(sameDay.json()).toMatchObject({
      minOrderValue: 0,
      status: 'INACTIVE',
      isActive: false,
    });
    const codes = (await call('GET', '/getAllVouchers'))
      .json<{ code: string }[]>()
      .map((v) => v.code);
    expect(codes).not.toContain('NEWCODE');
  });

  it('switches a voucher off and on', async () => {
    const off = await call('POST', '/toggleVoucher', { code: 'clean20', isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ code: 'CLEAN20', status: 'INACTIVE', isActive: false });
    const on = await call('POST', '/toggleVoucher', { code: 'CLEAN20', status: 'ACTIVE' });
    expect(on.json()).toMatchObject({ isActive: true });
    const spec = await call('POST', '/toggleVoucher', { code: 'CLEAN20', is_active: false });
    expect(spec.json()).toMatchObject({ isActive: false });
    expect((await call('POST', '/toggleVoucher', { code: 'CLEAN20' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/toggleVoucher', { code: 'NOPE', isActive: true })).statusCode,
    ).toBe(404);
  });

  it('deletes a voucher; an order keeps the code it used', async () => {
    const voucher = await ctx.database.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    const orderId = await insertOrder({ createdAt: '2026-09-02T06:00:00.000Z' });
    await ctx.database.db
      .updateTable('orders')
      .set({ voucher_id: voucher.id, voucher_code: 'WELCOME10' })
      .where('id', '=', orderId)
      .execute();
    expect((await call('DELETE', '/deleteVoucher/welcome10')).statusCode).toBe(200);
    expect((await call('DELETE', '/deleteVoucher/WELCOME10')).statusCode).toBe(404);
    const order = await storedOrder(ctx, orderId, ['voucher_id', 'voucher_code']);
    expect(order).toEqual({ voucher_id: null, voucher_code: 'WELCOME10' });
  });
});
