import {
  ADMIN_MESSAGES,
  formatLongDate,
  formatRupees,
  formatShortDate,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type TAdminOrder,
  type TAdminSlot,
  type TOrderStatus,
  weekdayOf,
} from '@freshfold/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { adminErrorToast } from '../admin-toast';
import { useAdminOrders } from '../api/get-orders';
import { useAdminSlots } from '../api/get-slots';
import { useUpdateOrder } from '../api/update-order';
import { Pager } from './pager';

const PAGE_SIZE = 20;

/** The spec's user name column: the customer's name, or their id when there is none. */
function userNameOf(order: TAdminOrder): string {
  return order.userName || String(order.userId);
}

/** The pickup address on one line: street, city, state and PIN code. */
function addressOf(order: TAdminOrder): string {
  const { street, city, state, zipCode } = order.address;
  return [street, city, `${state} ${zipCode}`.trim()].filter(Boolean).join(', ');
}

/** The order's location (where the customer placed it) on a map. */
function mapLinkOf(location: TAdminOrder['location']): string {
  return `https://www.google.com/maps?q=${location.lat},${location.lng}`;
}

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

function slotLabel(slot: TAdminSlot, withDay: boolean): string {
  const range = `${slot.start_time} - ${slot.end_time}`;
  return withDay ? `${slot.day} ${range}` : range;
}

function OrderDetailsDialog({ order, onClose }: { order: TAdminOrder; onClose: () => void }) {
  const [deliveryDate, setDeliveryDate] = useState(order.deliveryDate ?? '');
  const [deliverySlotId, setDeliverySlotId] = useState(
    order.deliverySlotId === null ? '' : String(order.deliverySlotId),
  );
  const slots = useAdminSlots();
  const update = useUpdateOrder();
  const day = deliveryDate ? weekdayOf(deliveryDate) : null;
  // With a date chosen, only that weekday's slots can deliver on it.
  const choices = (slots.data ?? []).filter(
    (slot) => day === null || slot.day === day || String(slot.id) === deliverySlotId,
  );

  function save() {
    update.mutate(
      {
        id: order.id,
        body: {
          deliveryDate: deliveryDate || null,
          deliverySlotId: deliverySlotId ? Number(deliverySlotId) : null,
        },
      },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.orderUpdatedTitle, {
            description: ADMIN_MESSAGES.orderUpdatedDescription,
          });
          onClose();
        },
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateOrderFailed, error),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Order Details">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">Order ID</dt>
          <dd className="font-medium">#{order.id}</dd>
          <dt className="text-muted">Customer</dt>
          <dd>{userNameOf(order)}</dd>
          <dt className="text-muted">Phone</dt>
          <dd>
            {order.phone ? (
              <a className="text-brand-700 hover:underline" href={`tel:${order.phone}`}>
                {order.phone}
              </a>
            ) : (
              ADMIN_MESSAGES.notAvailable
            )}
          </dd>
          <dt className="text-muted">Address</dt>
          <dd>{addressOf(order) || ADMIN_MESSAGES.notAvailable}</dd>
          <dt className="text-muted">Location</dt>
          <dd>
            <a
              className="text-brand-700 hover:underline"
              href={mapLinkOf(order.location)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {ADMIN_MESSAGES.viewOnMap}
            </a>{' '}
            <span className="text-muted tabular-nums">
              ({order.location.lat}, {order.location.lng})
            </span>
          </dd>
          <dt className="text-muted">Status</dt>
          <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
          <dt className="text-muted">Total Amount</dt>
          <dd className="font-semibold">{formatRupees(order.totalAmount)}</dd>
          <dt className="text-muted">Created At</dt>
          <dd>{new Date(order.orderDate).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}</dd>
          <dt className="text-muted">Pickup Slot</dt>
          <dd>{order.pickupSlot.slotTime}</dd>
          <dt className="text-muted">Pickup Date</dt>
          <dd>{formatLongDate(order.pickupDate)}</dd>
        </dl>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FormField label="Delivery Date">
            <Input
              type="date"
              min={order.pickupDate}
              value={deliveryDate}
              onChange={(event) => setDeliveryDate(event.target.value)}
            />
          </FormField>
          <FormField label="Delivery Slot">
            <NativeSelect
              value={deliverySlotId}
              onChange={(event) => setDeliverySlotId(event.target.value)}
            >
              <option value="">Select Slot</option>
              {choices.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {slotLabel(slot, day === null || slot.day !== day)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-ink">Items</h3>
          {order.items.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{ADMIN_MESSAGES.noOrderItems}</p>
          ) : (
            <ul className="mt-1 list-inside list-disc text-sm">
              {order.items.map((item) => (
                <li key={item.id}>
                  {item.name} x {item.quantity} ({formatRupees(item.price)})
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            Save
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
