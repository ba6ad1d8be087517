import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  sessionOf,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../../test/helpers.js';
import { bumpCatalogueVersion } from './catalogue.repository.js';

/** An item's new price written to the database with the catalogue's version stamp moved on. */
async function repriceInDatabase(ctx: TestContext, itemName: string, pricePaise: number) {
  await ctx.database.db
    .updateTable('service_items')
    .set({ price_paise: pricePaise })
    .where('name', '=', itemName)
    .execute();
  await bumpCatalogueVersion(ctx.database.db);
}

describe(`catalogue API (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('sends the catalogue brotli- or gzip-compressed to clients that accept it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/services/getAllService',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('compresses other JSON answers of 1 KB and more, not smaller ones', async () => {
    const large = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('status');
  });

  it('answers the seeded services with their items, prices in rupees', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    expect(response.statusCode).toBe(200);
    const services = response.json<
      {
        id: number;
        name: string;
        items: { id: number; name: string; price: number; service_id: number }[];
      }[]
    >();
    expect(services.map((service) => service.name)).toEqual([
      'Dry Cleaning',
      'Laundry',
      'Premium Services',
    ]);
    expect(services.flatMap((service) => service.items)).toHaveLength(16);
    const dryCleaning = services[0];
    if (!dryCleaning) throw new Error('no services');
    expect(dryCleaning.items.map((item) => [item.name, item.price])).toEqual([
      ['Blouse', 100],
      ['Suit 3 piece', 650],
      ['Shirt', 120],
      ['Pant', 150],
      ['Suit 2 piece', 450],
      ['Saree', 350],
    ]);
    for (const item of dryCleaning.items) expect(item.service_id).toBe(dryCleaning.id);
  });

  it('speaks rupees with paise for a price that is not whole', async () => {
    await repriceInDatabase(ctx, 'Pillowcase', 9950);
    ctx.app.catalogue.invalidate();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    const pillowcase = response
      .json<{ items: { name: string; price: number }[] }[]>()
      .flatMap((service) => service.items)
      .find((item) => item.name === 'Pillowcase');
    expect(pillowcase?.price).toBe(99.5);
  });
});

describe(`catalogue cache (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('answers 304 to a matching ETag and a fresh body once the catalogue changes', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');

    const unchanged = await ctx.app.inject({
      method: 'GET',
      url: '/api/services/getAllService',
      headers: { 'if-none-match': String(etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // Another instance changes a price and bumps the version stamp; this one notices within
    // its recheck interval (250 ms).
    await repriceInDatabase(ctx, 'Blouse', 13000);
    const stillCached = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    expect(stillCached.headers.etag).toBe(etag);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const changed = await ctx.app.inject({
      method: 'GET',
      url: '/api/services/getAllService',
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const blouse = changed
      .json<{ items: { name: string; price: number }[] }[]>()
      .flatMap((service) => service.items)
      .find((item) => item.name === 'Blouse');
    expect(blouse?.price).toBe(130);
  });
});

describe(`catalogue after an admin change (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('shows a new item on the very next request', async () => {
    const { token } = await sessionOf(ctx, ADMIN.email);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    const laundry = before.json<{ id: number; name: string }[]>().find((s) => s.name === 'Laundry');
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/createItem?serviceId=${laundry?.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Duvet', description: 'Double duvet', price: 450 },
    });
    expect(created.statusCode).toBe(201);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    const names = after
      .json<{ items: { name: string }[] }[]>()
      .flatMap((s) => s.items.map((i) => i.name));
    expect(names).toContain('Duvet');
  });
});
