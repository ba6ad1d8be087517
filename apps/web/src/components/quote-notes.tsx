import { CART_PAGE_MESSAGES, MESSAGES, type TOrderQuoteResponse } from '@freshfold/shared';
import { ApiError } from '@/lib/api-client';
import { useCart } from '@/lib/cart';

/**
 * The notes the cart's and checkout's summaries end with: an accepted voucher that the
 * referral welcome takes the place of (the two do not stack), and a quote that failed.
 */
export function QuoteNotes({
  quote,
}: {
  quote: { data: TOrderQuoteResponse | undefined; error: unknown; isError: boolean };
}) {
  const { voucher } = useCart();
  const priced = quote.data;
  return (
    <>
      {voucher && priced?.voucherCheck?.accepted && priced.discountSource === 'referral' ? (
        <p className="text-muted">
          {CART_PAGE_MESSAGES.voucherNotStacked(voucher.code, priced.discountPercent)}
        </p>
      ) : null}
      {quote.isError ? (
        <p className="text-danger" role="alert">
          {quote.error instanceof ApiError ? quote.error.message : MESSAGES.server.internal}
        </p>
      ) : null}
    </>
  );
}
