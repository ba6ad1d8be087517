import {
  CART_PAGE_MESSAGES,
  formatLongDate,
  formatRupees,
  MESSAGES,
  pickupWindow,
} from '@freshfold/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ProtectedRoute } from '@/components/protected-route';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { usePickupSlots } from '@/features/cart/api/get-pickup-slots';
import { quoteRefused, useOrderQuote, useVoucherQuote } from '@/features/cart/api/get-order-quote';
import { useCart } from '@/lib/cart';
import { LoweredQuantitiesNotice } from '@/features/cart/components/lowered-quantities-notice';
import {
  pickupDateFromState,
  pickupSlotFromState,
  type PickupNavigationState,
} from '@/features/cart/pickup-date';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateOrder } from './api/create-order';
import { readDeviceLocation } from './geolocation';
import { newIdempotencyKey } from './idempotency-key';

/** The spec writes titled toasts as 'Title: description'; sonner shows them as two lines. */
function titled(message: string): [string, { description?: string }] {
  const at = message.indexOf(': ');
  return at < 0 ? [message, {}] : [message.slice(0, at), { description: message.slice(at + 2) }];
}

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <ProtectedRoute>
      <Checkout />
    </ProtectedRoute>
  );
}

function Checkout() {
  const { isAuthenticated } = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const incoming = (location.state ?? {}) as PickupNavigationState;
  const { first, last } = pickupWindow();

  const [pickupDate, setPickupDate] = useState<string | null>(() => {
    const date = pickupDateFromState(incoming.pickupDate);
    return date && date >= first && date <= last ? date : null;
  });
  const [pickupSlot, setPickupSlot] = useState<number | null>(() =>
    pickupSlotFromState(incoming.pickupSlot),
  );
  const [voucherCode, setVoucherCode] = useState('');
  const slots = usePickupSlots(pickupDate);
  const validate = useVoucherQuote();
  const createOrder = useCreateOrder();
  // The figures of this page are the server's quote, priced as the order will be.
  const quote = useOrderQuote();
  const attemptKey = useRef<string | null>(null);
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    if (slots.isError) {
      toast.error(...titled(MESSAGES.checkout.slotsFailed));
      setPickupSlot(null);
    }
  }, [slots.isError]);

  // A slot brought from the cart stays if the date offers it; otherwise the first open one.
  useEffect(() => {
    if (!slots.data) return;
    const kept = slots.data.find((slot) => slot.slotId === pickupSlot && slot.available);
    if (!kept) setPickupSlot(slots.data.find((slot) => slot.available)?.slotId ?? null);
  }, [slots.data, pickupSlot]);

  const priced = quote.data;
  const voucherRefused = Boolean(
    cart.voucher && priced?.voucherCheck && !priced.voucherCheck.accepted,
  );

  const applyVoucher = (event: FormEvent) => {
    event.preventDefault();
    const code = voucherCode.trim();
    if (!code) {
      toast.error(...titled(MESSAGES.checkout.enterVoucher));
      return;
    }
    validate.mutate(code, {
      onSuccess: ({ voucherCheck, voucherMessage }) => {
        if (!voucherCheck?.accepted) {
          if (voucherCheck?.refusal === 'invalid' || !voucherMessage) {
            toast.error(...titled(MESSAGES.checkout.invalidVoucher));
          } else {
            toast.error('Invalid Voucher', { description: voucherMessage });
          }
          return;
        }
        const discount = voucherCheck.discountPercent ?? 0;
        cart.applyVoucher({
          code: voucherCheck.code,
          discount,
          min_order_value: voucherCheck.minOrderValue,
        });
        setVoucherCode('');
        toast.success(MESSAGES.checkout.voucherAppliedTitle, {
          description: MESSAGES.checkout.voucherApplied(voucherCheck.code, discount),
        });
      },
      onError: (error) => {
        toast.error(
          ...titled(
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? `Invalid Voucher: ${error.message}`
              : MESSAGES.checkout.voucherFailed,
          ),
        );
      },
    });
  };

  const placeOrder = async () => {
    if (!isAuthenticated) {
      toast.error(...titled(MESSAGES.checkout.notLoggedIn));
      void navigate('/login', { state: { redirect: '/checkout' } });
      return;
    }
    if (!pickupDate || pickupSlot === null) {
      toast.error(...titled(MESSAGES.checkout.missingPickup));
      return;
    }
    setLocating(true);
    const position = await readDeviceLocation();
    setLocating(false);
    if (!position) {
      toast.error(...titled(MESSAGES.checkout.locationRequired));
      return;
    }
    if (cart.items.length === 0) {
      toast.error(...titled(MESSAGES.checkout.cartEmpty));
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    createOrder.mutate(
      {
        idempotencyKey: attemptKey.current,
        order: {
          items: cart.items.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
          pickupDate,
          pickupSlotId: pickupSlot,
          // The voucher the quote accepted: the order is priced as the summary shows.
          voucher: cart.voucher && priced?.voucherCheck?.accepted ? cart.voucher.code : null,
          geoLocation: position,
        },
      },
      {
        onSuccess: (order) => {
          attemptKey.current = null;
          toast.success(...titled(MESSAGES.checkout.orderPlaced));
          cart.clearCart({ silent: true });
          void navigate('/orders', { state: { newOrderId: order.id } });
        },
        onError: (error) => {
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
                  action: {
                    label: CART_PAGE_MESSAGES.viewBookedOrder,
                    onClick: () => void navigate('/orders', { state: { newOrderId: booked } }),
                  },
                }),
          });
          if (error instanceof ApiError && error.field === 'pickupSlotId' && booked === undefined) {
            void slots.refetch();
          }
        },
      },
    );
  };

  // Place Order waits for the quote: the customer sees what will be charged before it is.
  const busy =
    locating ||
    createOrder.isPending ||
    !priced ||
    quote.isPlaceholderData ||
    quoteRefused(quote.error);

  return (
    <>
      <PageHeader
        title="Checkout"
        subtitle="Confirm your pickup, apply a voucher and place your order."
      />
      <Container className="grid gap-6 py-10 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="space-y-6">
          <LoweredQuantitiesNotice />
          <Card>
            <CardContent className="space-y-4">
              <CardTitle>Pickup Date and Time</CardTitle>
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <Label htmlFor="checkout-date">Pickup date</Label>
                  <Input
                    id="checkout-date"
                    type="date"
                    min={first}
                    max={last}
                    value={pickupDate ?? ''}
                    onChange={(event) => {
                      const value = event.target.value;
                      setPickupDate(value && value >= first && value <= last ? value : null);
                      setPickupSlot(null);
                    }}
                  />
                </div>
                <div>
                  <Label htmlFor="checkout-slot">Time slot</Label>
                  <NativeSelect
                    id="checkout-slot"
                    value={pickupSlot ?? ''}
                    disabled={!pickupDate || slots.isPending || !slots.data?.length}
                    onChange={(event) =>
                      setPickupSlot(event.target.value ? Number(event.target.value) : null)
                    }
                  >
                    <option value="">
                      {!pickupDate
                        ? 'Choose a date first'
                        : slots.data?.length === 0
                          ? 'No slots on this date'
                          : 'Select a time slot'}
                    </option>
                    {slots.data?.map((slot) => (
                      <option key={slot.slotId} value={slot.slotId} disabled={!slot.available}>
                        {slot.slotTime}
                        {slot.available ? '' : ' (unavailable)'}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
              {pickupDate ? (
                <p className="text-sm font-medium text-brand-900">
                  Pickup on {formatLongDate(pickupDate)}
                  {pickupSlot !== null
                    ? `, ${slots.data?.find((slot) => slot.slotId === pickupSlot)?.slotTime ?? ''}`
                    : ''}
                </p>
              ) : null}
            </CardContent>
          </Card>

          <Card>
            <CardContent className="space-y-4">
              <CardTitle>Voucher Code</CardTitle>
              {cart.voucher ? (
                <div className="flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-4 py-3">
                  <p className="text-sm font-medium text-emerald-800">
                    Voucher {cart.voucher.code} applied: {cart.voucher.discount}% off
                  </p>
                  <Button variant="outline" size="sm" onClick={cart.removeVoucher}>
                    Remove
                  </Button>
                </div>
              ) : (
                <form onSubmit={applyVoucher} className="flex gap-2" noValidate>
                  <div className="flex-1">
                    <Label htmlFor="checkout-voucher" className="sr-only">
                      Voucher code
                    </Label>
                    <Input
                      id="checkout-voucher"
                      placeholder="Enter voucher code"
                      value={voucherCode}
                      onChange={(event) => setVoucherCode(event.target.value)}
                    />
                  </div>
                  <Button type="submit" variant="outline" disabled={validate.isPending}>
                    Apply
                  </Button>
                </form>
              )}
            </CardContent>
          </Card>
        </div>

        <Card className="lg:sticky lg:top-24">
          <CardContent className="space-y-4">
            <CardTitle>Order Summary</CardTitle>
            {cart.items.length === 0 ? (
              <p className="text-sm text-muted">{MESSAGES.cart.empty}</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {cart.items.map((line) => {
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
            )}
            <dl
              className={cn(
                'space-y-2 border-t border-line pt-3 text-sm',
                quote.isPlaceholderData && 'opacity-60',
              )}
              aria-busy={quote.isFetching}
            >
              <div className="flex justify-between">
                <dt className="text-muted">Subtotal</dt>
                <dd className="tabular-nums">
                  {priced ? formatRupees(priced.subtotal) : <Skeleton className="h-4 w-14" />}
                </dd>
              </div>
              {voucherRefused && priced?.voucherCheck?.refusal === 'min_order' ? (
                <p className="text-danger">
                  {MESSAGES.checkout.minOrder(String(priced.voucherCheck.minOrderValue ?? 0))}
                </p>
              ) : null}
              {voucherRefused && priced?.voucherCheck?.refusal !== 'min_order' ? (
                <p className="text-danger">{priced?.voucherMessage}</p>
              ) : null}
              {priced?.discountSource === 'voucher' && priced.voucher ? (
                <div className="flex justify-between text-emerald-700">
                  <dt>
                    Voucher {priced.voucher} ({priced.discountPercent}%)
                  </dt>
                  <dd className="tabular-nums">−{formatRupees(priced.discountAmount)}</dd>
                </div>
              ) : null}
              {priced?.discountSource === 'referral' ? (
                <div className="flex justify-between text-emerald-700">
                  <dt>{CART_PAGE_MESSAGES.referralWelcome(priced.discountPercent)}</dt>
                  <dd className="tabular-nums">−{formatRupees(priced.discountAmount)}</dd>
                </div>
              ) : null}
              {cart.voucher &&
              priced?.voucherCheck?.accepted &&
              priced.discountSource === 'referral' ? (
                <p className="text-muted">
                  {CART_PAGE_MESSAGES.voucherNotStacked(cart.voucher.code, priced.discountPercent)}
                </p>
              ) : null}
              {quote.isError ? (
                <p className="text-danger" role="alert">
                  {quote.error instanceof ApiError ? quote.error.message : MESSAGES.server.internal}
                </p>
              ) : null}
              {voucherRefused &&
              priced?.voucherCheck?.refusal === 'min_order' &&
              priced.discountSource === null ? null : (
                <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
                  <dt>Total to pay</dt>
                  <dd className="tabular-nums" data-testid="checkout-total">
                    {priced ? (
                      formatRupees(priced.totalAmount)
                    ) : (
                      <Skeleton className="ml-auto h-5 w-16" />
                    )}
                  </dd>
                </div>
              )}
            </dl>
            <Button size="lg" className="w-full" disabled={busy} onClick={() => void placeOrder()}>
              {locating
                ? 'Finding your location…'
                : createOrder.isPending
                  ? 'Placing order…'
                  : 'Place Order'}
            </Button>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
