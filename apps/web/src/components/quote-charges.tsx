import { formatRupees, type TOrderQuoteResponse } from '@freshfold/shared';
import { cn } from '@/lib/cn';

/** A quote's or an order's charges besides its lines: the delivery fee and the loyalty points. */
type Priced = { deliveryFee: number; pointsRedeemed: number };

/** One charge as shown: its name, its amount, and whether it is taken off (a credit). */
export interface ChargeLine {
  label: string;
  amount: string;
  credit: boolean;
}

/** The delivery fee only when the shop charges one, the loyalty points only when some are used. */
export function chargeLines(priced: Priced): ChargeLine[] {
  const lines: ChargeLine[] = [];
  if (priced.deliveryFee > 0) {
    lines.push({ label: 'Delivery fee', amount: formatRupees(priced.deliveryFee), credit: false });
  }
  if (priced.pointsRedeemed > 0) {
    lines.push({
      label: `Loyalty points (${String(priced.pointsRedeemed)})`,
      amount: `−${formatRupees(priced.pointsRedeemed)}`,
      credit: true,
    });
  }
  return lines;
}

/** The `chargeLines` of a quote or an order as name-value pairs inside a summary's `<dl>`. */
export function ChargeLines({ priced }: { priced: Priced | undefined }) {
  if (!priced) return null;
  return chargeLines(priced).map((line) => (
    <div key={line.label} className={cn('flex justify-between', line.credit && 'text-emerald-800')}>
      <dt className={line.credit ? undefined : 'text-muted'}>{line.label}</dt>
      <dd className="tabular-nums">{line.amount}</dd>
    </div>
  ));
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
