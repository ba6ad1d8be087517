import { ACCOUNT_PAGE_MESSAGES, formatRupees, type TOrder } from '@freshfold/shared';
import {
  figureColumn,
  LineItemName,
  OrderLineTable,
  type LineColumn,
} from '@/components/ui/line-table';
import { ChargeLines } from '@/components/quote-charges';
import { cn } from '@/lib/cn';
import { deliveryWhen, pickupWhen, timelineOf, type TimelineStep } from '../timeline';

const TEXT = ACCOUNT_PAGE_MESSAGES.order;

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
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-ink">Pickup</dt>
        <dd className="text-muted">{pickupWhen(order)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink">Delivery</dt>
        <dd className="text-muted">{deliveryWhen(order) ?? TEXT.deliveryPending}</dd>
      </div>
    </dl>
  );
}

/** The customer's special instructions for the shop, as given at checkout. */
export function OrderNotes({ order }: { order: TOrder }) {
  if (!order.notes) return null;
  return (
    <div className="text-sm">
      <h3 className="font-semibold text-ink">{TEXT.notesTitle}</h3>
      <p className="mt-1 whitespace-pre-line break-words text-muted">{order.notes}</p>
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

/**
 * The subtotal, the discount and where it came from, the delivery fee and loyalty points (when
 * there are any), and the total charged.
 */
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
      <ChargeLines priced={order} />
      <div className="flex justify-between border-t border-line pt-2 font-semibold">
        <dt>Total charged</dt>
        <dd className="tabular-nums">{formatRupees(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}

/** One step of the timeline: done ones filled, with their time; planned ones hollow, with their date. */
function TimelineItem({ step }: { step: TimelineStep }) {
  const done = step.state === 'done';
  return (
    <li className="relative text-sm">
      <span
        className={cn(
          'absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full',
          done ? 'bg-brand-600' : 'border-2 border-dashed border-brand-400 bg-white',
        )}
        aria-hidden="true"
      />
      <span
        className={cn(
          'mr-2 rounded px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase tracking-wide',
          done ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-800',
        )}
      >
        {done ? TEXT.timelineDone : TEXT.timelinePlanned}
      </span>{' '}
      <span className={cn('font-medium', done ? 'text-ink' : 'text-muted')}>{step.label}</span>{' '}
      <span className="text-muted">
        {done ? timeFormatter.format(new Date(step.at)) : step.when}
      </span>
      {done && step.note ? <span className="block text-xs text-muted">{step.note}</span> : null}
    </li>
  );
}

/**
 * The tracking timeline: every status the order has been through, with its time and the shop's
 * note, then the pickup and delivery still to come.
 */
export function OrderTracking({ order }: { order: TOrder }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">Tracking</h3>
      <ol className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4">
        {timelineOf(order).map((step, index) => (
          <TimelineItem key={`${step.state}-${step.label}-${index}`} step={step} />
        ))}
      </ol>
    </div>
  );
}
