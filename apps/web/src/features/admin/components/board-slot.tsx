import {
  BOARD_MESSAGES,
  formatRupees,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  type TBoardOrder,
  type TBoardSlot,
} from '@freshfold/shared';
import { MapPin, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { addressLine, mapLink, telLink } from '../order-contact';

/** The orders ticked on the board, by id; one order may show twice (picked up, then delivered). */
export interface BoardSelection {
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Ticks all of `ids`, or unticks them when all are ticked already. */
  toggleAll: (ids: readonly number[]) => void;
}

const CHECKBOX = 'size-5 shrink-0 accent-brand-700 print:hidden';

/**
 * The money to ask for at the door: what is due (the total less what is held and what the shop
 * forgave in refunds, decisions 016 and 018), never the total itself. "Paid" when nothing is due; the balance, said to be
 * one, when part of the total was paid (or refunded) already.
 */
function AmountToCollect({ order }: { order: TBoardOrder }) {
  if (order.amountDue <= 0) {
    return (
      <Badge
        tone="green"
        className="print:border print:border-black print:bg-transparent print:text-ink"
      >
        {BOARD_MESSAGES.paid}
      </Badge>
    );
  }
  const due = formatRupees(order.amountDue);
  return (
    <span className="font-semibold text-ink tabular-nums">
      {order.amountDue < order.totalAmount
        ? BOARD_MESSAGES.collectBalance(due, formatRupees(order.totalAmount))
        : BOARD_MESSAGES.collect(due)}
    </span>
  );
}

/**
 * One order as a driver needs it: whom to ask for, their phone (tap to call), the address and a
 * map, the customer's instructions, the pieces and the money to collect. On paper it keeps a
 * box to tick.
 */
function BoardOrderCard({ order, selection }: { order: TBoardOrder; selection: BoardSelection }) {
  const selected = selection.has(order.id);
  return (
    <li
      className={cn(
        'flex gap-3 rounded-card border bg-surface p-4 shadow-sm print:break-inside-avoid print:rounded-none print:border-x-0 print:border-t-0 print:border-b-slate-400 print:px-0 print:py-3 print:shadow-none print:ring-0',
        selected ? 'border-brand-500 ring-2 ring-brand-200' : 'border-line',
      )}
    >
      <input
        type="checkbox"
        className={cn(CHECKBOX, 'mt-0.5')}
        checked={selected}
        onChange={() => selection.toggle(order.id)}
        aria-label={BOARD_MESSAGES.selectOrder(order.id)}
      />
      <span aria-hidden className="hidden size-5 shrink-0 border-2 border-black print:block" />
      <div className="min-w-0 flex-1 space-y-1.5 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-base font-semibold text-ink">{order.userName}</p>
          <div className="flex items-center gap-2">
            <Badge tone={ORDER_STATUS_TONES[order.status]}>
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
            <AmountToCollect order={order} />
          </div>
        </div>
        <p className="text-muted tabular-nums">
          #{order.id} · {BOARD_MESSAGES.items(order.itemCount)}
        </p>
        {order.phone ? (
          <a
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline print:text-ink"
            href={telLink(order.phone)}
            aria-label={`${BOARD_MESSAGES.call(order.userName)}: ${order.phone}`}
          >
            <Phone aria-hidden className="size-4 print:hidden" />
            <span className="tabular-nums">{order.phone}</span>
          </a>
        ) : null}
        <p className="text-ink">{addressLine(order.address)}</p>
        <a
          className="inline-flex items-center gap-1.5 text-brand-700 hover:underline print:hidden"
          href={mapLink(order.location)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MapPin aria-hidden className="size-4" />
          {BOARD_MESSAGES.openMap}
        </a>
        {order.notes ? (
          <p className="rounded-lg bg-accent-100 px-3 py-2 text-ink print:border print:border-black print:bg-transparent">
            <span className="font-semibold">{BOARD_MESSAGES.notes}: </span>
            {order.notes}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Pickups or deliveries of a slot, with a box that ticks them all. */
function BoardOrderList({
  title,
  slotTime,
  orders,
  emptyText,
  selection,
}: {
  title: string;
  slotTime: string;
  orders: readonly TBoardOrder[];
  emptyText: string;
  selection: BoardSelection;
}) {
  const ids = orders.map((order) => order.id);
  const allSelected = ids.length > 0 && ids.every((id) => selection.has(id));
  return (
    <div className={cn(orders.length === 0 && 'print:hidden')}>
      <div className="mb-3 flex items-center gap-3">
        {orders.length > 0 ? (
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={allSelected}
            onChange={() => selection.toggleAll(ids)}
            aria-label={BOARD_MESSAGES.selectSlot(title.toLowerCase(), slotTime)}
          />
        ) : null}
        <h3 className="text-sm font-semibold tracking-wide text-muted uppercase print:text-ink">
          {title} ({orders.length})
        </h3>
      </div>
      {orders.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-4 text-sm text-muted">
          {emptyText}
        </p>
      ) : (
        <ul className="space-y-3 print:space-y-0">
          {orders.map((order) => (
            <BoardOrderCard key={order.id} order={order} selection={selection} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A slot's two lists, pickups first. */
const SLOT_LISTS = [
  { title: BOARD_MESSAGES.pickups, orders: 'pickups', emptyText: BOARD_MESSAGES.noPickups },
  {
    title: BOARD_MESSAGES.deliveries,
    orders: 'deliveries',
    emptyText: BOARD_MESSAGES.noDeliveries,
  },
] as const;

/**
 * A slot of the day: its pickups beside its deliveries (one above the other on a phone). Printed,
 * each slot with orders starts a page of the run sheet (`.run-sheet-page`, index.css), headed by
 * the day; an empty one is left out.
 */
export function BoardSlotSection({
  slot,
  dayLabel,
  selection,
}: {
  slot: TBoardSlot;
  dayLabel: string;
  selection: BoardSelection;
}) {
  const headingId = `slot-${slot.slotId ?? 'unset'}-heading`;
  const empty = slot.pickups.length === 0 && slot.deliveries.length === 0;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-card border border-line bg-canvas/60 p-4 sm:p-6 print:border-0 print:bg-transparent print:p-0',
        empty ? 'print:hidden' : 'run-sheet-page',
      )}
    >
      <p className="hidden text-sm print:block">{BOARD_MESSAGES.runSheetTitle(dayLabel)}</p>
      <h2 id={headingId} className="text-xl font-bold text-brand-900 print:text-2xl print:text-ink">
        {slot.slotTime}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2 print:grid-cols-1 print:gap-4">
        {SLOT_LISTS.map(({ title, orders, emptyText }) => (
          <BoardOrderList
            key={orders}
            title={title}
            slotTime={slot.slotTime}
            orders={slot[orders]}
            emptyText={emptyText}
            selection={selection}
          />
        ))}
      </div>
    </section>
  );
}
