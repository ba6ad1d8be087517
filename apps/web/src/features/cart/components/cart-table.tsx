import type { TOrderQuoteResponse } from '@freshfold/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCart } from '@/lib/cart';
import { Amount } from './amount';
import { QuantityControl } from './quantity-control';

/** The cart's lines: item, the quote's unit price, quantity, line total and a remove button. */
export function CartTable({ quote }: { quote: TOrderQuoteResponse | undefined }) {
  const { items, removeItem } = useCart();
  const priced = new Map(quote?.lines.map((line) => [line.itemId, line]));
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
              <td className="px-3 py-3 text-right tabular-nums">
                <Amount value={priced.get(line.itemId)?.price} />
              </td>
              <td className="px-3 py-3 text-center">
                <QuantityControl line={line} />
              </td>
              <td className="px-3 py-3 text-right font-semibold tabular-nums">
                <Amount
                  value={
                    priced.get(line.itemId)?.quantity === line.quantity
                      ? priced.get(line.itemId)?.lineTotal
                      : undefined
                  }
                />
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
