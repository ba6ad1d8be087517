import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onOlderDatabase, TEST_DB_KIND } from '../../test/helpers.js';
import { parseBigint } from './database.js';
import { migrateToLatest } from './migrate.js';

/** ₹10,00,000 × 22 in paise: past PostgreSQL's `integer` (2,147,483,647). */
const LARGE_PAISE = 2_200_000_000;

describe(`money columns, on a database that already has orders (${TEST_DB_KIND})`, () => {
  it('the migration to 64-bit money keeps every amount, and an order past ₹2,14,74,836 then fits', async () => {
    const volume = { customers: 10, orders: 120, heavyOrders: 3 };
    await onOlderDatabase('2026-11-23-005-order-stamps-index', volume, async (db) => {
      const amounts = () =>
        Promise.all([
          db
            .selectFrom('orders')
            .select(['id', 'subtotal_paise', 'discount_paise', 'total_paise'])
            .orderBy('id')
            .execute(),
          db
            .selectFrom('order_items')
            .select(['id', 'unit_price_paise', 'line_total_paise'])
            .orderBy('id')
            .execute(),
          db.selectFrom('service_items').select(['id', 'price_paise']).orderBy('id').execute(),
          db.selectFrom('vouchers').select(['id', 'min_order_paise']).orderBy('id').execute(),
        ]);
      const before = await amounts();
      expect(before[0]).toHaveLength(120);

      await migrateToLatest(db);

      // Every amount is read back as the same number it was (not as a string).
      expect(await amounts()).toEqual(before);
      if (TEST_DB_KIND === 'postgres') {
        const types = await sql<{ table_name: string; column_name: string; data_type: string }>`
          select table_name, column_name, data_type from information_schema.columns
          where table_schema = current_schema() and column_name like '%_paise'
          order by table_name, column_name`.execute(db);
        expect(types.rows.map((row) => [row.table_name, row.column_name, row.data_type])).toEqual([
          ['held_provider_refunds', 'amount_paise', 'bigint'],
          ['invoices', 'cgst_paise', 'bigint'],
          ['invoices', 'sgst_paise', 'bigint'],
          ['invoices', 'taxable_paise', 'bigint'],
          ['invoices', 'total_paise', 'bigint'],
          ['order_booked_items', 'line_total_paise', 'bigint'],
          ['order_booked_items', 'unit_price_paise', 'bigint'],
          ['order_items', 'line_total_paise', 'bigint'],
          ['order_items', 'unit_price_paise', 'bigint'],
          ['orders', 'booked_discount_paise', 'bigint'],
          ['orders', 'booked_subtotal_paise', 'bigint'],
          ['orders', 'booked_total_paise', 'bigint'],
          ['orders', 'delivery_fee_paise', 'bigint'],
          ['orders', 'discount_paise', 'bigint'],
          ['orders', 'forgone_paise', 'bigint'],
          ['orders', 'paid_paise', 'bigint'],
          ['orders', 'points_redeemed_paise', 'bigint'],
          ['orders', 'refunded_paise', 'bigint'],
          ['orders', 'subtotal_paise', 'bigint'],
          ['orders', 'total_paise', 'bigint'],
          ['payment_links', 'amount_paise', 'bigint'],
          ['payments', 'amount_paise', 'bigint'],
          ['payments', 'forgone_paise', 'bigint'],
          ['service_items', 'price_paise', 'bigint'],
          ['shop_settings', 'delivery_fee_paise', 'bigint'],
          ['shop_settings', 'minimum_order_paise', 'bigint'],
          ['vouchers', 'min_order_paise', 'bigint'],
        ]);
      }

      // An existing order grown to ₹10,00,000 × 22: stored, and read back to the paisa.
      const [order] = before[0];
      const [line] = await db
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', order?.id ?? 0)
        .execute();
      await db
        .updateTable('order_items')
        .set({ unit_price_paise: 100_000_000, quantity: 22, line_total_paise: LARGE_PAISE })
        .where('id', '=', line?.id ?? 0)
        .execute();
      await db
        .updateTable('orders')
        .set({ subtotal_paise: LARGE_PAISE, discount_paise: 0, total_paise: LARGE_PAISE })
        .where('id', '=', order?.id ?? 0)
        .execute();
      const grown = await db
        .selectFrom('orders')
        .select(['subtotal_paise', 'total_paise'])
        .where('id', '=', order?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(grown).toEqual({ subtotal_paise: LARGE_PAISE, total_paise: LARGE_PAISE });
    });
  });
});

describe('reading a 64-bit integer from PostgreSQL', () => {
  it('gives the number, and refuses one a number cannot hold exactly', () => {
    expect(parseBigint('2200000000')).toBe(LARGE_PAISE);
    expect(parseBigint('-42')).toBe(-42);
    expect(parseBigint('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseBigint('9007199254740993')).toThrow(RangeError);
  });
});
