import { MESSAGES } from '@freshfold/shared';
import { ShoppingBag } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { belowMinimumOrder } from '@/components/quote-charges';
import { quoteRefused, useOrderQuote } from '@/features/cart/api/get-order-quote';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CartTable } from '@/features/cart/components/cart-table';
import { LoweredQuantitiesNotice } from '@/features/cart/components/lowered-quantities-notice';
import { PickupTimeCard } from '@/features/cart/components/pickup-time-card';
import {
  outsideServiceArea,
  ServiceAreaNotice,
} from '@/features/cart/components/service-area-notice';
import { VoucherCard } from '@/features/cart/components/voucher-card';
import { useCartCheckout } from '@/features/cart/hooks/use-cart-checkout';
import {
  pickupDateFromState,
  pickupSlotFromState,
  type PickupNavigationState,
} from '@/features/cart/pickup-date';
import { useCart } from '@/lib/cart';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An empty cart: says so and points to the services. */
function EmptyCart() {
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

/** The lines, the pickup and voucher cards, and the server's quote with Checkout. */
function FilledCart() {
  const cart = useCart();
  const quote = useOrderQuote();
  const incoming = (useLocation().state ?? {}) as PickupNavigationState;
  const [pickupDate, setPickupDate] = useState<string | null>(() =>
    pickupDateFromState(incoming.pickupDate),
  );
  const [pickupSlot, setPickupSlot] = useState<number | null>(() =>
    pickupSlotFromState(incoming.pickupSlot),
  );
  const onDateChange = useCallback((date: string | null) => setPickupDate(date), []);
  const onSlotChange = useCallback((slot: number | null) => setPickupSlot(slot), []);
  const checkout = useCartCheckout(pickupDate, pickupSlot);

  return (
    <>
      <PageHeader title="Your Cart" subtitle="Review your items, book a pickup and check out." />
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
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
            <ServiceAreaNotice quote={quote.data} />
            <Button
              size="lg"
              className="w-full"
              disabled={
                quoteRefused(quote.error) ||
                outsideServiceArea(quote.data) ||
                belowMinimumOrder(quote.data)
              }
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

/** `/cart` (prerendered empty: the stored cart shows once the page runs). */
export function CartPage() {
  useDocumentTitle('Your Cart');
  const { items } = useCart();
  return items.length === 0 ? <EmptyCart /> : <FilledCart />;
}
