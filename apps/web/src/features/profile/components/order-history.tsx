import {
  formatLongDate,
  formatRupees,
  formatShortDate,
  MESSAGES,
  type TOrder,
} from '@freshfold/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OrderStatusTotal } from '@/components/order-status-total';
import { buttonClasses } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/card';
import { figureColumn, OrderLineTable, type LineColumn } from '@/components/ui/line-table';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

const orderItemColumns: LineColumn<TOrder['items'][number]>[] = [
  {
    header: 'Name',
    className: 'py-2 pr-3',
    cellClassName: 'font-medium text-ink',
    cell: (item) => item.name,
  },
  figureColumn('Price', 'py-2 pr-3', (item) => formatRupees(item.price)),
  {
    header: 'Description',
    className: 'py-2 pr-3',
    cellClassName: 'text-muted',
    cell: (item) => item.description,
  },
  figureColumn('Qty', 'py-2', (item) => item.quantity),
];

/** What one order holds: name, price, description and quantity of each item. */
function OrderItems({ order }: { order: TOrder }) {
  if (order.items.length === 0) {
    return <p className="mt-3 text-sm text-muted">{MESSAGES.profile.noItems}</p>;
  }
  return <OrderLineTable order={order} columns={orderItemColumns} className="mt-3" />;
}

function OrderCard({ order }: { order: TOrder }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const pickup = order.pickupSlot.slotTime
    ? `${formatLongDate(order.pickupDate)}, ${order.pickupSlot.slotTime}`
    : MESSAGES.profile.notAvailable;
  return (
    <li className="rounded-xl border border-line bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div>
          <h3 className="font-semibold text-ink">Order #{order.id}</h3>
          <p className="text-sm text-muted">
            Placed on <time dateTime={order.orderDate}>{formatShortDate(order.orderDate)}</time>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusTotal order={order} />
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            className={buttonClasses('ghost', 'sm')}
          >
            {open ? 'Hide details' : 'View details'}
            <span className="sr-only"> of order {order.id}</span>
            <ChevronDown
              className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        </div>
      </div>
      {open ? (
        <div id={detailsId} className="border-t border-line p-4">
          <p className="text-sm">
            <span className="font-medium text-ink">Pickup:</span>{' '}
            <span className="text-muted">{pickup}</span>
          </p>
          <OrderItems order={order} />
        </div>
      ) : null}
    </li>
  );
}

/** The customer's orders, newest first, each with its details on demand. */
export function OrderHistory({
  orders,
  isPending,
  isError,
}: {
  orders: TOrder[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  return (
    <TitledCard title="Order History">
      {isPending ? (
        <SkeletonList label="Loading orders" className="space-y-3" itemClassName="h-16 w-full" />
      ) : isError ? (
        <p role="alert" className="text-sm text-danger">
          {MESSAGES.fetching.orders}
        </p>
      ) : !orders || orders.length === 0 ? (
        <div className="py-6 text-center">
          <p className="text-muted">{MESSAGES.profile.noOrders}</p>
          <Link to="/services" className={cn(buttonClasses('primary', 'md'), 'mt-4')}>
            Browse Services
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
