import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  formatLongDate,
  formatRupees,
  INTAKE_MESSAGES,
  isIntakeOpen,
  ORDER_STATUS_LABELS,
  type TAdminOrder,
  type TAdminSlot,
  type TAdminUpdateOrderRequest,
  weekdayOf,
  ZAdminUpdateOrderRequest,
} from '@freshfold/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { submitHandler } from '@/lib/form-submit';
import { adminErrorToast } from '../admin-toast';
import { addressLine, mapLink } from '../order-contact';
import { useAdminSlots } from '../api/lists';
import { useUpdateOrder } from '../api/update-order';
import { AdminDialog, DialogActions } from './admin-dialog';
import { GarmentTags, IntakeEditor, PrintLabelsButton } from './intake-editor';
import { OrderMessages } from './order-messages';
import { OrderPayments } from './order-payments';
import { AdminOrderInvoice } from './order-invoice';
import { PhoneLink } from './phone-link';
import { RecordOptions } from './select-options';

/** The spec's user name column: the customer's name, or their id when there is none. */
export function userNameOf(order: TAdminOrder): string {
  return order.userName || String(order.userId);
}

function slotLabel(slot: TAdminSlot, withDay: boolean): string {
  const range = `${slot.start_time} - ${slot.end_time}`;
  return withDay ? `${slot.day} ${range}` : range;
}

/** Who placed the order, where to pick up from, its status, total and pickup. */
function OrderFacts({ order }: { order: TAdminOrder }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">Order ID</dt>
      <dd className="font-medium">#{order.id}</dd>
      <dt className="text-muted">Customer</dt>
      <dd>{userNameOf(order)}</dd>
      <dt className="text-muted">Phone</dt>
      <dd>
        <PhoneLink phone={order.phone} missing={ADMIN_MESSAGES.notAvailable} />
      </dd>
      <dt className="text-muted">Address</dt>
      <dd>{addressLine(order.address) || ADMIN_MESSAGES.notAvailable}</dd>
      <dt className="text-muted">Location</dt>
      <dd>
        <a
          className="text-brand-700 hover:underline"
          href={mapLink(order.location)}
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
      {order.deliveryFee > 0 ? (
        <>
          <dt className="text-muted">Delivery Fee</dt>
          <dd className="tabular-nums">{formatRupees(order.deliveryFee)}</dd>
        </>
      ) : null}
      {order.pointsRedeemed > 0 ? (
        <>
          <dt className="text-muted">Points Redeemed</dt>
          <dd className="tabular-nums">
            {order.pointsRedeemed} points (−{formatRupees(order.pointsRedeemed)})
          </dd>
        </>
      ) : null}
      <dt className="text-muted">Created At</dt>
      <dd>{new Date(order.orderDate).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}</dd>
      <dt className="text-muted">Pickup Slot</dt>
      <dd>{order.pickupSlot.slotTime}</dd>
      <dt className="text-muted">Pickup Date</dt>
      <dd>{formatLongDate(order.pickupDate)}</dd>
      {order.notes ? (
        <>
          <dt className="text-muted">Special Instructions</dt>
          <dd className="whitespace-pre-line break-words rounded-md bg-amber-50 px-2 py-1 text-amber-900">
            {order.notes}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * What the order holds, line by line, with its garments' tags and their labels; `closedBecause`,
 * when given, says why intake no longer changes them.
 */
function OrderItems({ order, closedBecause }: { order: TAdminOrder; closedBecause?: string }) {
  const tagged = order.items.some((item) => item.tags.length > 0);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-ink">Items</h3>
      {closedBecause ? <p className="mt-1 text-sm text-muted">{closedBecause}</p> : null}
      {order.items.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{ADMIN_MESSAGES.noOrderItems}</p>
      ) : (
        <ul className="mt-1 list-inside list-disc text-sm">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.name} x {item.quantity} ({formatRupees(item.price)})
              <GarmentTags tags={item.tags} />
            </li>
          ))}
        </ul>
      )}
      {tagged ? (
        <div className="mt-2">
          <PrintLabelsButton orderId={order.id} disabled={false} />
        </div>
      ) : null}
    </div>
  );
}

/** The delivery date and slot as chosen (either may be left empty), read into the contract. */
const ZDeliveryForm = z
  .object({ deliveryDate: z.string(), deliverySlotId: z.string() })
  .transform((form): TAdminUpdateOrderRequest => ({
    deliveryDate: form.deliveryDate || null,
    deliverySlotId: form.deliverySlotId ? Number(form.deliverySlotId) : null,
  }))
  .pipe(ZAdminUpdateOrderRequest);

function useDeliveryForm(order: TAdminOrder) {
  return useForm<z.input<typeof ZDeliveryForm>, unknown, z.output<typeof ZDeliveryForm>>({
    resolver: zodResolver(ZDeliveryForm),
    defaultValues: {
      deliveryDate: order.deliveryDate ?? '',
      deliverySlotId: order.deliverySlotId === null ? '' : String(order.deliverySlotId),
    },
  });
}

/**
 * Why intake is closed to an order still pending or picked up: its invoice was issued early (a
 * paid order), and an issued invoice never changes, so the server refuses intake (409) with these
 * words. Undefined while intake is open, and for an order past intake, where the status says it.
 */
function intakeClosedBecause(order: TAdminOrder): string | undefined {
  if (!isIntakeOpen(order.status) || !order.invoiceNumber) return undefined;
  return INTAKE_MESSAGES.invoicedAlready(order.invoiceNumber);
}

/**
 * 'Order Details': the order, its payments and invoice, its intake while it is pending or picked
 * up and has no invoice (else its items and tags), its delivery date and slot (saved), and the
 * messages sent about it.
 */
export function OrderDetailsDialog({
  order: opened,
  onClose,
}: {
  order: TAdminOrder;
  onClose: () => void;
}) {
  // Saving the intake answers the order as it now is; the dialog shows that from then on.
  const [order, setOrder] = useState(opened);
  const form = useDeliveryForm(order);
  const [deliveryDate, deliverySlotId] = useWatch({
    control: form.control,
    name: ['deliveryDate', 'deliverySlotId'],
  });
  const slots = useAdminSlots();
  const update = useUpdateOrder();
  const day = deliveryDate ? weekdayOf(deliveryDate) : null;
  // With a date chosen, only that weekday's slots can deliver on it.
  const choices = (slots.data ?? []).filter(
    (slot) => day === null || slot.day === day || String(slot.id) === deliverySlotId,
  );
  // An invoice issued from this dialog closes intake at once (`setOrder`).
  const intakeOpen = isIntakeOpen(order.status) && !order.invoiceNumber;
  const onSubmit = submitHandler(form.handleSubmit, (body) =>
    update.mutate(
      { id: order.id, body },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.orderUpdatedTitle, {
            description: ADMIN_MESSAGES.orderUpdatedDescription,
          });
          onClose();
        },
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateOrderFailed, error),
      },
    ),
  );

  return (
    <AdminDialog
      title="Order Details"
      onClose={onClose}
      className="sm:max-w-2xl"
      initialFocus="dialog"
    >
      <OrderFacts order={order} />
      <OrderPayments orderId={order.id} />
      <AdminOrderInvoice order={order} onIssued={setOrder} />
      {intakeOpen ? <IntakeEditor order={order} onSaved={setOrder} /> : null}
      <form onSubmit={onSubmit} noValidate>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FormField label="Delivery Date" error={form.formState.errors.deliveryDate?.message}>
            <Input type="date" min={order.pickupDate} {...form.register('deliveryDate')} />
          </FormField>
          <FormField label="Delivery Slot" error={form.formState.errors.deliverySlotId?.message}>
            <NativeSelect {...form.register('deliverySlotId')}>
              <option value="">Select Slot</option>
              <RecordOptions
                records={choices}
                label={(slot) => slotLabel(slot, day === null || slot.day !== day)}
              />
            </NativeSelect>
          </FormField>
        </div>
        {intakeOpen ? null : (
          <OrderItems order={order} closedBecause={intakeClosedBecause(order)} />
        )}
        <OrderMessages orderId={order.id} />
        <DialogActions
          className="mt-6"
          onCancel={onClose}
          cancelLabel="Close"
          submitLabel="Save"
          disabled={update.isPending}
        />
      </form>
    </AdminDialog>
  );
}
