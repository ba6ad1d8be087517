import type { TOrderQuoteResponse } from '@freshfold/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  actionColumn,
  figureColumn,
  LineItemName,
  LineTable,
  type LineColumn,
} from '@/components/ui/line-table';
import { useCart, type CartLine } from '@/lib/cart';
import { Amount } from './amount';
import { QuantityControl } from './quantity-control';

/** The cart's lines: item, the quote's unit price, quantity, line total and a remove button. */
export function CartTable({ quote }: { quote: TOrderQuoteResponse | undefined }) {
  const { items, removeItem } = useCart();
  const priced = new Map(quote?.lines.map((line) => [line.itemId, line]));
  const columns: LineColumn<CartLine>[] = [
    {
      header: 'Item',
      className: 'px-5 py-3',
      cellClassName: 'font-normal',
      rowHeader: true,
      cell: (line) => <LineItemName name={line.itemName} service={line.serviceName} />,
    },
    figureColumn('Price', 'px-3 py-3', (line) => <Amount value={priced.get(line.itemId)?.price} />),
    {
      header: 'Quantity',
      className: 'px-3 py-3 text-center',
      cell: (line) => <QuantityControl line={line} />,
    },
    figureColumn(
      'Total',
      'px-3 py-3',
      (line) => {
        const quoted = priced.get(line.itemId);
        return <Amount value={quoted?.quantity === line.quantity ? quoted.lineTotal : undefined} />;
      },
      'font-semibold',
    ),
    actionColumn('Remove', 'px-5 py-3', (line) => (
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${line.itemName}`}
        onClick={() => removeItem(line.itemId)}
      >
        <Trash2 className="h-4 w-4 text-danger" aria-hidden="true" />
      </Button>
    )),
  ];
  return (
    // `relative`: the header's screen-reader texts (absolutely placed) belong to the scrolling
    // frame, so they do not widen the page on a phone.
    <Card className="relative overflow-x-auto">
      <LineTable
        caption="Items in your cart"
        className="min-w-[36rem]"
        columns={columns}
        lines={items}
        lineKey={(line) => line.itemId}
      />
    </Card>
  );
}
