import { formatLongDate, formatRupees, ORDER_STATUS_LABELS, type TOrder } from '@freshfold/shared';
import {
  figureColumn,
  LineItemName,
  OrderLineTable,
  type LineColumn,
} from '@/components/ui/line-table';

const timeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** When the order is picked up, and when it comes back (once the shop has scheduled it). */
export function OrderSchedule({ order }: { order: TOrder }) {
  return (
    <div className="grid gap-4 text-sm sm:grid-cols-2">
      <div>
        <h3 className="font-semibold text-ink">Pickup</h3>
        <p className="text-muted">
          {formatLongDate(order.pickupDate)}, {order.pickupSlot.slotTime}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-ink">Delivery</h3>
        <p className="text-muted">
          {order.deliveryDate
            ? `${formatLongDate(order.deliveryDate)}${order.deliverySlot ? `, ${order.deliverySlot.slotTime}` : ''}`
            : 'To be scheduled by the shop'}
        </p>
      </div>
    </div>
  );
}

const orderLineColumns: LineColumn<TOrder['items'][number]>[] = [
  {
    header: 'Item',
    className: 'py-2 pr-3',
    cellClassName: 'font-normal',
    rowHeader: true,
    cell: (item) => <LineItemName name={item.name} service={item.serviceName} />,
  },
  figureColumn('Price', 'py-2 pr-3', (item) => formatRupees(item.price)),
  figureColumn('Qty', 'py-2 pr-3', (item) => item.quantity),
  figureColumn('Total', 'py-2', (item) => formatRupees(item.lineTotal)),
];

/** The order's lines: item and service, price, quantity and line total. */
export function OrderItemsTable({ order }: { order: TOrder }) {
  return <OrderLineTable order={order} columns={orderLineColumns} empty="No items" />;
}

/** The subtotal, the discount and where it came from, and the total charged. */
export function OrderTotals({ order }: { order: TOrder }) {
  return (
    <dl className="ml-auto max-w-xs space-y-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
      </div>
      {order.discountPercent > 0 ? (
        <div className="flex justify-between text-emerald-700">
          <dt>
            {order.discountSource === 'referral'
              ? 'Referral welcome'
              : `Voucher ${order.voucher ?? ''}`}{' '}
            ({order.discountPercent}%)
          </dt>
          <dd className="tabular-nums">−{formatRupees(order.discountAmount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-line pt-2 font-semibold">
        <dt>Total charged</dt>
        <dd className="tabular-nums">{formatRupees(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}

/** Every status the order has been through, with its time and the shop's note. */
export function OrderTracking({ order }: { order: TOrder }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">Tracking</h3>
      <ol className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4">
        {order.statusEvents.map((event, index) => (
          <li key={`${event.status}-${event.createdAt}-${index}`} className="relative text-sm">
            <span
              className="absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full bg-brand-600"
              aria-hidden="true"
            />
            <span className="font-medium text-ink">{ORDER_STATUS_LABELS[event.status]}</span>{' '}
            <span className="text-muted">{timeFormatter.format(new Date(event.createdAt))}</span>
            {event.note ? <span className="block text-xs text-muted">{event.note}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
