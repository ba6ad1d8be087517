import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  CLOSURE_REASON_MAX_LENGTH,
  formatLongDate,
  indianDate,
  type TCloseDateRequest,
  type TClosure,
  type TClosureDelivery,
  type TClosureOrder,
  ZCloseDateRequest,
} from '@freshfold/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormInput } from '@/components/form-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, TitledCard } from '@/components/ui/card';
import { submitHandler } from '@/lib/form-submit';
import { adminErrorToast, adminOutcome } from '../admin-toast';
import { useReopenDate, useCloseDate } from '../api/closure-writes';
import { useAdminClosures, useAdminOrders } from '../api/lists';
import { AdminConfirmDialog, AdminDialog } from './admin-dialog';
import { OrderDetailsDialog } from './order-details-dialog';
import { PhoneLink } from './phone-link';
import { TabSection } from './tab-section';

/** 'Close a date': a day from today on and the reason customers are shown. */
function CloseDateForm() {
  const form = useForm<TCloseDateRequest>({
    resolver: zodResolver(ZCloseDateRequest),
    reValidateMode: 'onSubmit',
    defaultValues: { date: '', reason: '' },
  });
  const close = useCloseDate();
  const onSubmit = submitHandler(form.handleSubmit, (body) =>
    close.mutate(body, {
      onSuccess: (closure) => {
        toast.success(ADMIN_MESSAGES.closureAdded(formatLongDate(closure.date)), {
          description: [
            closure.orders.length === 0
              ? ADMIN_MESSAGES.noClosureOrders
              : ADMIN_MESSAGES.closurePickupsToMove(closure.orders.length),
            ...(closure.deliveries.length === 0
              ? []
              : [ADMIN_MESSAGES.closureDeliveriesToMove(closure.deliveries.length)]),
          ].join(' '),
        });
        form.reset();
      },
      onError: (error) => adminErrorToast(ADMIN_MESSAGES.addClosureFailed, error),
    }),
  );

  return (
    <TitledCard title="Close a date">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]"
      >
        <FormInput form={form} name="date" label="Date" type="date" min={indianDate()} required />
        <FormInput
          form={form}
          name="reason"
          label="Reason"
          hint="Customers see it beside the date, e.g. Diwali."
          maxLength={CLOSURE_REASON_MAX_LENGTH}
          required
        />
        <Button type="submit" className="sm:mt-6" disabled={close.isPending}>
          Close Date
        </Button>
      </form>
    </TitledCard>
  );
}

/**
 * A pickup booked or a delivery planned on a closed date: the order (its details, where its
 * delivery is moved, a click away), whom to call, and the slot.
 */
function ClosureOrderRow({
  order,
  onView,
}: {
  order: TClosureOrder | TClosureDelivery;
  onView: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
      <Button variant="outline" size="sm" onClick={onView}>
        Order #{order.id}
      </Button>
      <span className="font-medium text-ink">{order.customerName}</span>
      <PhoneLink phone={order.phone} />
      <span className="text-muted">{order.slotTime}</span>
    </li>
  );
}

/** A list of orders to move off a closed date: what it says, what it is named, what it holds. */
interface ClosureOrderList {
  note: (count: number) => string;
  label: (day: string) => string;
  orders: (closure: TClosure) => readonly (TClosureOrder | TClosureDelivery)[];
}

/** The pickups still booked on a closed date, and the deliveries planned on it. */
const CLOSURE_ORDER_LISTS: Record<'pickups' | 'deliveries', ClosureOrderList> = {
  pickups: {
    note: ADMIN_MESSAGES.closurePickupsToMove,
    label: (day) => `Pickups booked on ${day}`,
    orders: (closure) => closure.orders,
  },
  deliveries: {
    note: ADMIN_MESSAGES.closureDeliveriesToMove,
    label: (day) => `Deliveries planned on ${day}`,
    orders: (closure) => closure.deliveries,
  },
};

/** The orders to move off a closed date, pickups or deliveries: how many, then each a row. */
function ClosureOrders({
  closure,
  day,
  list,
  onView,
}: {
  closure: TClosure;
  day: string;
  list: keyof typeof CLOSURE_ORDER_LISTS;
  onView: (orderId: number) => void;
}) {
  const { note, label, orders } = CLOSURE_ORDER_LISTS[list];
  const listed = orders(closure);
  return (
    <>
      <p className="text-sm font-medium text-danger">{note(listed.length)}</p>
      <ul className="divide-y divide-line" aria-label={label(day)}>
        {listed.map((order) => (
          <ClosureOrderRow key={order.id} order={order} onView={() => onView(order.id)} />
        ))}
      </ul>
    </>
  );
}

/**
 * One closed date: why, the pickups still booked on it, the deliveries planned on it, and
 * (ahead) the way to reopen it.
 */
function ClosureCard({
  closure,
  onReopen,
  onView,
}: {
  closure: TClosure;
  onReopen?: () => void;
  onView: (orderId: number) => void;
}) {
  const day = formatLongDate(closure.date);
  return (
    <Card>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold text-ink">{day}</p>
            <p className="text-sm text-muted">{closure.reason}</p>
          </div>
          {onReopen ? (
            <Button variant="outline" size="sm" aria-label={`Reopen ${day}`} onClick={onReopen}>
              Reopen
            </Button>
          ) : null}
        </div>
        {closure.orders.length === 0 ? (
          <p className="text-sm text-muted">{ADMIN_MESSAGES.noClosureOrders}</p>
        ) : (
          <div>
            <ClosureOrders closure={closure} day={day} list="pickups" onView={onView} />
          </div>
        )}
        {closure.deliveries.length === 0 ? null : (
          <section aria-label={`Deliveries to re-plan on ${day}`}>
            <h4 className="text-sm font-semibold text-ink">Deliveries to re-plan</h4>
            <ClosureOrders closure={closure} day={day} list="deliveries" onView={onView} />
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Reopen this date?': pickups are offered on it again; it closes once the server answered. */
function ReopenDialog({ closure, onClose }: { closure: TClosure; onClose: () => void }) {
  const reopen = useReopenDate();
  const day = formatLongDate(closure.date);
  return (
    <AdminConfirmDialog
      onClose={onClose}
      title="Reopen this date?"
      description={`Pickups will be offered on ${day} again. The customers told of the closure whose pickup or delivery is still on this date will hear that it stands.`}
      confirmLabel="Reopen"
      pending={reopen.isPending}
      onConfirm={() =>
        reopen.mutate(closure.date, {
          ...adminOutcome(ADMIN_MESSAGES.closureRemoved(day), ADMIN_MESSAGES.removeClosureFailed),
          onSettled: onClose,
        })
      }
    />
  );
}

/** An order's details, found by its number (the orders list's search takes `#id`). */
function ClosureOrderDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const found = useAdminOrders({ q: `#${String(orderId)}`, page: 1, pageSize: 20 });
  const order = found.data?.orders.find((candidate) => candidate.id === orderId);
  if (order) return <OrderDetailsDialog order={order} onClose={onClose} />;
  return (
    <AdminDialog title="Order Details" onClose={onClose}>
      <p role="status" className="text-sm text-muted">
        {found.isPending ? 'Loading the order…' : ADMIN_MESSAGES.orderNotFound}
      </p>
    </AdminDialog>
  );
}

/** A list of closures under its heading (upcoming or past). */
function ClosureList(props: {
  title: string;
  closures: TClosure[];
  onReopen?: (closure: TClosure) => void;
  onView: (orderId: number) => void;
}) {
  if (props.closures.length === 0) return null;
  return (
    <section aria-label={props.title} className="grid gap-3">
      <h3 className="text-lg font-semibold text-ink">{props.title}</h3>
      <ul className="grid gap-3 lg:grid-cols-2">
        {props.closures.map((closure) => (
          <li key={closure.date}>
            <ClosureCard
              closure={closure}
              onReopen={props.onReopen ? () => props.onReopen?.(closure) : undefined}
              onView={props.onView}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The dates the shop is closed: no pickup is offered or taken on them, no delivery planned.
 * Each lists the pickups booked and the deliveries planned before it was closed, whose
 * customers were told, for the shop to call and move.
 */
export function ClosuresTab() {
  const closures = useAdminClosures();
  const [reopening, setReopening] = useState<TClosure | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const today = indianDate();
  const all = closures.data ?? [];
  const upcoming = all.filter((closure) => closure.date >= today);
  // The most recent first: last month's closures matter more than last year's.
  const past = all.filter((closure) => closure.date < today).reverse();

  return (
    <TabSection id="closures" title="Closures" className="grid gap-6">
      <CloseDateForm />
      {/* A list that could not be loaded is said so: empty, it would read as no closures. */}
      {closures.isError && !closures.data ? (
        <p role="alert" className="text-danger">
          {ADMIN_MESSAGES.loadFailed}
        </p>
      ) : closures.isSuccess && all.length === 0 ? (
        <p className="text-muted">{ADMIN_MESSAGES.noClosures}</p>
      ) : (
        <>
          <ClosureList
            title="Upcoming"
            closures={upcoming}
            onReopen={setReopening}
            onView={setViewing}
          />
          <ClosureList title="Past" closures={past} onView={setViewing} />
        </>
      )}
      {reopening ? <ReopenDialog closure={reopening} onClose={() => setReopening(null)} /> : null}
      {viewing === null ? null : (
        <ClosureOrderDialog orderId={viewing} onClose={() => setViewing(null)} />
      )}
    </TabSection>
  );
}
