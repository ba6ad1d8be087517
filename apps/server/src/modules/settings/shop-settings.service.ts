import { paiseToRupees, rupeesToPaise, type TShopSettings } from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import {
  selectShopSettings,
  selectShopSettingsForUpdate,
  updateShopSettings,
  type ShopSettingsRow,
} from './shop-settings.repository.js';

/** What the shop charges beyond an order's lines, in paise: its delivery fee and minimum order. */
export interface ShopCharges {
  deliveryFeePaise: number;
  minimumOrderPaise: number;
}

const NO_CHARGES: ShopCharges = { deliveryFeePaise: 0, minimumOrderPaise: 0 };

function chargesOf(row: ShopSettingsRow | undefined): ShopCharges {
  return row
    ? { deliveryFeePaise: row.delivery_fee_paise, minimumOrderPaise: row.minimum_order_paise }
    : NO_CHARGES;
}

/**
 * The delivery fee and minimum order as they are now, read in the caller's transaction (an
 * order is priced with the settings its own transaction reads, so a change made at the same
 * moment applies to an order wholly or not at all). Read every time, never kept in memory:
 * another server instance may have changed them (decisions: "Growing past one machine").
 */
export async function shopChargesOf(db: Db): Promise<ShopCharges> {
  return chargesOf(await selectShopSettings(db));
}

function toSettings(charges: ShopCharges): TShopSettings {
  return {
    deliveryFee: paiseToRupees(charges.deliveryFeePaise),
    minimumOrder: paiseToRupees(charges.minimumOrderPaise),
  };
}

/** `GET /api/admin/settings`. */
export async function getShopSettings(db: Kysely<Database>): Promise<TShopSettings> {
  return toSettings(await shopChargesOf(db));
}

/** `PUT /api/admin/settings`: the new fee and minimum, with the audit entry, in one transaction. */
export function putShopSettings(
  db: Kysely<Database>,
  actor: AuditActor,
  settings: TShopSettings,
): Promise<TShopSettings> {
  return auditedWrite(db, actor, async (trx) => {
    const before = toSettings(chargesOf(await selectShopSettingsForUpdate(trx)));
    const charges = {
      deliveryFeePaise: rupeesToPaise(settings.deliveryFee),
      minimumOrderPaise: rupeesToPaise(settings.minimumOrder),
    };
    await updateShopSettings(trx, {
      delivery_fee_paise: charges.deliveryFeePaise,
      minimum_order_paise: charges.minimumOrderPaise,
      updated_at: new Date().toISOString(),
    });
    const after = toSettings(charges);
    return [
      after,
      { action: 'settings.charges', entity: 'settings', entityId: null, before, after },
    ];
  });
}
