import { beforeAll, describe, expect, it } from 'vitest';
import { adminApiSuite } from '../../../test/admin-api.js';
import {
  ADMIN,
  createTestDatabase,
  sessionOf,
  TEST_DB_KIND,
  testAppSuite,
  type TestContext,
} from '../../../test/helpers.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';

describe(`unique service and item names (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();
  let auth: { authorization: string };
  beforeAll(async () => {
    ({ auth } = await sessionOf(ctx, ADMIN.email));
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: auth, payload });

  async function catalogue() {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    return response.json<{ id: number; name: string; items: { id: number; name: string }[] }[]>();
  }

  async function createService(name: string): Promise<number> {
    const response = await post('/createService', { name, description: 'Test service' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  it('refuses a second service of the same name, whatever its case or spaces, with a 409', async () => {
    const before = await catalogue();
    for (const name of ['Laundry', 'laundry', '  LAUNDRY  ', 'Dry cleaning']) {
      const response = await post('/createService', { name, description: 'Another one' });
      expect(response.statusCode, name).toBe(409);
      expect(response.json(), name).toEqual({
        message: `A service named "${name.trim()}" already exists. Choose another name.`,
        field: 'name',
      });
    }
    expect(await catalogue()).toEqual(before);
  });

  it('refuses to rename a service into another one’s name, but lets it change its own case', async () => {
    const id = await createService('Shoe Care');
    const renamed = await post(`/updateService/${id}`, {
      name: ' laundry ',
      description: 'Test service',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<{ message: string }>().message).toBe(
      'A service named "laundry" already exists. Choose another name.',
    );
    expect((await catalogue()).find((service) => service.id === id)?.name).toBe('Shoe Care');

    const ownCase = await post(`/updateService/${id}`, {
      name: 'SHOE CARE',
      description: 'Test service',
    });
    expect(ownCase.statusCode).toBe(200);
    expect(ownCase.json()).toMatchObject({ id, name: 'SHOE CARE' });
  });

  it('refuses a second item of the same name in one service, and allows it in another', async () => {
    const serviceId = await createService('Curtains');
    const otherId = await createService('Carpets');
    const first = await post(`/createItem?serviceId=${serviceId}`, { name: 'Large', price: 400 });
    expect(first.statusCode).toBe(201);
    const firstId = first.json<{ id: number }>().id;

    for (const name of ['Large', 'large', '  LARGE ']) {
      const duplicate = await post(`/createItem?serviceId=${serviceId}`, { name, price: 450 });
      expect(duplicate.statusCode, name).toBe(409);
      expect(duplicate.json(), name).toEqual({
        message: `This service already has an item named "${name.trim()}". Choose another name.`,
        field: 'name',
      });
    }
    const elsewhere = await post(`/createItem?serviceId=${otherId}`, { name: 'large', price: 900 });
    expect(elsewhere.statusCode).toBe(201);

    const second = await post(`/createItem?serviceId=${serviceId}`, { name: 'Small', price: 200 });
    const secondId = second.json<{ id: number }>().id;
    const renamed = await post(`/updateItem/${secondId}`, { name: 'LARGE ', price: 200 });
    expect(renamed.statusCode).toBe(409);
    const ownCase = await post(`/updateItem/${firstId}`, { name: 'large', price: 420 });
    expect(ownCase.statusCode).toBe(200);

    const curtains = (await catalogue()).find((service) => service.id === serviceId);
    expect(curtains?.items.map((item) => item.name)).toEqual(['large', 'Small']);
  });

  it('holds in the database too, for writes that pass the check together', async () => {
    const db = ctx.database.db;
    const at = new Date().toISOString();
    await expect(
      db
        .insertInto('services')
        .values({
          name: ' LAUNDRY',
          description: 'x',
          sort_order: 99,
          created_at: at,
          updated_at: at,
        })
        .execute(),
    ).rejects.toThrow();
    const [laundry] = await db
      .selectFrom('services')
      .select('id')
      .where('name', '=', 'Laundry')
      .execute();
    const [item] = await db
      .selectFrom('service_items')
      .select('name')
      .where('service_id', '=', laundry?.id ?? 0)
      .execute();
    await expect(
      db
        .insertInto('service_items')
        .values({
          service_id: laundry?.id ?? 0,
          name: `${item?.name.toUpperCase() ?? ''} `,
          description: '',
          price_paise: 100,
          sort_order: 99,
          created_at: at,
          updated_at: at,
        })
        .execute(),
    ).rejects.toThrow();

    // Two admins adding the same service at the same moment: one gets it, the other a 409.
    const answers = await Promise.all(
      ['Ironing', 'ironing', 'IRONING '].map((name) =>
        post('/createService', { name, description: 'Pressing only' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe(`unique names, on a catalogue that already repeats some (${TEST_DB_KIND})`, () => {
  it('the migration keeps every row and numbers the later look-alikes', async () => {
    const scratch = await createTestDatabase();
    const handle = openDatabase(scratch.url);
    try {
      const db = handle.db;
      await migrateToLatest(db, '2026-11-23-005-order-stamps-index');
      const at = new Date().toISOString();
      const service = (name: string) =>
        db
          .insertInto('services')
          .values({ name, description: 'x', sort_order: 0, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
      const laundry = await service('Laundry');
      await service('laundry ');
      await service('Laundry (2)');
      await service('Ironing');
      const item = (serviceId: number, name: string) =>
        db
          .insertInto('service_items')
          .values({
            service_id: serviceId,
            name,
            description: '',
            price_paise: 100,
            sort_order: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
      await item(laundry.id, 'Shirt');
      await item(laundry.id, 'SHIRT');
      await item(laundry.id, ' shirt');

      await migrateToLatest(db);

      const services = await db.selectFrom('services').select('name').orderBy('id').execute();
      expect(services.map((row) => row.name)).toEqual([
        'Laundry',
        'laundry (3)',
        'Laundry (2)',
        'Ironing',
      ]);
      const items = await db
        .selectFrom('service_items')
        .select('name')
        .where('service_id', '=', laundry.id)
        .orderBy('id')
        .execute();
      expect(items.map((row) => row.name)).toEqual(['Shirt', 'SHIRT (2)', 'shirt (3)']);
      await expect(service('IRONING')).rejects.toThrow();
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});

describe(`admin API: services and items (${TEST_DB_KIND})`, () => {
  const api = adminApiSuite();
  const { call, insertOrder, catalogueVersion } = api;
  let ctx: TestContext;
  beforeAll(() => {
    ({ ctx } = api);
  });

  it('creates, edits and deletes services and items, bumping the catalogue version', async () => {
    const before = await catalogueVersion();
    const created = await call('POST', '/createService', {
      name: '  Shoe Care ',
      description: 'Cleaning and polishing',
    });
    expect(created.statusCode).toBe(201);
    const service = created.json<{ id: number; name: string; items: unknown[] }>();
    expect(service).toMatchObject({ name: 'Shoe Care', items: [] });

    const item = await call('POST', `/createItem?serviceId=${service.id}`, {
      name: 'Sneakers',
      price: 299.5,
    });
    expect(item.statusCode).toBe(201);
    const itemId = item.json<{ id: number }>().id;
    expect(item.json()).toMatchObject({
      name: 'Sneakers',
      description: '',
      price: 299.5,
      service_id: service.id,
    });

    const catalogue = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    const shoeCare = catalogue
      .json<{ name: string; items: { name: string; price: number }[] }[]>()
      .find((s) => s.name === 'Shoe Care');
    expect(shoeCare?.items).toEqual([expect.objectContaining({ name: 'Sneakers', price: 299.5 })]);

    const renamed = await call('POST', `/updateItem/${itemId}`, {
      name: 'Sneakers (pair)',
      description: 'Both shoes',
      price: 349,
    });
    expect(renamed.json()).toMatchObject({ name: 'Sneakers (pair)', price: 349 });
    const service2 = await call('POST', `/updateService/${service.id}`, {
      name: 'Shoe & Bag Care',
      description: 'Shoes and bags',
    });
    expect(service2.json()).toMatchObject({ id: service.id, name: 'Shoe & Bag Care' });

    expect(await catalogueVersion()).toBe(before + 4);

    expect((await call('DELETE', `/deleteItem/${itemId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/deleteItem/${itemId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/deleteService/${service.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/deleteService/${service.id}`)).statusCode).toBe(404);
    expect(await catalogueVersion()).toBe(before + 6);
  });

  it('validates services and items and changes nothing on bad input', async () => {
    const before = await catalogueVersion();
    const cases: [string, unknown, string][] = [
      ['/createService', { name: '', description: 'x' }, 'name'],
      ['/createService', { name: 'X', description: '   ' }, 'description'],
      ['/createService', { name: 'X' }, 'description'],
      ['/createItem?serviceId=1', { name: '', price: 10 }, 'name'],
      ['/createItem?serviceId=1', { name: 'Tie', price: 0 }, 'price'],
      ['/createItem?serviceId=1', { name: 'Tie', price: -5 }, 'price'],
      ['/createItem?serviceId=1', { name: 'Tie', price: 10.005 }, 'price'],
      ['/createItem?serviceId=1', { name: 'Tie', price: '10' }, 'price'],
      ['/createItem', { name: 'Tie', price: 10 }, 'serviceId'],
    ];
    for (const [url, body, field] of cases) {
      const response = await call('POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect(
      (await call('POST', '/createItem?serviceId=9999', { name: 'Tie', price: 10 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/updateService/9999', { name: 'A', description: 'B' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/updateItem/9999', { name: 'A', price: 1 })).statusCode).toBe(404);
    expect(await catalogueVersion()).toBe(before);
  });

  it('refuses a price below one paisa, which would be stored as 0 (was a 500 on PostgreSQL)', async () => {
    const service = (
      await call('POST', '/createService', { name: 'Tiny', description: 'Prices' })
    ).json<{ id: number }>();
    const item = (
      await call('POST', `/createItem?serviceId=${service.id}`, { name: 'Tie', price: 0.01 })
    ).json<{ id: number; price: number }>();
    expect(item.price).toBe(0.01);
    for (const price of [5e-324, 1e-9, 0.001]) {
      for (const url of [`/createItem?serviceId=${service.id}`, `/updateItem/${item.id}`]) {
        const response = await call('POST', url, { name: 'Tie', price });
        expect(response.statusCode, `${url} ${price}`).toBe(400);
        expect(response.json<{ field: string }>().field).toBe('price');
      }
    }
  });

  it('keeps the snapshot on past orders when an item is deleted', async () => {
    const item = await ctx.database.db
      .selectFrom('service_items')
      .select(['id', 'name', 'price_paise'])
      .where('name', '=', 'Pillowcase')
      .executeTakeFirstOrThrow();
    const orderId = await insertOrder({ createdAt: '2026-09-01T06:00:00.000Z' });
    await ctx.database.db
      .updateTable('order_items')
      .set({ service_item_id: item.id })
      .where('order_id', '=', orderId)
      .execute();
    expect((await call('DELETE', `/deleteItem/${item.id}`)).statusCode).toBe(200);
    const line = await ctx.database.db
      .selectFrom('order_items')
      .select(['service_item_id', 'name', 'unit_price_paise'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ service_item_id: null, name: 'Shirt', unit_price_paise: 8000 });
  });
});
