import { useState } from 'react';
import { protectedPage } from '@/components/protected-route';
import { useOrderQuote } from '@/features/cart/api/get-order-quote';
import { usePickupSlots } from '@/features/cart/api/get-pickup-slots';
import {
  OrderSummaryLayout,
  quoteStopsOrder,
} from '@/features/cart/components/order-summary-layout';
import { PickupTimeCard } from '@/features/cart/components/pickup-time-card';
import { VoucherCard } from '@/features/cart/components/voucher-card';
import { usePickupFromNavigation } from '@/features/cart/hooks/use-pickup-from-navigation';
import { CheckoutSummary } from '@/features/checkout/components/checkout-summary';
import { NotesCard, notesError } from '@/features/checkout/components/notes-card';
import { PointsCard } from '@/features/checkout/components/points-card';
import { usePlaceOrder } from '@/features/checkout/hooks/use-place-order';

export const CheckoutPage = protectedPage('Checkout', Checkout);

/**
 * `/checkout`: the cart's pickup and voucher cards in checkout's words, the summary of the
 * server's quote, and Place Order.
 */
function Checkout() {
  const { pickupDate, setPickupDate, pickupSlot, setPickupSlot } = usePickupFromNavigation({
    withinWindow: true,
  });
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
    quoteStopsOrder(quote) ||
    quote.data.pointsMessage !== undefined ||
    notesError(notes) !== undefined;
  const placeOrderLabel = order.locating
    ? 'Finding your location…'
    : order.isPending
      ? 'Placing order…'
      : 'Place Order';
  const placeOrder = () =>
    void order.placeOrder({
      pickupDate,
      pickupSlot,
      quote: quote.data,
      notes,
      onSlotTaken: () => void slots.refetch(),
    });

  return (
    <OrderSummaryLayout
      page="checkout"
      quote={quote.data}
      summary={<CheckoutSummary quote={quote} />}
      action={{ label: placeOrderLabel, disabled: busy, onClick: placeOrder }}
    >
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
    </OrderSummaryLayout>
  );
}
