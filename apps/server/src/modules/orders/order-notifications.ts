import type { Db, OrderStatus } from '../../db/tables.js';
import {
  notificationContactOf,
  toNotificationContact,
  type NotificationContact,
} from '../accounts/notification-preferences.service.js';
import {
  messagesForContact,
  type CustomerNotificationData,
} from '../notifications/customer-messages.js';
import { enqueue, keysEnqueued, type OutboxMessageInput } from '../notifications/outbox.service.js';
import type { OrderSummary, PlannedDelivery } from '../notifications/templates/data.js';
import { selectOrderItems, selectOrderRows } from './order-views.repository.js';
import { groupBy } from './order-views.js';
import type { OrderCustomer } from './orders.repository.js';

/**
 * The messages of an order's events (docs/notifications.md), written to the outbox in the
 * transaction of the change and sent by the delivery worker after the commit: placed (the
 * customer's confirmation, and `shop_new_order` to `SHOP_EMAIL`), every status change, and a
 * cancellation by the customer or the shop. The keys make each once-only: `order:<id>` for the
 * confirmation and the shop's e-mail, `order:<id>:cancelled:<at>` for a cancellation and
 * `order:<id>:status:pending:<at>` for a move back to waiting for the pickup (told each time),
 * `order:<id>:status:<status>` for any other status (told once per order), so a transaction run
 * again never sends a message twice.
 */

/** An event of one order, as its customer is told of it. */
interface OrderEvent {
  data: CustomerNotificationData;
  key: string;
}

/** The one place an order's event becomes messages: to the customer, on the channels they chose. */
export function orderMessages(
  contact: NotificationContact,
  orderId: number,
  event: OrderEvent,
): OutboxMessageInput[] {
  return messagesForContact(contact, { userId: contact.userId, orderId, ...event });
}

/**
 * A placed order's messages: the customer's confirmation, and the shop's e-mail with the
 * customer's contact, pickup address and special instructions (none when no `SHOP_EMAIL` is set).
 */
export function placedOrderMessages(
  customer: OrderCustomer,
  order: OrderSummary,
  { shopEmail, notes }: { shopEmail: string | null; notes: string | null },
): OutboxMessageInput[] {
  const key = `order:${String(order.id)}`;
  const messages = orderMessages(toNotificationContact(customer), order.id, {
    data: { kind: 'order_placed', order },
    key,
  });
  if (!shopEmail) return messages;
  const address = [customer.street, customer.city, `${customer.state} ${customer.zip_code}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return [
    ...messages,
    {
      channel: 'email',
      recipient: shopEmail,
      key,
      orderId: order.id,
      userId: customer.id,
      data: {
        kind: 'shop_new_order',
        order: {
          ...order,
          customerEmail: customer.email,
          customerPhone: customer.phone,
          address,
          notes,
        },
      },
    },
  ];
}

/** What the messages of a change to a stored order say, from its summary as it is now. */
export type OrderChange = (order: OrderSummary) => OrderEvent;

/** The statuses in which the customer's clothes are at the shop. */
const AT_THE_SHOP: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'pick_up_done',
  'processing',
  'ready',
]);

/**
 * A status change at `at` (its status event's time): a cancellation is told as one, any other
 * status as a status update. A cancellation, and a move back to waiting for the pickup, are told
 * every time they happen (an order cancelled, reopened and cancelled again must say so again:
 * the customer was last told a pickup is coming); any other status once per order, so a status
 * set again after a slip of the counter's hand is not told twice.
 */
export function statusChangeOf(
  status: CustomerStatus,
  before: { status: OrderStatus; paidPaise: number },
  at: string,
): OrderChange {
  // Cancelled while its clothes are at the shop (picked up, not yet delivered back), or paid
  // for: the message says what happens to them now.
  const cancellation = {
    pickedUp: AT_THE_SHOP.has(before.status),
    paidPaise: before.paidPaise,
  };
  return (order) => {
    const key = `order:${String(order.id)}`;
    if (status === 'cancelled') {
      return {
        data: { kind: 'order_cancelled', order, ...cancellation },
        key: `${key}:cancelled:${at}`,
      };
    }
    return {
      data: { kind: 'order_status_changed', order, status },
      key: status === 'pending' ? `${key}:status:pending:${at}` : `${key}:status:${status}`,
    };
  };
}

type CustomerStatus = Extract<CustomerNotificationData, { kind: 'order_status_changed' }>['status'];

/**
 * The shop set or changed the order's delivery: once per plan, known by when it was made (the
 * caller tells nothing when the plan did not change), so a delivery moved back to a date it had
 * before is told again, as a move of a pickup is.
 */
export function deliveryPlannedOf(delivery: PlannedDelivery & { plannedAt: string }): OrderChange {
  return (order) => ({
    data: {
      kind: 'delivery_planned',
      order,
      delivery: { date: delivery.date, slot: delivery.slot },
    },
    key: `order:${String(order.id)}:delivery:${delivery.plannedAt}`,
  });
}

/** A closure as its messages know it: the date, and when it was made (one closure of many). */
export interface ClosureOfDate {
  date: string;
  closedAt: string;
}

/** The keys of a closure's messages to an order's customer, once per order and closure. */
const closureKeys = (orderId: number, { date, closedAt }: ClosureOfDate) => ({
  pickup: `order:${String(orderId)}:closed:${date}:${closedAt}`,
  delivery: `order:${String(orderId)}:delivery-closed:${date}:${closedAt}`,
  reopened: `order:${String(orderId)}:reopened:${date}:${closedAt}`,
});

/**
 * The shop closed the order's pickup date (modules/closures): once per order and closure, the
 * closure known by when it was made.
 */
export function pickupDateClosedOf(closure: { reason: string; closedAt: string }): OrderChange {
  return (order) => ({
    data: { kind: 'pickup_date_closed', order, reason: closure.reason },
    key: closureKeys(order.id, { date: order.pickupDate, closedAt: closure.closedAt }).pickup,
  });
}

/**
 * The shop closed the date it planned these orders' deliveries on (`deliveries`, by order id):
 * once per order and closure.
 */
export function deliveryDateClosedOf(
  closure: ClosureOfDate & { reason: string },
  deliveries: ReadonlyMap<number, PlannedDelivery>,
): OrderChange {
  return (order) => ({
    data: {
      kind: 'delivery_date_closed',
      order,
      delivery: deliveries.get(order.id) ?? { date: closure.date, slot: null },
      reason: closure.reason,
    },
    key: closureKeys(order.id, closure).delivery,
  });
}

/**
 * The shop opened again a date it had closed; what of each order still stands on it
 * (`stands`, by order id): once per order and closure.
 */
export function closedDateReopenedOf(
  closure: ClosureOfDate,
  stands: ReadonlyMap<number, { pickup: boolean; delivery: PlannedDelivery | null }>,
): OrderChange {
  return (order) => ({
    data: {
      kind: 'closed_date_reopened',
      order,
      date: closure.date,
      ...(stands.get(order.id) ?? { pickup: false, delivery: null }),
    },
    key: closureKeys(order.id, closure).reopened,
  });
}

/**
 * Of these orders, those whose customer was told of this closure (of their pickup or of their
 * delivery): the outbox's once-only keys say who was, whatever became of the messages.
 */
export async function ordersToldOfClosure(
  trx: Db,
  orderIds: readonly number[],
  closure: ClosureOfDate,
): Promise<Set<number>> {
  const keys = orderIds.map((id) => ({ id, ...closureKeys(id, closure) }));
  const [pickups, deliveries] = await Promise.all([
    keysEnqueued(
      trx,
      'pickup_date_closed',
      keys.map((key) => key.pickup),
    ),
    keysEnqueued(
      trx,
      'delivery_date_closed',
      keys.map((key) => key.delivery),
    ),
  ]);
  return new Set(
    keys
      .filter((key) => pickups.has(key.pickup) || deliveries.has(key.delivery))
      .map((key) => key.id),
  );
}

/**
 * Enqueues the messages of a change to a stored order, in the change's transaction: the order
 * read as it now is (its lines, total and pickup), the customer's contact and channels read
 * through the accounts module. Call `wakeDelivery()` after the commit.
 */
export async function notifyOrderChange(
  trx: Db,
  orderId: number,
  change: OrderChange,
): Promise<void> {
  await notifyOrderChanges(trx, [orderId], change);
}

/**
 * `notifyOrderChange` for the same change to several orders (a date the shop closes): their
 * rows and lines in two queries, each customer's contact once, the messages in one INSERT.
 */
export async function notifyOrderChanges(
  trx: Db,
  orderIds: readonly number[],
  change: OrderChange,
): Promise<void> {
  if (orderIds.length === 0) return;
  const [rows, items] = await Promise.all([
    selectOrderRows(trx, orderIds),
    selectOrderItems(trx, orderIds),
  ]);
  const linesOf = groupBy(items, (item) => item.order_id);
  const contacts = new Map<number, NotificationContact | null>();
  const messages: OutboxMessageInput[] = [];
  for (const row of rows) {
    if (!contacts.has(row.user_id)) {
      contacts.set(row.user_id, await notificationContactOf(trx, row.user_id));
    }
    const contact = contacts.get(row.user_id);
    if (!contact) continue;
    const summary: OrderSummary = {
      id: row.id,
      customerName: contact.firstName,
      items: (linesOf.get(row.id) ?? []).map((item) => ({
        serviceName: item.service_name,
        name: item.name,
        quantity: item.quantity,
        lineTotalPaise: item.line_total_paise,
      })),
      totalPaise: row.total_paise,
      pickupDate: row.pickup_date,
      pickupSlot: row.pickup_slot_label,
    };
    messages.push(...orderMessages(contact, row.id, change(summary)));
  }
  if (messages.length > 0) await enqueue(trx, messages);
}
