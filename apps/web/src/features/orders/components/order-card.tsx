import {
  ACCOUNT_PAGE_MESSAGES,
  formatLongDate,
  formatRupees,
  formatShortDate,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  type TOrder,
} from '@freshfold/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';

const timeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

interface OrderCardProps {
  order: TOrder;
  defaultOpen?: boolean;
  onCancel?: (order: TOrder) => void;
  cancelling?: boolean;
}

/** One order: a summary line that opens onto its items, money, pickup, delivery and timeline. */
export function OrderCard({ order, defaultOpen = false, onCancel, cancelling }: OrderCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [confirming, setConfirming] = useState(false);
  const panelId = useId();
  return (
    <Card>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full flex-wrap items-center justify-between gap-3 p-5 text-left"
        >
          <span className="flex flex-col">
            <span className="text-base font-semibold text-ink">Order #{order.id}</span>
            <span className="text-sm font-normal text-muted">
              Placed {formatShortDate(order.orderDate)}
            </span>
          </span>
          <span className="flex items-center gap-3">
            <Badge tone={ORDER_STATUS_TONES[order.status]}>
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
            <span className="font-semibold tabular-nums text-ink">
              {formatRupees(order.totalAmount)}
            </span>
            <ChevronDown
              className={cn('h-5 w-5 text-muted transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </span>
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="space-y-6 border-t border-line p-5">
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

          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">Items of order {order.id}</caption>
              <thead>
                <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Price
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Qty
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="py-3 text-muted">
                      No items
                    </td>
                  </tr>
                ) : (
                  order.items.map((item) => (
                    <tr key={item.id} className="border-b border-line/60 last:border-0">
                      <th scope="row" className="py-2 pr-3 font-normal">
                        <span className="block font-medium text-ink">{item.name}</span>
                        <span className="block text-xs text-muted">{item.serviceName}</span>
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatRupees(item.price)}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                      <td className="py-2 text-right tabular-nums">
                        {formatRupees(item.lineTotal)}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>

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

          <div>
            <h3 className="text-sm font-semibold text-ink">Tracking</h3>
            <ol className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4">
              {order.statusEvents.map((event, index) => (
                <li
                  key={`${event.status}-${event.createdAt}-${index}`}
                  className="relative text-sm"
                >
                  <span
                    className="absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full bg-brand-600"
                    aria-hidden="true"
                  />
                  <span className="font-medium text-ink">{ORDER_STATUS_LABELS[event.status]}</span>{' '}
                  <span className="text-muted">
                    {timeFormatter.format(new Date(event.createdAt))}
                  </span>
                  {event.note ? (
                    <span className="block text-xs text-muted">{event.note}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>

          {order.status === 'pending' && onCancel ? (
            <div className="flex justify-end">
              <Button
                variant="outline"
                disabled={cancelling}
                onClick={() => setConfirming(true)}
                aria-label={`Cancel order ${order.id}`}
              >
                {ACCOUNT_PAGE_MESSAGES.order.cancelOrder}
              </Button>
              {/* A pickup is not cancelled by a stray tap: the customer confirms it. */}
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={ACCOUNT_PAGE_MESSAGES.order.confirmCancelTitle(order.id)}
                description={ACCOUNT_PAGE_MESSAGES.order.confirmCancelDescription(
                  formatLongDate(order.pickupDate),
                  order.pickupSlot.slotTime,
                )}
                cancelLabel={ACCOUNT_PAGE_MESSAGES.order.keepOrder}
                confirmLabel={ACCOUNT_PAGE_MESSAGES.order.cancelOrder}
                pending={cancelling}
                onConfirm={() => {
                  setConfirming(false);
                  onCancel(order);
                }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
