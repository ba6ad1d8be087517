import { SERVICE_AREA_MESSAGES, type TOrderQuoteResponse } from '@freshfold/shared';
import { Link } from 'react-router';

/**
 * True when the quote says the shop does not pick up from the signed-in customer's PIN code:
 * the order would be refused, so the cart's Checkout and checkout's Place Order wait until the
 * customer has updated their profile (or the shop its service area).
 */
export function outsideServiceArea(quote: TOrderQuoteResponse | undefined): boolean {
  return quote?.serviceArea?.served === false;
}

/**
 * The service area's refusal, before checkout: "Sorry, we don't pick up from {PIN} yet.", with
 * a link to the profile, where the customer who has moved updates their zip code.
 */
export function ServiceAreaNotice({ quote }: { quote: TOrderQuoteResponse | undefined }) {
  const check = quote?.serviceArea;
  if (!check || check.served) return null;
  return (
    <div role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-medium">{check.message}</p>
      <p className="mt-1">
        <Link to="/profile" className="underline underline-offset-2 hover:text-amber-950">
          {SERVICE_AREA_MESSAGES.updateProfileHint}
        </Link>
      </p>
    </div>
  );
}
