import {
  MESSAGES,
  ZOrderQuoteResponse,
  type TOrderQuoteRequest,
  type TOrderQuoteResponse,
} from '@freshfold/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { useCart } from '@/lib/cart';

/**
 * `POST /api/orders/quote`: the server prices the cart as it would price the order (catalogue
 * prices, the voucher, and for a signed-in customer the referral welcome of a first order).
 */
export async function getOrderQuote(request: TOrderQuoteRequest): Promise<TOrderQuoteResponse> {
  return ZOrderQuoteResponse.parse(
    await api<unknown>('/orders/quote', { method: 'POST', body: request }),
  );
}

/**
 * True when the server refuses to price the cart (an item no longer offered, say): the order
 * would be refused too, so checkout waits until the customer has changed the cart.
 */
export function quoteRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

type QuoteLines = readonly { itemId: number; quantity: number }[];

/**
 * Keyed by who asks (a guest's quote lacks the first-order facts an account has), the lines,
 * the voucher and the loyalty points to use: any change asks the server again.
 */
export const orderQuoteQueryOptions = (
  userId: number | null,
  lines: QuoteLines,
  voucherCode: string | null,
  pointsToRedeem = 0,
) =>
  queryOptions({
    queryKey: [
      ...queryRoots.orderQuote,
      userId ?? 'guest',
      lines.map((line) => [line.itemId, line.quantity]),
      voucherCode,
      pointsToRedeem,
    ] as const,
    queryFn: () =>
      getOrderQuote({
        items: lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
        voucherCode,
        ...(pointsToRedeem > 0 ? { pointsToRedeem } : {}),
      }),
    // Prices and vouchers change rarely; a quote is asked again after half a minute.
    staleTime: 30_000,
  });

/**
 * The quote of the current cart, for the signed-in customer or the guest: the one source of the
 * figures the cart and checkout show (with the loyalty points checkout uses, if any). While a
 * change is being priced the previous quote stays on screen (`isPlaceholderData`), so the
 * figures do not blink.
 */
export function useOrderQuote(pointsToRedeem = 0) {
  const { user } = useSession();
  const { items, voucher, dropRefusedVoucher } = useCart();
  const quote = useQuery({
    ...orderQuoteQueryOptions(user?.id ?? null, items, voucher?.code ?? null, pointsToRedeem),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
  // A kept voucher the shop has since withdrawn or let expire is dropped at once: it can never
  // apply again, and asking with it again and again would count as guessing codes.
  const check = quote.isPlaceholderData ? null : quote.data?.voucherCheck;
  const withdrawn = check?.refusal === 'invalid' ? check.code : null;
  const message = quote.data?.voucherMessage ?? MESSAGES.cart.invalidVoucher;
  useEffect(() => {
    if (withdrawn !== null && withdrawn === voucher?.code) dropRefusedVoucher(message);
  }, [withdrawn, voucher?.code, message, dropRefusedVoucher]);
  return quote;
}

/**
 * 'Apply': the quote of this cart with the code typed, asked afresh, so the server's verdict
 * (`voucherCheck`, `voucherMessage`) decides whether the cart keeps the voucher. The answer is
 * cached under the key the cart asks next, so applying costs one request.
 */
export function useVoucherQuote() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { items } = useCart();
  return useMutation({
    mutationFn: (code: string) =>
      queryClient.query({
        // The server trims codes and ignores case; asking with the code as it will be kept
        // lets the cart's next quote come from the cache.
        ...orderQuoteQueryOptions(user?.id ?? null, items, code.trim().toUpperCase()),
        staleTime: 0,
      }),
  });
}
