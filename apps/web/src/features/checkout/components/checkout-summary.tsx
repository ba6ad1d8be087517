import {
  CART_PAGE_MESSAGES,
  formatRupees,
  MESSAGES,
  type TOrderQuoteResponse,
} from '@freshfold/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { ChargeLines, MinimumOrderNotice } from '@/components/quote-charges';
import { QuoteNotes } from '@/components/quote-notes';
import { useCart } from '@/lib/cart';
import { cn } from '@/lib/cn';

/** What the summary shows of the quote (the cart's `useOrderQuote()`). */
export interface QuoteState {
  data: TOrderQuoteResponse | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/** The cart's lines with the quote's line totals (a placeholder until a line is priced). */
function SummaryLines({ priced }: { priced: TOrderQuoteResponse | undefined }) {
  const { items } = useCart();
  if (items.length === 0) return <p className="text-sm text-muted">{MESSAGES.cart.empty}</p>;
  return (
    <ul className="space-y-2 text-sm">
      {items.map((line) => {
        const pricedLine = priced?.lines.find((each) => each.itemId === line.itemId);
        return (
          <li key={line.itemId} className="flex justify-between gap-3">
            <span>
              {pricedLine?.name ?? line.itemName} × {line.quantity}
            </span>
            <span className="tabular-nums">
              {pricedLine && pricedLine.quantity === line.quantity ? (
                formatRupees(pricedLine.lineTotal)
              ) : (
                <Skeleton className="h-4 w-14" />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The discount that applies: a voucher or the referral welcome (name-value pairs). */
function DiscountLines({ priced }: { priced: TOrderQuoteResponse | undefined }) {
  if (priced?.discountSource === 'voucher' && priced.voucher) {
    return (
      <div className="flex justify-between text-emerald-700">
        <dt>
          Voucher {priced.voucher} ({priced.discountPercent}%)
        </dt>
        <dd className="tabular-nums">−{formatRupees(priced.discountAmount)}</dd>
      </div>
    );
  }
  if (priced?.discountSource === 'referral') {
    return (
      <div className="flex justify-between text-emerald-700">
        <dt>{CART_PAGE_MESSAGES.referralWelcome(priced.discountPercent)}</dt>
        <dd className="tabular-nums">−{formatRupees(priced.discountAmount)}</dd>
      </div>
    );
  }
  return null;
}

/** Why the cart's voucher gives nothing (below its minimum, or refused), or the quote failed. */
function CheckoutQuoteNotes({ quote }: { quote: QuoteState }) {
  const { voucher } = useCart();
  const priced = quote.data;
  const refused = Boolean(voucher && priced?.voucherCheck && !priced.voucherCheck.accepted);
  return (
    <>
      {refused && priced?.voucherCheck?.refusal === 'min_order' ? (
        <p className="text-danger">
          {MESSAGES.checkout.minOrder(String(priced.voucherCheck.minOrderValue ?? 0))}
        </p>
      ) : null}
      {refused && priced?.voucherCheck?.refusal !== 'min_order' ? (
        <p className="text-danger">{priced?.voucherMessage}</p>
      ) : null}
      <QuoteNotes quote={quote} />
    </>
  );
}

/**
 * Checkout's 'Order Summary': the lines, subtotal, discount and the total to pay, all from the
 * server's quote. Below a voucher's minimum the spec hides the total, unless another discount
 * (the referral welcome) applies.
 */
export function CheckoutSummary({ quote }: { quote: QuoteState }) {
  const { voucher } = useCart();
  const priced = quote.data;
  const check = priced?.voucherCheck;
  const totalHidden =
    Boolean(voucher && check && !check.accepted) &&
    check?.refusal === 'min_order' &&
    priced?.discountSource === null;
  // The amounts are name-value lists; the notes between them are paragraphs, which a <dl>
  // may not hold.
  return (
    <>
      <SummaryLines priced={priced} />
      <div
        className={cn(
          'space-y-2 border-t border-line pt-3 text-sm',
          quote.isPlaceholderData && 'opacity-60',
        )}
        aria-busy={quote.isFetching}
      >
        <dl className="space-y-2">
          <div className="flex justify-between">
            <dt className="text-muted">Subtotal</dt>
            <dd className="tabular-nums">
              {priced ? formatRupees(priced.subtotal) : <Skeleton className="h-4 w-14" />}
            </dd>
          </div>
          <DiscountLines priced={priced} />
          <ChargeLines priced={priced} />
        </dl>
        <MinimumOrderNotice quote={priced} />
        <CheckoutQuoteNotes quote={quote} />
        {totalHidden ? null : (
          <dl className="flex justify-between border-t border-line pt-3 text-base font-semibold">
            <dt>Total to pay</dt>
            <dd className="tabular-nums" data-testid="checkout-total">
              {priced ? (
                formatRupees(priced.totalAmount)
              ) : (
                <Skeleton className="ml-auto h-5 w-16" />
              )}
            </dd>
          </dl>
        )}
      </div>
    </>
  );
}
