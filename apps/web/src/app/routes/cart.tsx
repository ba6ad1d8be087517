import { MESSAGES } from '@freshfold/shared';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useOrderQuote } from '@/features/cart/api/get-order-quote';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CartTable } from '@/features/cart/components/cart-table';
import {
  OrderSummaryLayout,
  quoteStopsOrder,
} from '@/features/cart/components/order-summary-layout';
import { PickupTimeCard } from '@/features/cart/components/pickup-time-card';
import { VoucherCard } from '@/features/cart/components/voucher-card';
import { useCartCheckout } from '@/features/cart/hooks/use-cart-checkout';
import { usePickupFromNavigation } from '@/features/cart/hooks/use-pickup-from-navigation';
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
  const { pickupDate, setPickupDate, pickupSlot, setPickupSlot } = usePickupFromNavigation();
  const checkout = useCartCheckout(pickupDate, pickupSlot);

  return (
    <OrderSummaryLayout
      page="cart"
      quote={quote.data}
      summary={<CartSummary quote={quote} />}
      action={{ label: 'Checkout', disabled: quoteStopsOrder(quote), onClick: checkout }}
    >
      <CartTable quote={quote.data} />
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => cart.clearCart()}>
          Clear cart
        </Button>
      </div>
      <PickupTimeCard
        date={pickupDate}
        slotId={pickupSlot}
        onDateChange={setPickupDate}
        onSlotChange={setPickupSlot}
      />
      <VoucherCard />
    </OrderSummaryLayout>
  );
}

/** `/cart` (prerendered empty: the stored cart shows once the page runs). */
export function CartPage() {
  useDocumentTitle('Your Cart');
  const { items } = useCart();
  return items.length === 0 ? <EmptyCart /> : <FilledCart />;
}
