import {
  ACCOUNT_PAGE_MESSAGES,
  formatLongDate,
  ORDER_STATUS_LABELS,
  type TOrder,
} from '@freshfold/shared';

const TEXT = ACCOUNT_PAGE_MESSAGES.order;

/**
 * A step of an order's tracking timeline: done (a status the order reached, with its time and
 * the shop's note) or planned (what comes next, with the date and slot booked for it).
 */
export type TimelineStep =
  | { state: 'done'; label: string; at: string; note: string | null }
  | { state: 'planned'; label: string; when: string };

/** The pickup as booked: `Tuesday, 1 December 2026, 6:00 AM - 8:00 AM`. */
export function pickupWhen(order: TOrder): string {
  return `${formatLongDate(order.pickupDate)}, ${order.pickupSlot.slotTime}`;
}

/** The delivery the shop set (its date, and its slot once chosen), or null while it has not. */
export function deliveryWhen(order: TOrder): string | null {
  if (!order.deliveryDate) return null;
  const date = formatLongDate(order.deliveryDate);
  return order.deliverySlot ? `${date}, ${order.deliverySlot.slotTime}` : date;
}

/**
 * The timeline: every status the order has reached, oldest first, then, while it is open, the
 * steps still to come: the pickup (until it is picked up) and the delivery (planned once the shop
 * set its date, otherwise still to be scheduled).
 */
export function timelineOf(order: TOrder): TimelineStep[] {
  const done: TimelineStep[] = order.statusEvents.map((event) => ({
    state: 'done',
    label: ORDER_STATUS_LABELS[event.status],
    at: event.createdAt,
    note: event.note,
  }));
  if (order.status === 'completed' || order.status === 'cancelled') return done;
  const planned: TimelineStep[] = [];
  if (order.status === 'pending') {
    planned.push({ state: 'planned', label: TEXT.pickupPlanned, when: pickupWhen(order) });
  }
  const delivery = deliveryWhen(order);
  planned.push(
    delivery
      ? { state: 'planned', label: TEXT.deliveryPlanned, when: delivery }
      : { state: 'planned', label: TEXT.deliveryToSchedule, when: TEXT.deliveryPending },
  );
  return [...done, ...planned];
}
