import {
  ACCOUNT_PAGE_MESSAGES,
  formatLongDate,
  formatShortDate,
  type TOrder,
} from '@freshfold/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { OrderInvoice } from '@/components/download-invoice-button';
import { OrderStatusTotal } from '@/components/order-status-total';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import {
  OrderItemsTable,
  OrderNotes,
  OrderSchedule,
  OrderTotals,
  OrderTracking,
} from './order-details';
import { IntakeAdjustment } from './intake-adjustment';
import { OrderPayment } from './order-payment';
import { ReschedulePickup } from './reschedule-pickup';

interface OrderCardProps {
  order: TOrder;
  defaultOpen?: boolean;
  onCancel?: (order: TOrder) => void;
  cancelling?: boolean;
}

/** The order's summary line: number, date, status and total; it opens and closes the card. */
function OrderSummaryButton({
  order,
  open,
  panelId,
  onToggle,
}: {
  order: TOrder;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className="flex w-full flex-wrap items-center justify-between gap-3 p-5 text-left"
    >
      <span className="flex flex-col">
        <span className="text-base font-semibold text-ink">Order #{order.id}</span>
        <span className="text-sm font-normal text-muted">
          Placed {formatShortDate(order.orderDate)}
        </span>
      </span>
      <span className="flex items-center gap-3">
        <OrderStatusTotal order={order} />
        <ChevronDown
          className={cn('h-5 w-5 text-muted transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </span>
    </button>
  );
}

/** Cancel order, for a pending order: a pickup is not cancelled by a stray tap, it is confirmed. */
function CancelOrder({
  order,
  onCancel,
  cancelling,
}: {
  order: TOrder;
  onCancel: (order: TOrder) => void;
  cancelling: boolean | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        disabled={cancelling}
        onClick={() => setConfirming(true)}
        aria-label={`Cancel order ${order.id}`}
      >
        {ACCOUNT_PAGE_MESSAGES.order.cancelOrder}
      </Button>
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
    </>
  );
}

/** One order: a summary line that opens onto its items, money, pickup, delivery and timeline. */
export function OrderCard({ order, defaultOpen = false, onCancel, cancelling }: OrderCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Card>
      <h2>
        <OrderSummaryButton
          order={order}
          open={open}
          panelId={panelId}
          onToggle={() => setOpen((value) => !value)}
        />
      </h2>
      {open ? (
        <div id={panelId} className="space-y-6 border-t border-line p-5">
          <OrderSchedule order={order} />
          <OrderNotes order={order} />
          <OrderItemsTable order={order} />
          <OrderTotals order={order} />
          <OrderPayment order={order} />
          <OrderInvoice order={order} />
          <IntakeAdjustment order={order} />
          <OrderTracking order={order} />
          {order.status === 'pending' && onCancel ? (
            <div className="flex flex-wrap justify-end gap-2">
              <ReschedulePickup order={order} />
              <CancelOrder order={order} onCancel={onCancel} cancelling={cancelling} />
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
