import {
  ADMIN_MESSAGES,
  formatLongDate,
  formatRupees,
  formatShortDate,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type TAdminOrder,
  type TOrderStatus,
} from '@freshfold/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { adminErrorToast } from '../admin-toast';
import { useAdminOrders } from '../api/get-orders';
import { useUpdateOrder } from '../api/update-order';
import { OrderDetailsDialog, userNameOf } from './order-details-dialog';
import { Pager } from './pager';

const PAGE_SIZE = 20;

export function OrdersTab() {
  const [status, setStatus] = useState<TOrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TAdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<TAdminOrder | null>(null);
  // The dropdown shows the new status at once, while the server confirms it.
  const [pendingStatus, setPendingStatus] = useState<Record<number, TOrderStatus>>({});
  const orders = useAdminOrders({
    status: status || undefined,
    q: search.trim() || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const update = useUpdateOrder();
  const data = orders.data;
  const resetPage =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  function chooseStatus(order: TAdminOrder, next: TOrderStatus) {
    // Cancelling frees the customer's pickup: asked first, never done by a slip in the list.
    if (next === 'cancelled' && order.status !== 'cancelled') setCancelling(order);
    else changeStatus(order, next);
  }

  function changeStatus(order: TAdminOrder, next: TOrderStatus) {
    setPendingStatus((current) => ({ ...current, [order.id]: next }));
    update.mutate(
      { id: order.id, body: { status: next } },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.orderStatusUpdated),
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateStatusFailed, error),
        onSettled: () => setPendingStatus(({ [order.id]: _settled, ...rest }) => rest),
      },
    );
  }

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="mb-4 text-xl font-semibold text-ink">
        Orders
      </h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Filter by status">
          <NativeSelect
            value={status}
            onChange={(event) => resetPage(setStatus)(event.target.value as TOrderStatus | '')}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Search orders">
          <Input
            type="search"
            placeholder="Name, email or order id"
            value={search}
            onChange={(event) => resetPage(setSearch)(event.target.value)}
          />
        </FormField>
        <FormField label="Placed from">
          <Input
            type="date"
            value={from}
            onChange={(event) => resetPage(setFrom)(event.target.value)}
          />
        </FormField>
        <FormField label="Placed to">
          <Input
            type="date"
            value={to}
            onChange={(event) => resetPage(setTo)(event.target.value)}
          />
        </FormField>
      </div>
      <Table caption="Orders">
        <thead>
          <tr>
            <Th>ID</Th>
            <Th>User name</Th>
            <Th>Date</Th>
            <Th>Status</Th>
            <Th className="text-right">Total</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {data?.orders.map((order) => (
            <Tr key={order.id}>
              <Td className="tabular-nums">#{order.id}</Td>
              <Td>
                <div>{userNameOf(order)}</div>
                <div className="text-xs text-muted">{order.email}</div>
              </Td>
              <Td>{formatShortDate(order.orderDate)}</Td>
              <Td>
                <NativeSelect
                  aria-label={`Status of order #${order.id}`}
                  className="h-9 min-w-36"
                  value={pendingStatus[order.id] ?? order.status}
                  onChange={(event) => chooseStatus(order, event.target.value as TOrderStatus)}
                >
                  {ORDER_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {ORDER_STATUS_LABELS[value]}
                    </option>
                  ))}
                </NativeSelect>
              </Td>
              <Td className="text-right font-semibold tabular-nums">
                {formatRupees(order.totalAmount)}
              </Td>
              <Td className="text-right">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`View order #${order.id}`}
                  onClick={() => setViewing(order)}
                >
                  View
                </Button>
              </Td>
            </Tr>
          ))}
          {data && data.orders.length === 0 ? (
            <Tr>
              <Td colSpan={6} className="py-8 text-center text-muted">
                {ADMIN_MESSAGES.noOrders}
              </Td>
            </Tr>
          ) : null}
        </tbody>
      </Table>
      {data ? (
        <Pager
          label="Orders pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={setPage}
        />
      ) : null}
      {viewing ? <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={ADMIN_MESSAGES.confirmCancelOrderTitle(cancelling?.id ?? 0)}
        description={
          cancelling
            ? ADMIN_MESSAGES.confirmCancelOrderDescription(
                userNameOf(cancelling),
                formatLongDate(cancelling.pickupDate),
                cancelling.pickupSlot.slotTime,
              )
            : ''
        }
        cancelLabel={ADMIN_MESSAGES.keepOrder}
        confirmLabel={ADMIN_MESSAGES.cancelOrder}
        onConfirm={() => {
          if (cancelling) changeStatus(cancelling, 'cancelled');
          setCancelling(null);
        }}
      />
    </section>
  );
}
