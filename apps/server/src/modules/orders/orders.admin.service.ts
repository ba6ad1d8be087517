import {
  addDays,
  ADMIN_MESSAGES,
  BOARD_MESSAGES,
  formatSlotLabel,
  type TAdminOrder,
  ZAdminOrder,
  type TAdminOrdersFilter,
  type TAdminUpdateOrder,
  weekdayOf,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db, OrderStatus, UserProfileColumns } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import {
  compileJsonSerializer,
  jsonArray,
  jsonObject,
  jsonObjectWith,
} from '../../plugins/serializer.js';
import { wakeDelivery } from '../notifications/outbox.service.js';
import {
  closedDateReopenedOf,
  deliveryDateClosedOf,
  deliveryPlannedOf,
  notifyOrderChange,
  notifyOrderChanges,
  ordersToldOfClosure,
  pickupDateClosedOf,
  statusChangeOf,
  type ClosureOfDate,
} from './order-notifications.js';
import { loadOrderViews } from './order-views.js';
import type { OrderViewCache } from './order-views-cache.js';
import { lockCustomer } from '../accounts/accounts.service.js';
import {
  earnOrderPoints,
  retakeOrderPoints,
  returnOrderPoints,
  withdrawEarnedPoints,
} from '../accounts/loyalty.service.js';
import {
  findSlot,
  lockDateAgainstPlaces,
  lockPlaceInSlot,
  placesTakenInSlot,
} from '../slots/slots.service.js';
import {
  referralToRewardOf,
  referralToWithdrawOf,
  rewardReferrerOf,
  withdrawReferralRewardOf,
} from '../referrals/referrals.service.js';
import {
  selectOrderCustomers,
  selectOrderForUpdate,
  selectOrdersForUpdate,
  selectDeliveriesToMake,
  selectOrdersPage,
  selectPickupsToCollect,
  updateOrderRow,
} from './orders.admin.repository.js';
import {
  insertStatusEvent,
  selectOpenOrderInSlot,
  selectOtherDiscountedOrders,
} from './orders.repository.js';
import { isFirstOrderVoucher } from '../vouchers/vouchers.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { assertDateOpen } from '../closures/closures.service.js';
import type { InvoicingConfig } from '../../config.js';
import {
  assertInvoiceNotCancelled,
  issueCreditNoteFor,
  issueInvoiceFor,
} from '../invoices/invoices.service.js';
import type { PlannedDelivery } from '../notifications/templates/data.js';

/** The first instant (UTC) of an Indian calendar date. */
function startOfIndianDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00+05:30`).toISOString();
}

function fullName(customer: { first_name: string; last_name: string }): string {
  return `${customer.first_name} ${customer.last_name}`.trim();
}

export interface OrderCustomerRow extends UserProfileColumns {
  email: string;
}

/** Who placed the order and where the shop picks it up (the fields `ZAdminOrder` adds). */
export function customerFields(customer: OrderCustomerRow | undefined) {
  return {
    userName: customer ? fullName(customer) : '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: {
      street: customer?.street ?? '',
      city: customer?.city ?? '',
      state: customer?.state ?? '',
      zipCode: customer?.zip_code ?? '',
    },
  };
}

/**
 * One page of orders for the dashboard as the JSON of `ZAdminOrdersPage`, filtered on the
 * server so it stays fast with tens of thousands of orders. Items and status history come with
 * each order: rendered copies checked against the orders' version stamps, and three queries for
 * those not rendered since they last changed (never one per row).
 */
export async function listOrdersJson(
  db: Kysely<Database>,
  views: OrderViewCache,
  query: TAdminOrdersFilter,
): Promise<string> {
  const { rows, total } = await selectOrdersPage(
    db,
    {
      status: query.status,
      createdFrom: query.from ? startOfIndianDay(query.from) : undefined,
      createdBefore: query.to ? startOfIndianDay(addDays(query.to, 1)) : undefined,
      q: query.q || undefined,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const rendered = await views.render(db, rows);
  const customers = new Map(rows.map((row) => [row.id, row]));
  return adminOrdersPageJson(
    rendered.map(({ id, json }) => ({ orderJson: json, customer: customers.get(id) })),
    { total, page: query.page, pageSize: query.pageSize },
  );
}

const serialiseCustomerFields = compileJsonSerializer(
  ZAdminOrder.pick({ userName: true, email: true, phone: true, address: true }),
);

/**
 * A page of admin orders as the JSON of `ZAdminOrdersPage`, from each order's `ZOrder` JSON
 * (rendered once, kept by the order views' cache) and its customer's fields.
 */
export function adminOrdersPageJson(
  orders: readonly { orderJson: string; customer: OrderCustomerRow | undefined }[],
  page: { total: number; page: number; pageSize: number },
): string {
  return jsonObject({
    orders: jsonArray(
      orders.map(({ orderJson, customer }) =>
        jsonObjectWith(orderJson, serialiseCustomerFields(customerFields(customer))),
      ),
    ),
    total: JSON.stringify(page.total),
    page: JSON.stringify(page.page),
    pageSize: JSON.stringify(page.pageSize),
  });
}

/** One order as the dashboard shows it: the order's view and its customer's fields. */
export async function loadAdminOrder(
  db: Kysely<Database> | Transaction<Database>,
  orderId: number,
): Promise<TAdminOrder> {
  const [[order], [customer]] = await Promise.all([
    loadOrderViews(db, [orderId]),
    selectOrderCustomers(db, [orderId]),
  ]);
  if (!order) throw notFound(ADMIN_MESSAGES.orderNotFound);
  return { ...order, ...customerFields(customer) };
}

function deliverySlotOf(input: TAdminUpdateOrder): number | null | undefined {
  if (input.deliverySlotId !== undefined) return input.deliverySlotId;
  const slot = input.deliverySlot;
  if (slot === undefined || slot === null) return slot;
  if (typeof slot === 'number') return slot;
  return 'id' in slot ? slot.id : slot.slotId;
}

/** An order that holds its customer's booking of a pickup: neither cancelled nor completed. */
const isOpenStatus = (status: OrderStatus) => status !== 'cancelled' && status !== 'completed';

/**
 * An order moved back to waiting for its pickup, from any status: not on a date the shop has
 * closed since (409, `status`), as placing it would be; whoever closed the date saw no such
 * order to call. The place in the slot is locked first (PostgreSQL), as a booking locks it, so
 * a closure of the date at the same moment is decided before or after, never beside it.
 */
async function assertPickupDateOpen(trx: Transaction<Database>, order: LockedOrder) {
  await lockPlaceInSlot(trx, order.pickup_slot_id, order.pickup_date);
  await assertDateOpen(trx, order.pickup_date, 'status');
}

/**
 * An order moved back to the statuses placing an order checks, refused with a 409 as placing
 * it would be. From `cancelled` to any other status it takes a place in its pickup slot again
 * (the database's `slot_bookings` follow), so the slot must have one left. From `cancelled` or
 * `completed` to an open status it is the customer's booking of that slot again, so they must
 * not hold another open order there. Called with the customer's row lock held; it locks the
 * place (PostgreSQL) as placing an order does, so that the last place goes to one of them.
 */
async function assertRoomToReopen(
  trx: Transaction<Database>,
  order: LockedOrder,
  status: OrderStatus,
): Promise<void> {
  const takesPlace = order.status === 'cancelled';
  if (takesPlace) await lockPlaceInSlot(trx, order.pickup_slot_id, order.pickup_date);
  const slot = takesPlace ? await findSlot(trx, order.pickup_slot_id) : undefined;
  if (isOpenStatus(status)) {
    const other = await selectOpenOrderInSlot(trx, {
      userId: order.user_id,
      pickupDate: order.pickup_date,
      pickupSlotId: order.pickup_slot_id,
    });
    if (other) {
      throw new HttpError(409, ADMIN_MESSAGES.reopenSlotTaken(other.id), 'status', undefined, {
        orderId: other.id,
      });
    }
  }
  if (!slot) return;
  const taken = await placesTakenInSlot(trx, order.pickup_date, order.pickup_slot_id);
  if (taken >= slot.capacity) {
    throw conflict(ADMIN_MESSAGES.reopenSlotFull(order.pickup_date), 'status');
  }
}

/** True when the order was placed with a first-order discount: the referral welcome, or a
 * voucher that is for a first order only (as it stands now). */
async function hasFirstOrderDiscount(
  trx: Transaction<Database>,
  order: { discount_source: 'voucher' | 'referral' | null; voucher_code: string | null },
): Promise<boolean> {
  if (order.discount_source === 'referral') return true;
  return (
    order.discount_source === 'voucher' &&
    order.voucher_code !== null &&
    isFirstOrderVoucher(trx, order.voucher_code)
  );
}

/**
 * 409 when a cancelled order reopened would take a first-order discount (the referral welcome,
 * or a first-order voucher) a second time: another order of the customer that is not cancelled
 * took one since, which the cancellation let it have (a cancelled order never counts as ordered
 * before). An order placed while this one was open paid full price and does not stop it. Call it
 * with the customer's row locked, before any write.
 */
async function assertFirstOrderDiscountHolds(
  trx: Transaction<Database>,
  order: LockedOrder,
): Promise<void> {
  if (!(await hasFirstOrderDiscount(trx, order))) return;
  const others = await selectOtherDiscountedOrders(trx, {
    userId: order.user_id,
    exceptOrderId: order.id,
  });
  for (const other of others) {
    if (await hasFirstOrderDiscount(trx, other)) {
      throw conflict(ADMIN_MESSAGES.reopenFirstOrderTaken(order.id), 'status');
    }
  }
}

/** An order's row as a change reads it, locked by the change's transaction. */
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof selectOrderForUpdate>>>;

/**
 * The admin's change to an order, in steps: lock the order → check the delivery → take the
 * locks and the room a status change needs, write, reward (`writeOrderChange`). Money and the
 * customer are never changed here.
 */
export async function updateOrder(
  db: Kysely<Database>,
  orderId: number,
  input: TAdminUpdateOrder,
  actor: AuditActor,
  invoicing: InvoicingConfig,
): Promise<TAdminOrder> {
  const deliverySlotId = deliverySlotOf(input);
  if (
    input.status === undefined &&
    input.deliveryDate === undefined &&
    deliverySlotId === undefined
  ) {
    throw badRequest(ADMIN_MESSAGES.nothingToUpdate);
  }
  const updated = await transaction(db, async (trx) => {
    const order = await selectOrderForUpdate(trx, orderId);
    if (!order) throw notFound(ADMIN_MESSAGES.orderNotFound);
    const delivery = await checkDelivery(trx, order, input, deliverySlotId);
    await writeOrderChange(trx, order, { status: input.status, delivery }, actor.id, invoicing);
    const status = input.status ?? order.status;
    await notifyDeliveryPlanned(trx, order, delivery, status);
    await recordAudit(trx, actor, {
      action: status === order.status ? 'order.delivery' : 'order.status',
      entity: 'order',
      entityId: orderId,
      before: orderStateOf(order.status, order.delivery_date, order.delivery_slot_id),
      after: orderStateOf(status, delivery.date, delivery.slotId),
    });
    return loadAdminOrder(trx, orderId);
  });
  wakeDelivery();
  return updated;
}

/** What an admin's order change can change, as the audit log keeps it. */
export function orderStateOf(
  status: OrderStatus,
  deliveryDate: string | null,
  deliverySlotId: number | null,
) {
  return { status, deliveryDate, deliverySlotId };
}

/**
 * These orders, their rows locked until the transaction ends (PostgreSQL), taken in the order
 * of their ids so that two changes of several orders at once cannot deadlock; the ids not found
 * are missing from the answer.
 */
export function lockOrders(trx: Transaction<Database>, orderIds: readonly number[]) {
  return selectOrdersForUpdate(trx, orderIds);
}

/**
 * Writes an admin's change to an order locked by this transaction (`updateOrder`, or several at
 * once through `lockOrders`): the status, when it really changes, and the delivery date and slot,
 * when given (checked by the caller). A new status is kept as a status event, so the customer's
 * tracking timeline shows it, and told to the customer through the outbox (call `wakeDelivery()`
 * after the commit). Reopening a cancelled order needs a place in its slot (`assertRoomToReopen`)
 * and is refused once its invoice has a credit note (`assertInvoiceNotCancelled`); completing a
 * referred customer's first order credits the referrer, once (`rewardReferrerOf`), and earns the
 * customer their points, once (`earnOrderPoints`); cancelling gives back the points the order
 * spent, once, and reopening a cancelled order spends them again (`returnOrderPoints`,
 * `retakeOrderPoints`); cancelling an order that was completed takes back what its completion gave,
 * the customer's earned points and the referrer's reward (`withdrawEarnedPoints`,
 * `withdrawReferralRewardOf`). Completing an order issues its GST invoice and cancelling an
 * invoiced one its credit note (`recordInvoicing`).
 */
export async function writeOrderChange(
  trx: Transaction<Database>,
  order: LockedOrder,
  change: { status?: OrderStatus; delivery?: { date: string | null; slotId: number | null } },
  adminId: number,
  invoicing: InvoicingConfig,
): Promise<void> {
  const newStatus = change.status !== order.status ? change.status : undefined;
  const instant = new Date();
  const now = instant.toISOString();
  const { referral, referralToWithdraw } = await lockForStatusChange(trx, order, newStatus, now);
  const { delivery } = change;
  if (delivery && delivery.date !== null && delivery.date !== order.delivery_date) {
    await assertDeliveryDateOpen(trx, delivery.date);
  }
  await updateOrderRow(trx, order.id, {
    ...(newStatus ? { status: newStatus } : {}),
    ...(delivery ? { delivery_date: delivery.date, delivery_slot_id: delivery.slotId } : {}),
    updated_at: now,
  });
  if (!newStatus) return;
  await insertStatusEvent(trx, {
    order_id: order.id,
    status: newStatus,
    note: null,
    changed_by_user_id: adminId,
    created_at: now,
  });
  if (referral) {
    await rewardReferrerOf(trx, referral, {
      orderId: order.id,
      customerId: order.user_id,
      at: now,
    });
  }
  if (newStatus === 'completed') await earnOrderPoints(trx, order, now);
  if (newStatus === 'cancelled') {
    await returnOrderPoints(trx, order, now);
    await withdrawEarnedPoints(trx, order, now);
  }
  if (referralToWithdraw) {
    await withdrawReferralRewardOf(trx, referralToWithdraw, { orderId: order.id, at: now });
  }
  await recordInvoicing(trx, order.id, newStatus, invoicing, instant);
  await notifyOrderChange(
    trx,
    order.id,
    statusChangeOf(newStatus, { status: order.status, paidPaise: order.paid_paise }, now),
  );
}

/**
 * The invoice side of a status change: a completed order gets its invoice (kept if it has one),
 * a cancelled invoiced order its credit note.
 */
async function recordInvoicing(
  trx: Transaction<Database>,
  orderId: number,
  status: OrderStatus,
  invoicing: InvoicingConfig,
  now: Date,
): Promise<void> {
  if (status === 'completed') await issueInvoiceFor(trx, orderId, invoicing, now);
  if (status === 'cancelled') {
    await issueCreditNoteFor(trx, orderId, 'Cancelled by the shop', now);
  }
}

/**
 * The delivery date and slot the order will have: not before the pickup, not on a date the shop
 * is closed, and a slot that exists and is offered on the delivery date's weekday (checked only
 * when the admin changes either).
 */
async function checkDelivery(
  trx: Transaction<Database>,
  order: LockedOrder,
  input: TAdminUpdateOrder,
  deliverySlotId: number | null | undefined,
): Promise<CheckedDelivery> {
  const date = input.deliveryDate === undefined ? order.delivery_date : input.deliveryDate;
  const slotId = deliverySlotId === undefined ? order.delivery_slot_id : deliverySlotId;
  if (date !== null && date < order.pickup_date) {
    throw badRequest(ADMIN_MESSAGES.deliveryBeforePickup, 'deliveryDate');
  }
  if (slotId !== null && (deliverySlotId !== undefined || input.deliveryDate !== undefined)) {
    const slot = await findSlot(trx, slotId);
    if (!slot) throw badRequest(ADMIN_MESSAGES.slotNotFound, 'deliverySlotId');
    if (date !== null && weekdayOf(date) !== slot.day) {
      throw badRequest(ADMIN_MESSAGES.deliverySlotWrongDay(slot.day), 'deliverySlotId');
    }
    return { date, slotId, slot: formatSlotLabel(slot.start_time, slot.end_time) };
  }
  return { date, slotId, slot: null };
}

/**
 * 409 when the shop is closed on a new delivery date. The date is locked first, as closing it
 * locks it (`lockDateAgainstPlaces`): a plan and a closure of its date are decided one after the
 * other, so the closure lists the delivery or the plan is refused. It comes after the customer's
 * lock when the change takes it (`lockForStatusChange`). One change that both reopens a
 * cancelled order (a place on its pickup date) and plans its delivery can, against another such
 * change with the dates the other way round, deadlock on the two dates: PostgreSQL aborts one,
 * and `transaction` runs it again.
 */
async function assertDeliveryDateOpen(trx: Transaction<Database>, date: string): Promise<void> {
  await lockDateAgainstPlaces(trx, date);
  await assertDateOpen(trx, date, 'deliveryDate');
}

/**
 * A delivery as an admin's change leaves it: the date and slot, and the slot's times when the
 * change named the delivery (null otherwise, or when it has no slot).
 */
interface CheckedDelivery {
  date: string | null;
  slotId: number | null;
  slot: string | null;
}

/**
 * Tells the customer the delivery the shop planned, in the change's transaction, when the
 * change gives an open order a delivery date, or moves its date or slot (each plan once:
 * `deliveryPlannedOf`). Saving the plan the order has, clearing the date, or planning a
 * cancelled or completed order's delivery tells nothing.
 */
async function notifyDeliveryPlanned(
  trx: Transaction<Database>,
  order: LockedOrder,
  delivery: CheckedDelivery,
  status: OrderStatus,
): Promise<void> {
  const { date, slotId, slot } = delivery;
  if (date === null || !isOpenStatus(status)) return;
  if (date === order.delivery_date && slotId === order.delivery_slot_id) return;
  const plannedAt = new Date().toISOString();
  await notifyOrderChange(trx, order.id, deliveryPlannedOf({ date, slot, plannedAt }));
}

/**
 * Locks in the order placing an order takes them: customers' rows (the order's customer when it
 * is reopened or completed, then the referrer to reward when it is completed), then the place in
 * the slot on the pickup date (and, after this, a new delivery date's lock), and only then the rows the status change itself writes (the kept counts). Answers the referral to
 * reward, if this change completes a referred customer's first order, and the one to withdraw,
 * if it cancels the order that referral was rewarded for.
 */
async function lockForStatusChange(
  trx: Transaction<Database>,
  order: LockedOrder,
  newStatus: OrderStatus | undefined,
  now: string,
): Promise<{
  referral?: { referrerId: number };
  referralToWithdraw?: { referrerId: number; referredId: number };
}> {
  if (newStatus === undefined) return {};
  if (newStatus === 'cancelled') {
    // Cancelling may take back what a completion gave: the customer's points, the referrer's.
    await lockCustomer(trx, order.user_id);
    return { referralToWithdraw: await referralToWithdrawOf(trx, order.id) };
  }
  // A cancelled order whose invoice has its credit note stays cancelled (before any write).
  if (order.status === 'cancelled') await assertInvoiceNotCancelled(trx, order.id);
  const reopening =
    order.status === 'cancelled' || (order.status === 'completed' && isOpenStatus(newStatus));
  // Completing writes the customer's row too (the points earned), after a delivery date's lock
  // the change may take: locked first, the customer's own order for that date cannot be
  // holding the date while it waits for this change's row.
  if (reopening || newStatus === 'completed') await lockCustomer(trx, order.user_id);
  if (order.status === 'cancelled') await assertFirstOrderDiscountHolds(trx, order);
  const referral =
    newStatus === 'completed' ? await referralToRewardOf(trx, order.user_id) : undefined;
  if (reopening) await assertRoomToReopen(trx, order, newStatus);
  if (newStatus === 'pending' && order.status !== 'pending') await assertPickupDateOpen(trx, order);
  // A cancelled order gave its points back; moved back, it spends them again (409 if short).
  if (order.status === 'cancelled') await retakeOrderPoints(trx, order, now);
  return { referral };
}

/** An order on a date the shop closes, and whom to call about it. */
interface OrderToCall {
  id: number;
  userId: number;
  customerName: string;
  phone: string;
}

function orderToCall(row: {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  phone: string;
}): OrderToCall {
  return { id: row.id, userId: row.user_id, customerName: fullName(row), phone: row.phone };
}

/**
 * A reader of the orders on some dates (a date the shop closes): its rows mapped, and no query
 * at all for no date.
 */
function ordersOnDates<Row, Order>(
  select: (db: Db, dates: readonly string[]) => Promise<Row[]>,
  toOrder: (row: Row) => Order,
): (db: Db, dates: readonly string[]) => Promise<Order[]> {
  return async (db, dates) => (dates.length === 0 ? [] : (await select(db, dates)).map(toOrder));
}

/** An order still waiting for its pickup, with whom to call about it. */
export interface PickupToCollect extends OrderToCall {
  pickupDate: string;
  pickupSlotId: number;
  /** The slot as booked, e.g. `6:00 AM - 8:00 AM`. */
  slotTime: string;
}

/**
 * The orders still waiting for their pickup on these dates (a date the shop closes), by date,
 * slot and order number.
 */
export const pickupsToCollectOn = ordersOnDates(selectPickupsToCollect, (row): PickupToCollect => ({
  ...orderToCall(row),
  pickupDate: row.pickup_date,
  pickupSlotId: row.pickup_slot_id,
  slotTime: row.pickup_slot_label,
}));

/**
 * Tells the customer of each order that the shop is closed on its pickup date, in the
 * closure's transaction; call `wakeDelivery()` after the commit. `closedAt` (the closure's
 * creation) makes the messages once-only for that closure: a date closed, opened and closed
 * again tells them again.
 */
export async function notifyPickupDateClosed(
  trx: Db,
  orderIds: readonly number[],
  closure: { reason: string; closedAt: string },
): Promise<void> {
  await notifyOrderChanges(trx, orderIds, pickupDateClosedOf(closure));
}

/** An open order whose delivery is planned on a date, with whom to call about it. */
export interface DeliveryToMake extends OrderToCall {
  deliveryDate: string;
  deliverySlotId: number | null;
  /** The slot as planned, e.g. `7:00 PM - 9:00 PM`, or `Time not set`. */
  slotTime: string;
  /** The slot's label for a customer's message; null when none is set. */
  slot: string | null;
}

/**
 * The open orders (neither cancelled nor completed) whose delivery is planned on these dates (a
 * date the shop closes), by date, slot (no slot last) and order number.
 */
export const deliveriesToMakeOn = ordersOnDates(selectDeliveriesToMake, (row): DeliveryToMake => {
  const slot =
    row.start_time !== null && row.end_time !== null
      ? formatSlotLabel(row.start_time, row.end_time)
      : null;
  return {
    ...orderToCall(row),
    // Selected by its delivery date, so it has one.
    deliveryDate: row.delivery_date ?? '',
    deliverySlotId: row.delivery_slot_id,
    slotTime: slot ?? BOARD_MESSAGES.noSlotTime,
    slot,
  };
});

/**
 * Tells the customer of each order that the shop is closed on the date its delivery was planned
 * on, in the closure's transaction (once-only for that closure, as `notifyPickupDateClosed`);
 * call `wakeDelivery()` after the commit.
 */
export async function notifyDeliveryDateClosed(
  trx: Db,
  deliveries: readonly DeliveryToMake[],
  closure: ClosureOfDate & { reason: string },
): Promise<void> {
  const planned = new Map(
    deliveries.map((delivery) => [
      delivery.id,
      { date: delivery.deliveryDate, slot: delivery.slot },
    ]),
  );
  await notifyOrderChanges(trx, [...planned.keys()], deliveryDateClosedOf(closure, planned));
}

/**
 * The shop opens a closed date again, in the transaction that deletes its closure: the
 * customers told of that closure (`closedAt`) whose order is still on the date (a pickup still
 * to collect, a delivery still to make) are told it stands after all, once per order and
 * closure. Those whose order has moved off the date, or was cancelled or completed, are not.
 * Answers how many orders were told; call `wakeDelivery()` after the commit when any were.
 */
export async function notifyClosedDateReopened(trx: Db, closure: ClosureOfDate): Promise<number> {
  const [pickups, deliveries] = await Promise.all([
    pickupsToCollectOn(trx, [closure.date]),
    deliveriesToMakeOn(trx, [closure.date]),
  ]);
  const stands = new Map<number, { pickup: boolean; delivery: PlannedDelivery | null }>();
  for (const pickup of pickups) stands.set(pickup.id, { pickup: true, delivery: null });
  for (const delivery of deliveries) {
    stands.set(delivery.id, {
      pickup: stands.get(delivery.id)?.pickup ?? false,
      delivery: { date: delivery.deliveryDate, slot: delivery.slot },
    });
  }
  const told = await ordersToldOfClosure(trx, [...stands.keys()], closure);
  const orderIds = [...told].sort((a, b) => a - b);
  await notifyOrderChanges(trx, orderIds, closedDateReopenedOf(closure, stands));
  return orderIds.length;
}
