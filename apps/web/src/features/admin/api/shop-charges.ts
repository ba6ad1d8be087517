import { ZShopSettings, type TShopSettings } from '@freshfold/shared';
import { adminList, request, useAdminList, useAdminMutation } from './admin-api';
import { adminKeys } from './keys';
import { queryRoots } from '@/lib/query-keys';
import { forgetShopCharges } from '@/features/delivery-claims';

/** `GET /api/admin/settings`: the shop's delivery fee and minimum order, in rupees. */
export const adminShopCharges = adminList(
  '/admin/settings',
  ZShopSettings,
  adminKeys.shopCharges.of,
);

/**
 * `PUT /api/admin/settings`: the new fee and minimum; answers them as saved. The site's delivery
 * claims this tab holds are then asked for again by the next page that shows one.
 */
export async function saveShopCharges(body: TShopSettings): Promise<TShopSettings> {
  const saved = await request(ZShopSettings, '/admin/settings', 'PUT', body);
  forgetShopCharges();
  return saved;
}

export const useAdminShopCharges = () => useAdminList(adminShopCharges);
/** A new fee or minimum changes every quote, this admin's own cart's too. */
export const useSaveShopCharges = () =>
  useAdminMutation(saveShopCharges, adminKeys.shopCharges.all, queryRoots.orderQuote);
