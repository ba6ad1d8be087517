import {
  chooseDiscount,
  formatLongDate,
  formatRupees,
  MESSAGES,
  paiseToRupees,
  pickupWindow,
  rupeesToPaise,
  totalsFor,
} from '@freshfold/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { usePickupSlots } from '@/features/cart/api/get-pickup-slots';
import { useValidateVoucher } from '@/features/cart/api/validate-voucher';
import { useCart } from '@/features/cart/cart-provider';
import { LoweredQuantitiesNotice } from '@/features/cart/components/lowered-quantities-notice';
import {
  pickupDateFromState,
  pickupSlotFromState,
  type PickupNavigationState,
} from '@/features/cart/pickup-date';
import { useSession } from '@/features/session/session-provider';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateOrder } from './api/create-order';
import { useWelcomeDiscount } from './api/get-welcome-discount';
import { readDeviceLocation } from './geolocation';
import { newIdempotencyKey } from './idempotency-key';

/** The spec writes titled toasts as 'Title: description'; sonner shows them as two lines. */
function titled(message: string): [string, { description?: string }] {
  const at = message.indexOf(': ');
  return at < 0 ? [message, {}] : [message.slice(0, at), { description: message.slice(at + 2) }];
}

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { user, isAuthenticated } = useSession();
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
  const validate = useValidateVoucher();
  const createOrder = useCreateOrder();
  const welcome = useWelcomeDiscount(isAuthenticated);
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

  if (!isAuthenticated || !user) {
    const state: PickupNavigationState = {
      redirect: '/checkout',
      ...(pickupDate ? { pickupDate } : {}),
      ...(pickupSlot !== null ? { pickupSlot } : {}),
    };
    return <Navigate to="/login" replace state={state} />;
  }

  const voucherPercent = cart.voucher && !cart.voucherBelowMinimum ? cart.voucher.discount : 0;
  const chosen = chooseDiscount(voucherPercent, welcome.data ?? 0);
  const totals = totalsFor(rupeesToPaise(cart.total), chosen.discountPercent);

  const applyVoucher = (event: FormEvent) => {
    event.preventDefault();
    const code = voucherCode.trim();
    if (!code) {
      toast.error(...titled(MESSAGES.checkout.enterVoucher));
      return;
    }
    validate.mutate(
      { code, subtotal: cart.total },
      {
        onSuccess: (accepted) => {
          cart.applyVoucher(accepted);
          setVoucherCode('');
          toast.success(MESSAGES.checkout.voucherAppliedTitle, {
            description: MESSAGES.checkout.voucherApplied(accepted.code, accepted.discount),
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) {
            toast.error(...titled(MESSAGES.checkout.invalidVoucher));
          } else if (error instanceof ApiError && error.status === 400) {
            toast.error('Invalid Voucher', { description: error.message });
          } else {
            toast.error(...titled(MESSAGES.checkout.voucherFailed));
          }
        },
      },
    );
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
          voucher: cart.voucher && !cart.voucherBelowMinimum ? cart.voucher.code : null,
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
          toast.error(MESSAGES.checkout.orderFailed, {
            description:
              error instanceof ApiError && error.status > 0
                ? error.message
                : MESSAGES.checkout.orderFailedRetry,
          });
          if (error instanceof ApiError && error.field === 'pickupSlotId') void slots.refetch();
        },
      },
    );
  };

  const busy = locating || createOrder.isPending;

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
                {cart.items.map((line) => (
                  <li key={line.itemId} className="flex justify-between gap-3">
                    <span>
                      {line.itemName} × {line.quantity}
                    </span>
                    <span className="tabular-nums">
                      {formatRupees(paiseToRupees(rupeesToPaise(line.price) * line.quantity))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <dl className="space-y-2 border-t border-line pt-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-muted">Subtotal</dt>
                <dd className="tabular-nums">{formatRupees(cart.total)}</dd>
              </div>
              {cart.voucher && cart.voucherBelowMinimum ? (
                <p className="text-danger">
                  {MESSAGES.checkout.minOrder(String(cart.voucher.min_order_value ?? 0))}
                </p>
              ) : null}
              {chosen.source === 'voucher' && cart.voucher ? (
                <div className="flex justify-between text-emerald-700">
                  <dt>
                    Voucher {cart.voucher.code} ({chosen.discountPercent}%)
                  </dt>
                  <dd className="tabular-nums">
                    −{formatRupees(paiseToRupees(totals.discountPaise))}
                  </dd>
                </div>
              ) : null}
              {chosen.source === 'referral' ? (
                <div className="flex justify-between text-emerald-700">
                  <dt>Referral welcome ({chosen.discountPercent}% off your first order)</dt>
                  <dd className="tabular-nums">
                    −{formatRupees(paiseToRupees(totals.discountPaise))}
                  </dd>
                </div>
              ) : null}
              {cart.voucher && cart.voucherBelowMinimum && chosen.source === null ? null : (
                <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
                  <dt>Total to pay</dt>
                  <dd className="tabular-nums" data-testid="checkout-total">
                    {formatRupees(paiseToRupees(totals.totalPaise))}
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
