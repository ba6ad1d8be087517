import { MAX_LINE_QUANTITY } from '@freshfold/shared';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCart, type CartLine } from '@/lib/cart';

/** A line's quantity: minus, the number (1 to the most one order holds) and plus. */
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
