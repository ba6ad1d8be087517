import { formatRupees, MAX_LINE_QUANTITY, MESSAGES } from '@freshfold/shared';
import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/session/session-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCart, type CartLine } from './cart-provider';
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

function CartTable() {
  const { items, removeItem } = useCart();
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
              <td className="px-3 py-3 text-right tabular-nums">{formatRupees(line.price)}</td>
              <td className="px-3 py-3 text-center">
                <QuantityControl line={line} />
              </td>
              <td className="px-3 py-3 text-right font-semibold tabular-nums">
                {formatRupees(Math.round(line.price * 100 * line.quantity) / 100)}
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

export function CartPage() {
  useDocumentTitle('Your Cart');
  const cart = useCart();
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
          <CartTable />
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
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-muted">Subtotal</dt>
                <dd className="tabular-nums">{formatRupees(cart.total)}</dd>
              </div>
              {cart.voucher && !cart.voucherBelowMinimum ? (
                <div className="flex justify-between text-emerald-800">
                  <dt>Discount ({cart.voucher.discount}%)</dt>
                  <dd className="tabular-nums">−{formatRupees(cart.discountAmount)}</dd>
                </div>
              ) : null}
              {cart.voucher && cart.voucherBelowMinimum ? (
                <p className="text-danger">
                  {MESSAGES.cart.voucherMinOrder(String(cart.voucher.min_order_value ?? 0))}
                </p>
              ) : null}
              <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatRupees(cart.discountedTotal)}</dd>
              </div>
            </dl>
            <Button size="lg" className="w-full" onClick={checkout}>
              Checkout
            </Button>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
