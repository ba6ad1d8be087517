import { MESSAGES } from '@freshfold/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCart } from '@/lib/cart';
import { useSession } from '@/lib/session';
import { pickupDateAsIsoString, type PickupNavigationState } from '../pickup-date';

/**
 * The cart's Checkout button (spec section 4): a pickup is needed; a guest is sent to log in
 * first, with the pickup carried there and on to checkout; a customer goes to checkout.
 */
export function useCartCheckout(pickupDate: string | null, pickupSlot: number | null) {
  const { items } = useCart();
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  return () => {
    if (items.length === 0) {
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
}
