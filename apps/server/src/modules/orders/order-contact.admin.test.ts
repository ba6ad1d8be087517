import type { TAdminOrder, TAdminOrdersPage } from '@freshfold/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderRow } from '../../../test/customers.js';
import {
  ADMIN,
  createTestApp,
  sessionOf,
  TEST_DB_KIND,
  type TestContext,
} from '../../../test/helpers.js';

describe(`what the shop sees of an order to pick it up (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let orderId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    ({ auth } = await sessionOf(ctx, ADMIN.email));
    const at = new Date().toISOString();
    const customer = await db
      .insertInto('users')
      .values({
        email: 'meera.iyer@example.in',
        password_hash: 'not-a-login',
        first_name: 'Meera',
        last_name: 'Iyer',
        phone: '9845012345',
        street: '14, 5th Cross, Malleshwaram',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip_code: '560003',
        role: 'user',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slot = await db.selectFrom('pickup_slots').select('id').executeTakeFirstOrThrow();
    orderId = await insertOrderRow(ctx, { userId: customer.id, slotId: slot.id });
  });
  afterAll(() => ctx.close());

  const expected = {
    userName: 'Meera Iyer',
    email: 'meera.iyer@example.in',
    phone: '9845012345',
    address: {
      street: '14, 5th Cross, Malleshwaram',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560003',
    },
    location: { lat: 12.97, lng: 77.64 },
  };

  it("lists each order with the customer's name, phone, address and the order's location", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/getAllOrders?q=${orderId}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const [order] = response.json<TAdminOrdersPage>().orders;
    expect(order).toMatchObject({ id: orderId, ...expected });
  });

  it('answers an order change with the same details', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/updateOrder/${orderId}`,
      headers: auth,
      payload: { status: 'pick_up_done' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TAdminOrder>()).toMatchObject({ id: orderId, ...expected });
  });
});
