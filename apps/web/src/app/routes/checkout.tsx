import { pickupWindow } from '@freshfold/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ProtectedRoute } from '@/components/protected-route';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { belowMinimumOrder } from '@/components/quote-charges';
import { quoteRefused, useOrderQuote } from '@/features/cart/api/get-order-quote';
import { usePickupSlots } from '@/features/cart/api/get-pickup-slots';
import { LoweredQuantitiesNotice } from '@/features/cart/components/lowered-quantities-notice';
import { PickupTimeCard } from '@/features/cart/components/pickup-time-card';
import {
  outsideServiceArea,
  ServiceAreaNotice,
} from '@/features/cart/components/service-area-notice';
import { VoucherCard } from '@/features/cart/components/voucher-card';
import {
  pickupDateFromState,
  pickupSlotFromState,
  type PickupNavigationState,
} from '@/features/cart/pickup-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CheckoutSummary } from '@/features/checkout/components/checkout-summary';
import { NotesCard, notesError } from '@/features/checkout/components/notes-card';
import { PointsCard } from '@/features/checkout/components/points-card';
import { usePlaceOrder } from '@/features/checkout/hooks/use-place-order';

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <ProtectedRoute>
      <Checkout />
    </ProtectedRoute>
  );
}

/** The pickup the cart passed on, if it is still inside the 30-day window. */
function usePickupFromCart() {
  const incoming = (useLocation().state ?? {}) as PickupNavigationState;
  const [pickupDate, setPickupDate] = useState<string | null>(() => {
    const { first, last } = pickupWindow();
    const date = pickupDateFromState(incoming.pickupDate);
    return date && date >= first && date <= last ? date : null;
  });
  const [pickupSlot, setPickupSlot] = useState<number | null>(() =>
    pickupSlotFromState(incoming.pickupSlot),
  );
  return { pickupDate, setPickupDate, pickupSlot, setPickupSlot };
}

/**
 * `/checkout`: the cart's pickup and voucher cards in checkout's words, the summary of the
 * server's quote, and Place Order.
 */
function Checkout() {
  const { pickupDate, setPickupDate, pickupSlot, setPickupSlot } = usePickupFromCart();
  const [notes, setNotes] = useState('');
  const [points, setPoints] = useState(0);
  // The figures of this page are the server's quote, priced as the order will be.
  const quote = useOrderQuote(points);
  const slots = usePickupSlots(pickupDate);
  const order = usePlaceOrder();
  // Place Order waits for the quote: the customer sees what will be charged before it is.
  const busy =
    order.locating ||
    order.isPending ||
    !quote.data ||
    quote.isPlaceholderData ||
    quoteRefused(quote.error) ||
    outsideServiceArea(quote.data) ||
    belowMinimumOrder(quote.data) ||
    quote.data.pointsMessage !== undefined ||
    notesError(notes) !== undefined;
  const placeOrder = () =>
    void order.placeOrder({
      pickupDate,
      pickupSlot,
      quote: quote.data,
      notes,
      onSlotTaken: () => void slots.refetch(),
    });

  return (
    <>
      <PageHeader
        title="Checkout"
        subtitle="Confirm your pickup, apply a voucher and place your order."
      />
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <LoweredQuantitiesNotice />
          <PickupTimeCard
            variant="checkout"
            date={pickupDate}
            slotId={pickupSlot}
            onDateChange={setPickupDate}
            onSlotChange={setPickupSlot}
          />
          <VoucherCard variant="checkout" />
          <PointsCard quote={quote.data} points={points} onPointsChange={setPoints} />
          <NotesCard notes={notes} onNotesChange={setNotes} />
        </div>
        <Card className="lg:sticky lg:top-24">
          <CardContent className="space-y-4">
            <CardTitle>Order Summary</CardTitle>
            <CheckoutSummary quote={quote} />
            <ServiceAreaNotice quote={quote.data} />
            <Button size="lg" className="w-full" disabled={busy} onClick={placeOrder}>
              {order.locating
                ? 'Finding your location…'
                : order.isPending
                  ? 'Placing order…'
                  : 'Place Order'}
            </Button>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
