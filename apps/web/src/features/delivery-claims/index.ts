/**
 * The site's pickup and delivery claims, which follow the shop's delivery fee and minimum
 * order (`GET /api/shop/charges`): the spec's wording while the shop charges no fee.
 */
export { forgetShopCharges, useShopCharges } from './api/get-shop-charges';
export {
  BRAND_DESCRIPTION_CLAIM,
  minimumOrderNote,
  pickDeliveryClaim,
  useDeliveryClaim,
  type DeliveryClaim,
} from './delivery-claims';
