import { BRAND, formatRupees, type TShopChargesResponse } from '@freshfold/shared';
import { useShopCharges } from './api/get-shop-charges';

/**
 * One of the site's pickup and delivery claims: as the spec words it (the shop charges no
 * delivery fee, its default), and as it stays true once the shop charges `fee` (e.g. "₹40").
 * There is no free-delivery threshold, so the charged wording states the fee.
 */
export interface DeliveryClaim {
  free: string;
  charged: (fee: string) => string;
}

/** The claim that is true of these charges; the spec's wording while they are not known. */
export function pickDeliveryClaim(
  charges: TShopChargesResponse | undefined,
  claim: DeliveryClaim,
): string {
  return charges && charges.deliveryFee > 0
    ? claim.charged(formatRupees(charges.deliveryFee))
    : claim.free;
}

/** Where a page talks about ordering: the minimum order, if the shop sets one. */
export function minimumOrderNote(charges: TShopChargesResponse | undefined): string | null {
  return charges && charges.minimumOrder > 0
    ? `Minimum order ${formatRupees(charges.minimumOrder)}.`
    : null;
}

/** The brand's description (the footer, Home's meta description), fee or not. */
export const BRAND_DESCRIPTION_CLAIM: DeliveryClaim = {
  free: BRAND.description,
  charged: (fee) =>
    `${BRAND.name} picks up, cleans and delivers your clothes across Bengaluru. Dry cleaning, laundry and premium garment care, with doorstep pickup and delivery at ${fee} per order.`,
};

/** The claim for the shop's current charges: the spec's wording first, then the fetched one. */
export function useDeliveryClaim(claim: DeliveryClaim): string {
  return pickDeliveryClaim(useShopCharges(), claim);
}
