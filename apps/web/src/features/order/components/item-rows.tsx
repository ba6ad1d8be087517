import { formatRupees, MAX_LINE_QUANTITY, type TService } from '@freshfold/shared';
import { Input } from '@/components/ui/input';
import { clampQuantity } from '../clamp-quantity';

/** A service's items, each with its price and a quantity field (0 to the most one order holds). */
export function ItemRows({
  service,
  quantities,
  onChange,
}: {
  service: TService;
  quantities: Record<number, number>;
  onChange: (itemId: number, quantity: number) => void;
}) {
  return (
    <ul className="divide-y divide-line">
      {service.items.map((item) => {
        const inputId = `quantity-${item.id}`;
        return (
          <li
            key={item.id}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium text-ink">{item.name}</p>
              <p className="text-sm text-muted">{item.description}</p>
            </div>
            <div className="flex items-center gap-4">
              <span className="w-20 text-right font-semibold tabular-nums text-ink">
                {formatRupees(item.price)}
              </span>
              <label htmlFor={inputId} className="sr-only">
                Quantity of {item.name}
              </label>
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_LINE_QUANTITY}
                step={1}
                className="w-24 text-center"
                value={quantities[item.id] ?? 0}
                onChange={(event) => onChange(item.id, clampQuantity(event.target.value))}
                onFocus={(event) => event.target.select()}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
