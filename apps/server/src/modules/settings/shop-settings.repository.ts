import { lockedForUpdate } from '../../db/dialect.js';
import type { Db } from '../../db/tables.js';

/** The shop's settings: the one row the migration made (money in paise). */
export function selectShopSettings(db: Db) {
  return db
    .selectFrom('shop_settings')
    .select(['delivery_fee_paise', 'minimum_order_paise', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

export type ShopSettingsRow = NonNullable<Awaited<ReturnType<typeof selectShopSettings>>>;

/** The settings' row, locked until the transaction ends (PostgreSQL), for a change to read first. */
export function selectShopSettingsForUpdate(db: Db) {
  const query = db
    .selectFrom('shop_settings')
    .select(['delivery_fee_paise', 'minimum_order_paise', 'updated_at'])
    .where('id', '=', 1);
  return lockedForUpdate(db, query).executeTakeFirst();
}

export async function updateShopSettings(
  trx: Db,
  values: { delivery_fee_paise: number; minimum_order_paise: number; updated_at: string },
): Promise<void> {
  await trx.updateTable('shop_settings').set(values).where('id', '=', 1).execute();
}
