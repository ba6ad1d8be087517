import { ADMIN, createTestApp, DEMO, sessionOf, type TestContext } from './helpers.js';
import { insertOrderRow } from './customers.js';
import { statusEventRow } from '../bench/volume.js';
import { afterAll, beforeAll } from 'vitest';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An app on a fresh database with the seeded admin and demo customer signed in. */
export interface AdminApi {
  ctx: TestContext;
  adminToken: string;
  customerToken: string;
  adminId: number;
  customerId: number;
  /** A request to `/api/admin{url}`, as the admin unless another token (or null) is given. */
  call: (
    method: Method,
    url: string,
    body?: unknown,
    token?: string | null,
  ) => ReturnType<TestContext['app']['inject']>;
  /**
   * An order written straight to the tables, as the ordering flow would leave it: the demo
   * customer's in the Monday 06:00 slot unless another customer or slot is given.
   */
  insertOrder: (options: {
    userId?: number;
    slotId?: number;
    createdAt: string;
    status?: 'pending' | 'processing';
    pickupDate?: string;
  }) => Promise<number>;
  /** The seeded Monday 06:00 slot. */
  mondaySlotId: () => Promise<number>;
  /** The catalogue's version stamp, which every change to services or items moves. */
  catalogueVersion: () => Promise<number>;
}

/**
 * The admin API's test setup, for a `describe` block: builds the app before its tests and
 * closes it after them. The fields are filled in once the block's `beforeAll` has run.
 */
export function adminApiSuite(): AdminApi {
  const api = {
    call: (method, url, body, token = api.adminToken) =>
      api.ctx.app.inject({
        method,
        url: `/api/admin${url}`,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    insertOrder: async (options) => {
      const db = api.ctx.database.db;
      const userId = options.userId ?? api.customerId;
      const id = await insertOrderRow(api.ctx, {
        ...options,
        userId,
        slotId: options.slotId ?? (await api.mondaySlotId()),
        pickupDate: options.pickupDate ?? '2026-11-23',
      });
      await db
        .insertInto('order_items')
        .values({
          order_id: id,
          service_item_id: null,
          service_name: 'Laundry',
          name: 'Shirt',
          description: 'Washed, ironed and folded',
          unit_price_paise: 8000,
          quantity: 3,
          line_total_paise: 24000,
        })
        .execute();
      await db
        .insertInto('order_status_events')
        .values(statusEventRow(id, options.status ?? 'pending', options.createdAt, userId))
        .execute();
      return id;
    },
    mondaySlotId: async () => {
      const slot = await api.ctx.database.db
        .selectFrom('pickup_slots')
        .select('id')
        .where('day', '=', 'Monday')
        .where('start_time', '=', '06:00')
        .executeTakeFirstOrThrow();
      return slot.id;
    },
    catalogueVersion: async () => {
      const row = await api.ctx.database.db
        .selectFrom('app_state')
        .select('value')
        .where('key', '=', 'catalogue_version')
        .executeTakeFirstOrThrow();
      return Number(row.value);
    },
  } as AdminApi;

  beforeAll(async () => {
    api.ctx = await createTestApp();
    ({ id: api.adminId, token: api.adminToken } = await sessionOf(api.ctx, ADMIN.email));
    ({ id: api.customerId, token: api.customerToken } = await sessionOf(api.ctx, DEMO.email));
  });
  afterAll(() => api.ctx.close());
  return api;
}
