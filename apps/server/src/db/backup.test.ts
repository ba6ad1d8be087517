import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEEKDAYS } from '@freshfold/shared';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, itemNamed, nextDateOn, slotsOfDay } from '../../test/customers.js';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../test/helpers.js';
import { sqliteFileOf } from '../config.js';
import { backupSqlite } from './backup.js';

describe.skipIf(TEST_DB_KIND !== 'sqlite')('online backup of the SQLite database', () => {
  let ctx: TestContext;
  const folder = mkdtempSync(join(tmpdir(), 'freshfold-backup-'));
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies a database that is being written to, consistently', async () => {
    const customer = await createCustomer(ctx);
    const shirt = await itemNamed(ctx, 'Shirt', 'Laundry');
    // Ten pickups: a customer holds one open order per slot, and there are two a day.
    const pickups = (
      await Promise.all(
        WEEKDAYS.slice(0, 5).map(async (day) =>
          (await slotsOfDay(ctx, day)).map((slot) => ({
            pickupDate: nextDateOn(day),
            pickupSlotId: slot.id,
          })),
        ),
      )
    ).flat();
    const place = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/authUser/createOrder',
        headers: customer.auth,
        payload: {
          items: [{ itemId: shirt.id, quantity: 1 }],
          ...pickups[n],
          geoLocation: { lat: 12.97, lng: 77.59 },
        },
      });
    for (let i = 0; i < 5; i += 1) expect((await place(i)).statusCode).toBe(201);

    // Orders keep arriving while the copy is taken.
    const [backup] = await Promise.all([
      backupSqlite(sqliteFileOf(ctx.config.databaseUrl), folder),
      ...Array.from({ length: 5 }, (_, i) => place(5 + i)),
    ]);
    expect(backup.orders).toBeGreaterThanOrEqual(5);
    expect(backup.bytes).toBeGreaterThan(0);

    const copy = new SQLite(backup.file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const orphans = copy
        .prepare(
          'select count(*) as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
        )
        .get() as { n: number };
      expect(orphans.n).toBe(0);
      const users = copy.prepare('select count(*) as n from users').get() as { n: number };
      expect(users.n).toBeGreaterThanOrEqual(3);
    } finally {
      copy.close();
    }
  });
});
