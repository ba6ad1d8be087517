import { formatRupees, type TOrderQuoteResponse } from '@freshfold/shared';

/**
 * The delivery fee and the loyalty points of a quote or an order, as name-value pairs inside a
 * summary's `<dl>`: the fee only when the shop charges one, the points only when some are used.
 */
export function ChargeLines({
  priced,
}: {
  priced: { deliveryFee: number; pointsRedeemed: number } | undefined;
}) {
  if (!priced) return null;
  return (
    <>
      {priced.deliveryFee > 0 ? (
        <div className="flex justify-between">
          <dt className="text-muted">Delivery fee</dt>
          <dd className="tabular-nums">{formatRupees(priced.deliveryFee)}</dd>
        </div>
      ) : null}
      {priced.pointsRedeemed > 0 ? (
        <div className="flex justify-between text-emerald-800">
          <dt>Loyalty points ({priced.pointsRedeemed})</dt>
          <dd className="tabular-nums">−{formatRupees(priced.pointsRedeemed)}</dd>
        </div>
      ) : null}
    </>
  );
}

/** True when the cart is below the shop's minimum order: it cannot be checked out yet. */
export function belowMinimumOrder(quote: TOrderQuoteResponse | undefined): boolean {
  return quote !== undefined && !quote.minimumOrderMet;
}

/** The shop's minimum order, when the cart is below it (the server's words, with the shortfall). */
export function MinimumOrderNotice({ quote }: { quote: TOrderQuoteResponse | undefined }) {
  if (!quote || quote.minimumOrderMet || !quote.minimumOrderMessage) return null;
  return (
    <p className="text-sm text-danger" role="alert">
      {quote.minimumOrderMessage}
    </p>
  );
}
