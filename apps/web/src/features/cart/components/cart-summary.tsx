import { CART_PAGE_MESSAGES, formatRupees } from '@freshfold/shared';
import { ChargeLines, MinimumOrderNotice } from '@/components/quote-charges';
import { QuoteNotes } from '@/components/quote-notes';
import { useCart } from '@/lib/cart';
import { cn } from '@/lib/cn';
import type { useOrderQuote } from '../api/get-order-quote';
import { Amount } from './amount';

/**
 * The 'Order Summary' of the cart: the server's quote of these lines and this voucher, the
 * figures checkout and the order will show (for a signed-in customer, with their referral
 * welcome). While a change is being priced the previous figures stay, marked busy.
 */
export function CartSummary({ quote }: { quote: ReturnType<typeof useOrderQuote> }) {
  const { voucher } = useCart();
  const data = quote.data;
  const voucherRefused = Boolean(voucher && data?.voucherCheck && !data.voucherCheck.accepted);
  // The amounts are name-value lists; the messages between them are paragraphs, which a <dl>
  // may not hold.
  return (
    <div
      className={cn('space-y-2 text-sm', quote.isPlaceholderData && 'opacity-60')}
      aria-busy={quote.isFetching}
    >
      <dl className="space-y-2">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">
            <Amount value={data?.subtotal} />
          </dd>
        </div>
        {data?.discountSource === 'voucher' ? (
          <div className="flex justify-between text-emerald-800">
            <dt>Discount ({data.discountPercent}%)</dt>
            <dd className="tabular-nums">−{formatRupees(data.discountAmount)}</dd>
          </div>
        ) : null}
        {data?.discountSource === 'referral' ? (
          <div className="flex justify-between text-emerald-800">
            <dt>{CART_PAGE_MESSAGES.referralWelcome(data.discountPercent)}</dt>
            <dd className="tabular-nums">−{formatRupees(data.discountAmount)}</dd>
          </div>
        ) : null}
        <ChargeLines priced={data} />
      </dl>
      <MinimumOrderNotice quote={data} />
      {voucherRefused && data?.voucherMessage ? (
        <p className="text-danger">{data.voucherMessage}</p>
      ) : null}
      <QuoteNotes quote={quote} />
      <dl className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          <Amount value={data?.totalAmount} />
        </dd>
      </dl>
      {data?.points && data.points.maxRedeemable > 0 ? (
        <p className="text-muted">
          You have {data.points.balance} loyalty points: use up to {data.points.maxRedeemable} on
          this order at checkout.
        </p>
      ) : null}
    </div>
  );
}
