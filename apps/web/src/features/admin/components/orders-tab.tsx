import {
  ADMIN_MESSAGES,
  formatLongDate,
  formatRupees,
  formatShortDate,
  type TAdminOrder,
  type TOrderStatus,
} from '@freshfold/shared';
import { StickyNote } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Td, Th, Tr } from '@/components/ui/table';
import { mutateEach } from '@/lib/mutate-each';
import { adminOutcome } from '../admin-toast';
import { useAdminOrders } from '../api/lists';
import { useUpdateOrder } from '../api/update-order';
import { AdminConfirmDialog } from './admin-dialog';
import { OrderDetailsDialog, userNameOf } from './order-details-dialog';
import { NO_ORDER_FILTERS, OrderFilters, StatusOptions } from './order-filters';
import { PagedTable, useFilteredPages } from './paged-table';
import { TabSection } from './tab-section';

const PAGE_SIZE = 20;

/**
 * An order's status as the list shows it, and the change of it. The dropdown shows the new
 * status at once, while the server confirms it; cancelling frees the customer's pickup, so it
 * is asked first, never done by a slip in the list.
 */
function useOrderStatus() {
  const update = useUpdateOrder();
  const [pending, setPending] = useState<Record<number, TOrderStatus>>({});
  const [cancelling, setCancelling] = useState<TAdminOrder | null>(null);

  function change(order: TAdminOrder, next: TOrderStatus) {
    setPending((current) => ({ ...current, [order.id]: next }));
    // Rows share the mutation: each change hears its own outcome, not only the latest one.
    mutateEach(
      update,
      { id: order.id, body: { status: next } },
      {
        ...adminOutcome(ADMIN_MESSAGES.orderStatusUpdated, ADMIN_MESSAGES.updateStatusFailed),
        onSettled: () => setPending(({ [order.id]: _settled, ...rest }) => rest),
      },
    );
  }

  return {
    shown: (order: TAdminOrder) => pending[order.id] ?? order.status,
    choose(order: TAdminOrder, next: TOrderStatus) {
      if (next === 'cancelled' && order.status !== 'cancelled') setCancelling(order);
      else change(order, next);
    },
    cancelling,
    confirmCancel: (order: TAdminOrder) => change(order, 'cancelled'),
    closeCancel: () => setCancelling(null),
  };
}

type OrderStatusControl = ReturnType<typeof useOrderStatus>;

/** One order: who placed it and when, its status (changed here) and its total. */
function OrderRow({
  order,
  status,
  onView,
}: {
  order: TAdminOrder;
  status: OrderStatusControl;
  onView: () => void;
}) {
  return (
    <Tr>
      <Td className="tabular-nums">#{order.id}</Td>
      <Td>
        <div>{userNameOf(order)}</div>
        <div className="text-xs text-muted">{order.email}</div>
        {order.notes ? (
          <div
            className="mt-0.5 flex items-center gap-1 text-xs text-amber-800"
            title={order.notes}
          >
            <StickyNote className="h-3 w-3" aria-hidden="true" />
            Special instructions
          </div>
        ) : null}
      </Td>
      <Td>{formatShortDate(order.orderDate)}</Td>
      <Td>
        <NativeSelect
          aria-label={`Status of order #${order.id}`}
          className="h-9 min-w-36"
          value={status.shown(order)}
          onChange={(event) => status.choose(order, event.target.value as TOrderStatus)}
        >
          <StatusOptions />
        </NativeSelect>
      </Td>
      <Td className="text-right font-semibold tabular-nums">{formatRupees(order.totalAmount)}</Td>
      <Td className="text-right">
        <Button variant="outline" size="sm" aria-label={`View order #${order.id}`} onClick={onView}>
          View
        </Button>
      </Td>
    </Tr>
  );
}

/** 'Cancel order #…?': whose pickup, and when, is given up; Keep order leaves it be. */
function CancelOrderDialog({ status }: { status: OrderStatusControl }) {
  const order = status.cancelling;
  if (!order) return null;
  return (
    <AdminConfirmDialog
      onClose={status.closeCancel}
      title={ADMIN_MESSAGES.confirmCancelOrderTitle(order.id)}
      description={ADMIN_MESSAGES.confirmCancelOrderDescription(
        userNameOf(order),
        formatLongDate(order.pickupDate),
        order.pickupSlot.slotTime,
      )}
      cancelLabel={ADMIN_MESSAGES.keepOrder}
      confirmLabel={ADMIN_MESSAGES.cancelOrder}
      onConfirm={() => {
        status.confirmCancel(order);
        status.closeCancel();
      }}
    />
  );
}

export function OrdersTab() {
  const { filter: filters, changeFilter, pages } = useFilteredPages(NO_ORDER_FILTERS, PAGE_SIZE);
  const [viewing, setViewing] = useState<TAdminOrder | null>(null);
  const status = useOrderStatus();
  const orders = useAdminOrders({
    status: filters.status || undefined,
    q: filters.search.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: pages.page,
    pageSize: pages.pageSize,
  });

  return (
    <TabSection id="orders" title="Orders">
      <OrderFilters
        filters={filters}
        onChange={(change) => changeFilter((current) => ({ ...current, ...change }))}
      />
      <PagedTable
        caption="Orders"
        headings={['ID', 'User name', 'Date', 'Status', <Th className="text-right">Total</Th>]}
        rows={orders.data?.orders.map((order) => (
          <OrderRow key={order.id} order={order} status={status} onView={() => setViewing(order)} />
        ))}
        list={orders}
        pages={pages}
        emptyText={ADMIN_MESSAGES.noOrders}
        failedText={ADMIN_MESSAGES.loadFailed}
      />
      {viewing ? <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} /> : null}
      <CancelOrderDialog status={status} />
    </TabSection>
  );
}
