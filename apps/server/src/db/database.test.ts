import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery, statementNameOf } from './prepared.js';
import { seedIfEmpty } from './seed.js';
import { createTestApp, TEST_DB_KIND, type TestContext } from '../../test/helpers.js';
import { insertOrderRow } from '../../test/customers.js';

const now = new Date().toISOString();

describe(`schema and seed (${TEST_DB_KIND})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('seeds the catalogue, two slots per weekday with their own ids, vouchers and accounts', async () => {
    const db = ctx.database.db;
    const count = async (
      table: 'services' | 'service_items' | 'pickup_slots' | 'vouchers' | 'users',
    ) =>
      (
        await db
          .selectFrom(table)
          .select(db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count('services')).toBe(3);
    expect(await count('service_items')).toBe(16);
    expect(await count('pickup_slots')).toBe(14);
    const slots = await db
      .selectFrom('pickup_slots')
      .select(['id', 'day', 'start_time', 'end_time'])
      .execute();
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(14);
    expect(slots.filter((slot) => slot.day === 'Saturday').map((slot) => slot.start_time)).toEqual([
      '06:00',
      '19:00',
    ]);
    const vouchers = await db
      .selectFrom('vouchers')
      .select(['code', 'discount_percent', 'min_order_paise', 'first_order_only', 'expiry_date'])
      .orderBy('code')
      .execute();
    expect(
      vouchers.map((v) => [v.code, v.discount_percent, v.min_order_paise, v.first_order_only]),
    ).toEqual([
      ['CLEAN20', 20, 100000, 0],
      ['WELCOME10', 10, 50000, 0],
      ['WELCOME20', 20, 50000, 1],
    ]);
    for (const voucher of vouchers) expect(voucher.expiry_date > now.slice(0, 10)).toBe(true);
    const users = await db
      .selectFrom('users')
      .select(['email', 'role', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(users.map((user) => [user.email, user.role])).toEqual([
      ['admin@freshfold.in', 'admin'],
      ['demo@freshfold.in', 'user'],
    ]);
    expect(users[0]?.password_hash).toMatch(/^scrypt\$/);
  });

  it('seeds only once: a second run changes nothing', async () => {
    const db = ctx.database.db;
    await db
      .updateTable('services')
      .set({ name: 'Dry Cleaning Deluxe' })
      .where('name', '=', 'Dry Cleaning')
      .execute();
    const again = await seedIfEmpty(db, {
      adminEmail: 'admin@freshfold.in',
      adminPassword: 'Ledger#Counter26',
      seedDemo: true,
      passwordParams: ctx.config.passwordParams,
    });
    expect(again).toBe(false);
    const names = await db.selectFrom('services').select('name').orderBy('id').execute();
    expect(names.map((row) => row.name)).toEqual([
      'Dry Cleaning Deluxe',
      'Laundry',
      'Premium Services',
    ]);
  });

  describe('constraints live in the schema', () => {
    const user = (email: string) => ({
      email,
      password_hash: 'x',
      first_name: 'A',
      last_name: 'B',
      phone: '9999999999',
      street: 's',
      city: 'c',
      state: 'st',
      zip_code: '560001',
      role: 'user' as const,
      created_at: now,
      updated_at: now,
    });

    it('refuses a duplicate email', async () => {
      await expect(
        ctx.database.db.insertInto('users').values(user('demo@freshfold.in')).execute(),
      ).rejects.toThrow();
    });

    /** Inserts a voucher with this code and discount, valid through 2026. */
    const insertVoucher = (code: string, discount_percent: number) =>
      ctx.database.db
        .insertInto('vouchers')
        .values({
          code,
          name: 'x',
          description: 'x',
          discount_percent,
          start_date: '2026-01-01',
          expiry_date: '2026-12-31',
          created_at: now,
          updated_at: now,
        })
        .execute();

    it('refuses a duplicate voucher code', async () => {
      await expect(insertVoucher('WELCOME10', 5)).rejects.toThrow();
    });

    it('refuses a zero or negative price and a discount outside 1..100', async () => {
      const service = await ctx.database.db
        .selectFrom('services')
        .select('id')
        .executeTakeFirstOrThrow();
      for (const price_paise of [0, -100]) {
        await expect(
          ctx.database.db
            .insertInto('service_items')
            .values({
              service_id: service.id,
              name: 'Bad',
              description: '',
              price_paise,
              created_at: now,
              updated_at: now,
            })
            .execute(),
        ).rejects.toThrow();
      }
      await expect(insertVoucher('TOOMUCH', 101)).rejects.toThrow();
    });

    it('refuses an order item with a non-positive quantity or a line total that does not add up', async () => {
      const db = ctx.database.db;
      const customer = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'demo@freshfold.in')
        .executeTakeFirstOrThrow();
      const slot = await db.selectFrom('pickup_slots').select('id').executeTakeFirstOrThrow();
      const order = {
        id: await insertOrderRow(ctx, {
          userId: customer.id,
          slotId: slot.id,
          createdAt: now,
          totalPaise: 12000,
        }),
      };
      const line = {
        order_id: order.id,
        service_item_id: null,
        service_name: 'Laundry',
        name: 'Shirt',
        description: '',
        unit_price_paise: 8000,
      };
      for (const quantity of [0, -1]) {
        await expect(
          db
            .insertInto('order_items')
            .values({ ...line, quantity, line_total_paise: 8000 * quantity })
            .execute(),
        ).rejects.toThrow();
      }
      await expect(
        db
          .insertInto('order_items')
          .values({ ...line, quantity: 2, line_total_paise: 1 })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db.updateTable('orders').set({ total_paise: 1 }).where('id', '=', order.id).execute(),
      ).rejects.toThrow();
      await expect(
        db
          .updateTable('orders')
          .set({ status: 'lost' as never })
          .where('id', '=', order.id)
          .execute(),
      ).rejects.toThrow();
    });

    it('enforces foreign keys', async () => {
      await expect(
        ctx.database.db
          .insertInto('service_items')
          .values({
            service_id: 999999,
            name: 'Orphan',
            description: '',
            price_paise: 100,
            created_at: now,
            updated_at: now,
          })
          .execute(),
      ).rejects.toThrow();
    });

    it(`runs SQLite with WAL and foreign keys on`, async () => {
      if (TEST_DB_KIND !== 'sqlite') return;
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
        ctx.database.db,
      );
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
        ctx.database.db,
      );
      expect(keys.rows[0]?.foreign_keys).toBe(1);
    });

    it.runIf(TEST_DB_KIND === 'postgres')(
      "keeps the hot paths' fixed queries prepared on each PostgreSQL connection, not other SQL",
      async () => {
        const slots = preparedQuery((db, p: { day: string }) =>
          db.selectFrom('pickup_slots').select('id').where('day', '=', p.day),
        );
        const prepared = await ctx.database.db.connection().execute(async (conn) => {
          expect(await slots.rows(conn, { day: 'Monday' })).toHaveLength(2);
          expect(await slots.rows(conn, { day: 'Sunday' })).toHaveLength(2);
          await sql`select 1 as one`.execute(conn);
          return (
            await sql<{ name: string; statement: string }>`
              select name, statement from pg_prepared_statements`.execute(conn)
          ).rows;
        });
        const texts = prepared.map((row) => row.statement);
        expect(texts.filter((text) => text.includes('"pickup_slots"'))).toHaveLength(1);
        expect(texts.some((text) => text.includes('select 1 as one'))).toBe(false);
        const [named] = prepared.filter((row) => row.statement.includes('"pickup_slots"'));
        expect(named && statementNameOf(named.statement)).toBe(named?.name);
      },
    );

    it.runIf(TEST_DB_KIND === 'postgres')(
      'plans a prepared query once per connection, a page with LIMIT and OFFSET too',
      async () => {
        // PostgreSQL's own choice plans such a query again on every run (its generic plan's
        // estimate for an unknown LIMIT is far above a custom plan's), which cost an admin page
        // more than running it.
        const page = preparedQuery((db, p: { limit: number; offset: number }) =>
          db.selectFrom('pickup_slots').select('id').orderBy('id').limit(p.limit).offset(p.offset),
        );
        const plans = await ctx.database.db.connection().execute(async (conn) => {
          for (let run = 0; run < 8; run += 1) {
            expect(await page.rows(conn, { limit: 2, offset: run })).toHaveLength(2);
          }
          return (
            await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
              select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(
              conn,
            )
          ).rows.find((row) => row.statement.includes('offset'));
        });
        expect(plans).toMatchObject({ generic_plans: 8, custom_plans: 0 });
      },
    );
  });
});
