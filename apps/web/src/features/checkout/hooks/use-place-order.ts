import {
  CART_PAGE_MESSAGES,
  MESSAGES,
  ZOrderNotes,
  type TGeoLocation,
  type TOrderQuoteResponse,
} from '@freshfold/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useCart } from '@/lib/cart';
import { titled } from '@/lib/titled-toast';
import { useCreateOrder } from '../api/create-order';
import { readDeviceLocation } from '../geolocation';
import { newIdempotencyKey } from '../idempotency-key';

interface PlaceOrderInput {
  pickupDate: string | null;
  pickupSlot: number | null;
  /**
   * The quote on screen: the order takes the voucher it accepted and the loyalty points it
   * spends (the server checks both again), priced as shown.
   */
  quote: TOrderQuoteResponse | undefined;
  /** The special instructions as typed; sent trimmed, blank as none. */
  notes: string;
  /**
   * Called when the slot was taken (or the date closed) meanwhile, so the page asks for the
   * date's slots again.
   */
  onSlotTaken: () => void;
}

/**
 * Tells why the order was refused; a pickup this customer already booked in the slot links to
 * that order, and a slot taken (or a date closed) meanwhile asks for the date's slots again.
 */
function tellRefusal(error: unknown, onSlotTaken: () => void, openOrder: (id: number) => void) {
  // A pickup this customer already booked in the slot: the answer names that order.
  const booked = error instanceof ApiError ? error.orderId : undefined;
  toast.error(MESSAGES.checkout.orderFailed, {
    description:
      error instanceof ApiError && error.status > 0
        ? error.message
        : MESSAGES.checkout.orderFailedRetry,
    ...(booked === undefined
      ? {}
      : {
          action: { label: CART_PAGE_MESSAGES.viewBookedOrder, onClick: () => openOrder(booked) },
        }),
  });
  // The slot was taken, or the shop closed the date, meanwhile: the date's slots again.
  const pickupRefused =
    error instanceof ApiError && ['pickupSlotId', 'pickupDate'].includes(error.field ?? '');
  if (pickupRefused && booked === undefined) onSlotTaken();
}

/**
 * One attempt at placing an order: its Idempotency-Key, and the location and order it was first
 * sent with. A retry of the same order sends exactly the same request, as the key requires
 * (the server refuses a key sent with a different body): the location is not read again, since
 * a fresh GPS fix is never quite the same. A changed order is a new attempt.
 */
interface Attempt {
  key: string;
  position: TGeoLocation;
  order: string;
}

/**
 * 'Place Order': checks what the spec requires (pickup, location, a cart), then sends the cart
 * once per attempt (an Idempotency-Key, so a retry never orders twice). Success clears the cart
 * and opens the order; a refusal is told with the server's reason, and a slot already booked
 * by this customer links to that order.
 */
export function usePlaceOrder() {
  const cart = useCart();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const attempt = useRef<Attempt | null>(null);
  const [locating, setLocating] = useState(false);

  const openOrder = (orderId: number) =>
    void navigate('/orders', { state: { newOrderId: orderId } });

  const locate = async () => {
    setLocating(true);
    const position = await readDeviceLocation();
    setLocating(false);
    return position;
  };

  const placeOrder = async (input: PlaceOrderInput) => {
    const { pickupDate, pickupSlot, quote, onSlotTaken } = input;
    if (!pickupDate || pickupSlot === null) {
      toast.error(...titled(MESSAGES.checkout.missingPickup));
      return;
    }
    const notes = ZOrderNotes.safeParse(input.notes);
    if (!notes.success) {
      toast.error(MESSAGES.checkout.orderFailed, { description: notes.error.issues[0]?.message });
      return;
    }
    const order = {
      items: cart.items.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
      pickupDate,
      pickupSlotId: pickupSlot,
      voucher: cart.voucher && quote?.voucherCheck?.accepted ? cart.voucher.code : null,
      pointsToRedeem: quote?.pointsRedeemed ?? 0,
      notes: notes.data,
    };
    const retried = attempt.current?.order === JSON.stringify(order) ? attempt.current : null;
    const position = retried?.position ?? (await locate());
    if (!position) {
      toast.error(...titled(MESSAGES.checkout.locationRequired));
      return;
    }
    if (cart.items.length === 0) {
      toast.error(...titled(MESSAGES.checkout.cartEmpty));
      return;
    }
    const current = retried ?? {
      key: newIdempotencyKey(),
      position,
      order: JSON.stringify(order),
    };
    attempt.current = current;
    createOrder.mutate(
      { idempotencyKey: current.key, order: { ...order, geoLocation: position } },
      {
        onSuccess: (placed) => {
          attempt.current = null;
          toast.success(...titled(MESSAGES.checkout.orderPlaced));
          cart.clearCart({ silent: true });
          openOrder(placed.id);
        },
        onError: (error) => {
          // Refused for its key (sent before with another order): the next try is a new attempt.
          if (error instanceof ApiError && error.field === 'Idempotency-Key') {
            attempt.current = null;
          }
          tellRefusal(error, onSlotTaken, openOrder);
        },
      },
    );
  };

  return { placeOrder, locating, isPending: createOrder.isPending };
}
