import { CART_PAGE_MESSAGES, MAX_LINE_QUANTITY } from '@freshfold/shared';
import { useCart } from '@/lib/cart';

/**
 * Says which lines of a saved cart were lowered to the most one order holds, so the customer
 * is not surprised by a quantity they did not type.
 */
export function LoweredQuantitiesNotice() {
  const { loweredItems } = useCart();
  if (loweredItems.length === 0) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {CART_PAGE_MESSAGES.quantitiesLowered(
        loweredItems.map((line) => line.itemName),
        MAX_LINE_QUANTITY,
      )}
    </p>
  );
}
