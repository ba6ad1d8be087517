import type { TShopSettings } from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/customers.js';
import { secondInstanceSuite, TEST_DB_KIND, testAppSuite } from '../../../test/helpers.js';

/**
 * `GET /api/shop/charges`: the delivery fee and minimum order for everyone (the site's pickup
 * and delivery claims follow them), as the admin last saved them, from any instance.
 */
describe(`the shop's public charges (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  /** A second instance on the same database, with its own connection and memory. */
  const second = secondInstanceSuite(ctx, { poolSize: 2 });
  let admin: TestCustomer;
  let customer: TestCustomer;

  beforeAll(async () => {
    admin = await createCustomer(ctx, { role: 'admin' });
    customer = await createCustomer(ctx);
  });

  const charges = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/shop/charges', headers });
  const putSettings = (settings: TShopSettings) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: settings,
    });

  it('answers the seeded shop: no fee, no minimum, to a guest, cacheable with an ETag', async () => {
    const response = await charges(ctx.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deliveryFee: 0, minimumOrder: 0 });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^".+"$/);
  });

  it('answers 304 to its own ETag, and a full answer once the admin changed the charges', async () => {
    const first = await charges(ctx.app);
    const etag = String(first.headers.etag);
    const unchanged = await charges(ctx.app, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    expect((await putSettings({ deliveryFee: 40, minimumOrder: 300 })).statusCode).toBe(200);
    const changed = await charges(ctx.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ deliveryFee: 40, minimumOrder: 300 });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('after PUT /api/admin/settings, both instances answer the new fee at once, with the same ETag', async () => {
    expect((await putSettings({ deliveryFee: 49.5, minimumOrder: 0 })).statusCode).toBe(200);
    const [one, other] = await Promise.all([charges(ctx.app), charges(second.app)]);
    expect(one.json()).toEqual({ deliveryFee: 49.5, minimumOrder: 0 });
    expect(other.json()).toEqual({ deliveryFee: 49.5, minimumOrder: 0 });
    expect(other.headers.etag).toBe(one.headers.etag);
    const revalidated = await charges(second.app, { 'if-none-match': String(one.headers.etag) });
    expect(revalidated.statusCode).toBe(304);

    expect((await putSettings({ deliveryFee: 0, minimumOrder: 0 })).statusCode).toBe(200);
    expect((await charges(second.app)).json()).toEqual({ deliveryFee: 0, minimumOrder: 0 });
  });

  it('asked with a token, answers the same amounts but keeps them out of any cache', async () => {
    expect((await putSettings({ deliveryFee: 40, minimumOrder: 0 })).statusCode).toBe(200);
    const response = await charges(ctx.app, customer.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deliveryFee: 40, minimumOrder: 0 });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
