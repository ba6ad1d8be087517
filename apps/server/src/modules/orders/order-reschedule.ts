import {
  API_MESSAGES,
  formatShortDate,
  formatSlotLabel,
  type TOrder,
  type TReschedulePickupRequest,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { lockCustomer } from '../accounts/accounts.service.js';
import { assertDateOpen } from '../closures/closures.service.js';
import { wakeDelivery } from '../notifications/outbox.service.js';
import {
  assertPickupDate,
  assertSlotBookable,
  findSlot,
  lockPlaceInSlot,
  placesTakenInSlot,
} from '../slots/slots.service.js';
import { notifyOrderChange, type OrderChange } from './order-notifications.js';
import { loadOrderViews } from './order-views.js';
import { updateOrderRow } from './orders.admin.repository.js';
import {
  insertStatusEvent,
  selectOpenOrderInSlot,
  selectPickupForUpdate,
} from './orders.repository.js';
import { slotAlreadyBooked } from './orders.service.js';

type BookedPickup = NonNullable<Awaited<ReturnType<typeof selectPickupForUpdate>>>;
type NewSlot = ReturnType<typeof assertSlotBookable>;

/**
 * `PATCH /api/orders/{id}/pickup`: the customer moves a pending order's pickup to another date
 * and slot, in steps, in one transaction: lock the order and check it may move → check the new
 * pickup as placing an order checks it, under the same locks → move it (the old place freed and
 * the new one taken by the database's `slot_bookings` triggers) → a timeline event and the
 * customer's `order_rescheduled` message. Asking for the pickup it already has changes nothing
 * and tells nobody, so a repeated request answers the same order.
 */
export async function reschedulePickup(
  db: Kysely<Database>,
  orderId: number,
  callerId: number,
  request: TReschedulePickupRequest,
  now: Date = new Date(),
): Promise<TOrder> {
  const answer = await transaction(db, async (trx) => {
    const order = movableOrder(await selectPickupForUpdate(trx, orderId), callerId);
    const unchanged =
      order.pickup_date === request.pickupDate && order.pickup_slot_id === request.pickupSlotId;
    if (!unchanged) {
      const slot = await takeNewPlace(trx, order, request, now);
      await movePickup(trx, order, { ...request, slot }, now);
    }
    return { order: await orderView(trx, orderId), moved: !unchanged };
  });
  if (answer.moved) wakeDelivery();
  return answer.order;
}

/** The order, if it exists (404), is the caller's (403) and is still waiting for its pickup (409). */
function movableOrder(order: BookedPickup | undefined, callerId: number): BookedPickup {
  if (!order) throw notFound(API_MESSAGES.order.orderNotFound);
  if (order.user_id !== callerId) throw forbidden(API_MESSAGES.server.forbidden);
  if (order.status !== 'pending') {
    throw conflict(API_MESSAGES.order.onlyPendingReschedulable, 'status');
  }
  return order;
}

/**
 * The new pickup, checked by the rules and under the locks of placing an order: the date in the
 * 30-day window (400); the customer's row locked, then the place (PostgreSQL, the order every
 * writer takes them in), so that of two requests for the last place exactly one gets it; the
 * shop open that day (409, `assertDateOpen`); the customer holds no other open order there
 * (409, naming it); the slot exists, is offered on that weekday and has a place left
 * (`assertSlotBookable`).
 */
async function takeNewPlace(
  trx: Transaction<Database>,
  order: BookedPickup,
  { pickupDate, pickupSlotId }: TReschedulePickupRequest,
  now: Date,
): Promise<NewSlot> {
  assertPickupDate(pickupDate, now, 'pickupDate');
  await lockCustomer(trx, order.user_id);
  await lockPlaceInSlot(trx, pickupSlotId, pickupDate);
  const slot = await findSlot(trx, pickupSlotId);
  await assertDateOpen(trx, pickupDate);
  const other = await selectOpenOrderInSlot(trx, {
    userId: order.user_id,
    pickupDate,
    pickupSlotId,
  });
  if (other) throw slotAlreadyBooked(other.id);
  const taken = slot ? await placesTakenInSlot(trx, pickupDate, pickupSlotId) : 0;
  return assertSlotBookable(slot, pickupDate, taken, now);
}

/**
 * Writes the move: the order's pickup and its label; a delivery the shop planned before the new
 * pickup is cleared, for the shop to plan again. The timeline keeps the move as an event of the
 * pending status, and the customer is told through the outbox.
 */
async function movePickup(
  trx: Transaction<Database>,
  order: BookedPickup,
  move: TReschedulePickupRequest & { slot: NewSlot },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const label = formatSlotLabel(move.slot.start_time, move.slot.end_time);
  const deliveryTooEarly = order.delivery_date !== null && order.delivery_date < move.pickupDate;
  await updateOrderRow(trx, order.id, {
    pickup_date: move.pickupDate,
    pickup_slot_id: move.slot.id,
    pickup_slot_label: label,
    ...(deliveryTooEarly ? { delivery_date: null, delivery_slot_id: null } : {}),
    updated_at: at,
  });
  await insertStatusEvent(trx, {
    order_id: order.id,
    status: 'pending',
    note: `Pickup moved from ${formatShortDate(order.pickup_date)}, ${order.pickup_slot_label} to ${formatShortDate(move.pickupDate)}, ${label}`,
    changed_by_user_id: order.user_id,
    created_at: at,
  });
  await notifyOrderChange(trx, order.id, rescheduledFrom(order, at));
}

/**
 * The `order_rescheduled` message: the new pickup (the order as it now is) and the old one. Each
 * move is told once (`order:<id>:rescheduled:<when>`), and a move back to an earlier pickup is
 * told again.
 */
function rescheduledFrom(order: BookedPickup, at: string): OrderChange {
  return (summary) => ({
    data: {
      kind: 'order_rescheduled',
      order: summary,
      previousPickupDate: order.pickup_date,
      previousPickupSlot: order.pickup_slot_label,
    },
    key: `order:${String(order.id)}:rescheduled:${at}`,
  });
}

async function orderView(trx: Transaction<Database>, orderId: number): Promise<TOrder> {
  const [view] = await loadOrderViews(trx, [orderId]);
  if (!view) throw notFound(API_MESSAGES.order.orderNotFound);
  return view;
}
