import {
  CART_PAGE_MESSAGES,
  formatRupees,
  MAX_LINE_QUANTITY,
  MESSAGES,
  type TOrderQuoteResponse,
} from '@freshfold/shared';
import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { quoteRefused, useOrderQuote } from './api/get-order-quote';
import { useCart, type CartLine } from '@/lib/cart';
import { LoweredQuantitiesNotice } from './components/lowered-quantities-notice';
import { PickupTimeCard } from './components/pickup-time-card';
import { VoucherCard } from './components/voucher-card';
import {
  pickupDateAsIsoString,
  pickupDateFromState,
  pickupSlotFromState,
  type PickupNavigationState,
} from './pickup-date';

export function QuantityControl({ line }: { line: CartLine }) {
  const { updateQuantity } = useCart();
  return (
    <div className="inline-flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        className="h-9 w-9"
        aria-label={`Decrease quantity of ${line.itemName}`}
        disabled={line.quantity <= 1}
        onClick={() => updateQuantity(line.itemId, Math.max(1, line.quantity - 1))}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        aria-label={`Quantity of ${line.itemName}`}
        className="h-9 w-14 rounded-lg border border-line text-center text-sm tabular-nums"
        value={line.quantity}
        onChange={(event) => {
          const value = Number.parseInt(event.target.value, 10);
          // The cart's minimum is one: anything else becomes one (removing is the bin's job).
          updateQuantity(line.itemId, Number.isFinite(value) && value >= 1 ? value : 1);
        }}
      />
      <Button
        variant="outline"
        size="icon"
        className="h-9 w-9"
        aria-label={`Increase quantity of ${line.itemName}`}
        disabled={line.quantity >= MAX_LINE_QUANTITY}
        onClick={() => updateQuantity(line.itemId, line.quantity + 1)}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** A figure of the quote, or a placeholder while the server prices the cart. */
function Amount({ value }: { value: number | undefined }) {
  return value === undefined ? (
    <Skeleton className="ml-auto h-4 w-14" />
  ) : (
    <>{formatRupees(value)}</>
  );
}

function CartTable({ quote }: { quote: TOrderQuoteResponse | undefined }) {
  const { items, removeItem } = useCart();
  const priced = new Map(quote?.lines.map((line) => [line.itemId, line]));
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Items in your cart</caption>
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="px-5 py-3 font-semibold">
              Item
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="px-3 py-3 text-center font-semibold">
              Quantity
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-5 py-3">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((line) => (
            <tr key={line.itemId} className="border-b border-line/70 last:border-0">
              <th scope="row" className="px-5 py-3 font-normal">
                <span className="block font-medium text-ink">{line.itemName}</span>
                <span className="block text-xs text-muted">{line.serviceName}</span>
              </th>
              <td className="px-3 py-3 text-right tabular-nums">
                <Amount value={priced.get(line.itemId)?.price} />
              </td>
              <td className="px-3 py-3 text-center">
                <QuantityControl line={line} />
              </td>
              <td className="px-3 py-3 text-right font-semibold tabular-nums">
                <Amount
                  value={
                    priced.get(line.itemId)?.quantity === line.quantity
                      ? priced.get(line.itemId)?.lineTotal
                      : undefined
                  }
                />
              </td>
              <td className="px-5 py-3 text-right">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${line.itemName}`}
                  onClick={() => removeItem(line.itemId)}
                >
                  <Trash2 className="h-4 w-4 text-danger" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/**
 * The 'Order Summary' of the cart: the server's quote of these lines and this voucher, the
 * figures checkout and the order will show (for a signed-in customer, with their referral
 * welcome). While a change is being priced the previous figures stay, marked busy.
 */
function CartSummary({ quote }: { quote: ReturnType<typeof useOrderQuote> }) {
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
      </dl>
      {voucherRefused && data?.voucherMessage ? (
        <p className="text-danger">{data.voucherMessage}</p>
      ) : null}
      {voucher && data?.voucherCheck?.accepted && data.discountSource === 'referral' ? (
        <p className="text-muted">
          {CART_PAGE_MESSAGES.voucherNotStacked(voucher.code, data.discountPercent)}
        </p>
      ) : null}
      {quote.isError ? (
        <p className="text-danger" role="alert">
          {quote.error instanceof ApiError ? quote.error.message : MESSAGES.server.internal}
        </p>
      ) : null}
      <dl className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          <Amount value={data?.totalAmount} />
        </dd>
      </dl>
    </div>
  );
}

export function CartPage() {
  useDocumentTitle('Your Cart');
  const cart = useCart();
  const quote = useOrderQuote();
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const incoming = (location.state ?? {}) as PickupNavigationState;
  const [pickupDate, setPickupDate] = useState<string | null>(() =>
    pickupDateFromState(incoming.pickupDate),
  );
  const [pickupSlot, setPickupSlot] = useState<number | null>(() =>
    pickupSlotFromState(incoming.pickupSlot),
  );
  const onDateChange = useCallback((date: string | null) => setPickupDate(date), []);
  const onSlotChange = useCallback((slot: number | null) => setPickupSlot(slot), []);

  if (cart.items.length === 0) {
    return (
      <>
        <PageHeader title="Your Cart" />
        <Container className="py-16 text-center">
          <ShoppingBag className="mx-auto h-12 w-12 text-brand-300" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-semibold text-ink">{MESSAGES.cart.empty}</h2>
          <p className="mt-2 text-muted">{MESSAGES.cart.emptyHint}</p>
          <Link to="/services" className={`${buttonClasses('primary', 'lg')} mt-6`}>
            Browse Services
          </Link>
        </Container>
      </>
    );
  }

  const checkout = () => {
    if (cart.items.length === 0) {
      toast.error(MESSAGES.cart.empty);
      return;
    }
    if (!pickupDate || pickupSlot === null) {
      toast.error(MESSAGES.cart.selectPickup);
      return;
    }
    if (!isAuthenticated) {
      toast.info(MESSAGES.cart.loginToOrder);
      const state: PickupNavigationState = {
        redirect: '/checkout',
        pickupDate: pickupDateAsIsoString(pickupDate),
        pickupSlot,
      };
      void navigate('/login', { state });
      return;
    }
    const state: PickupNavigationState = { pickupDate, pickupSlot };
    void navigate('/checkout', { replace: true, state });
  };

  return (
    <>
      <PageHeader title="Your Cart" subtitle="Review your items, book a pickup and check out." />
      <Container className="grid gap-6 py-10 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="space-y-6">
          <LoweredQuantitiesNotice />
          <CartTable quote={quote.data} />
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => cart.clearCart()}>
              Clear cart
            </Button>
          </div>
          <PickupTimeCard
            date={pickupDate}
            slotId={pickupSlot}
            onDateChange={onDateChange}
            onSlotChange={onSlotChange}
          />
          <VoucherCard />
        </div>
        <Card className="lg:sticky lg:top-24">
          <CardContent className="space-y-4">
            <CardTitle>Order Summary</CardTitle>
            <CartSummary quote={quote} />
            <Button
              size="lg"
              className="w-full"
              disabled={quoteRefused(quote.error)}
              onClick={checkout}
            >
              Checkout
            </Button>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
