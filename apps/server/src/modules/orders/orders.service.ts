import {
  formatSlotLabel,
  MESSAGES,
  type TCreateOrderRequest,
  type TOrder,
  type TOrderQuoteRequest,
  type TOrderQuoteResponse,
  ZOrder,
  API_MESSAGES,
  type TUserRole,
  isShopRole,
  PAISE_PER_POINT,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { LastStatement, type WriteTransactions } from '../../db/write-transactions.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { assertSessionOpen, type SignedUser } from '../accounts/session.js';
import { compileJsonSerializer, jsonArray } from '../../plugins/serializer.js';
import { closedDateError } from '../closures/closures.service.js';
import {
  assertPinCodeServed,
  serviceAreaOfCustomer,
} from '../service-area/service-area.service.js';
import { issueCreditNoteFor } from '../invoices/invoices.service.js';
import {
  referralToWithdrawOf,
  referralWelcomeOf,
  withdrawReferralRewardOf,
} from '../referrals/referrals.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { assertPickupDate, assertSlotBookable } from '../slots/slots.service.js';
import { decideKey, requestHashOf, type KeyDecision, type OrderAnswer } from './idempotency.js';
import {
  minimumOrderRefusalOf,
  priceOrder,
  toQuote,
  voucherRefusalOf,
  type PricedOrder,
} from './order-quote.js';
import {
  loyaltyBalanceOf,
  redeemPointsStatements,
  returnOrderPoints,
  withdrawEarnedPoints,
} from '../accounts/loyalty.service.js';
import { enqueueStatement, wakeDelivery } from '../notifications/outbox.service.js';
import type { OrderSummary } from '../notifications/templates/data.js';
import { notifyOrderChange, placedOrderMessages, statusChangeOf } from './order-notifications.js';
import { loadOrderViews, toOrder } from './order-views.js';
import type { OrderViewCache } from './order-views-cache.js';
import {
  cancelIfPending,
  hasOrderedBefore,
  insertStatusEvent,
  readOrderFacts,
  selectOrderStampsOfUser,
  selectOrderOwnership,
  selectCustomersWhoOrdered,
  selectOtherCompletedOrder,
  selectPendingPickupsOn,
  slotHasOrders as slotHasOrdersRow,
  writePlacedOrder,
  type OrderCustomer,
  type OrderFacts,
  type OrderIds,
  type OrderToWrite,
} from './orders.repository.js';

const serialiseOrder = compileJsonSerializer(ZOrder);

/** The answer to `POST /api/authUser/createOrder`: the order placed, or an earlier one replayed. */
export type CreatedOrder = OrderAnswer;

/**
 * Whether the customer has ordered before, as every first-order offer decides it: an order that
 * was not cancelled counts, whatever its status; a cancelled one never does.
 */
export function customerHasOrderedBefore(db: Db, userId: number): Promise<boolean> {
  return hasOrderedBefore(db, userId);
}

/**
 * Another completed order of the customer than this one (the earliest), if any: the order a
 * referral's reward then stands on when the one it was given for is cancelled.
 */
export function otherCompletedOrderOf(
  db: Db,
  userId: number,
  exceptOrderId: number,
): Promise<number | undefined> {
  return selectOtherCompletedOrder(db, { userId, exceptOrderId });
}

/** Which of these customers have ordered, by the rule of `customerHasOrderedBefore`. */
export function customersWhoOrdered(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  return selectCustomersWhoOrdered(db, userIds);
}

/** True when any order, open or past, books this slot for pickup or delivery. */
export function slotHasOrders(db: Db, slotId: number): Promise<boolean> {
  return slotHasOrdersRow(db, slotId);
}

/**
 * `POST /api/orders/quote`: the order's pricing step without placing anything. A guest
 * (`userId` null) is quoted without the first-order facts: no referral welcome, and a
 * first-order voucher is given the benefit of the doubt (the order checks again).
 */
export async function quoteOrder(
  db: Kysely<Database>,
  userId: number | null,
  request: TOrderQuoteRequest,
  now: Date = new Date(),
): Promise<TOrderQuoteResponse> {
  const referral = userId === null ? undefined : await referralWelcomeOf(db, userId);
  const pointsBalance = userId === null ? undefined : await loyaltyBalanceOf(db, userId);
  const priced = await priceOrder(
    db,
    {
      items: request.items,
      voucher: request.voucherCode ?? null,
      pointsToRedeem: request.pointsToRedeem,
    },
    { userId, referralWelcome: referral !== undefined, pointsBalance },
    now,
  );
  const serviceArea = userId === null ? null : await serviceAreaOfCustomer(db, userId);
  return { ...toQuote(priced), serviceArea };
}

/** 409: the customer already holds an open order in this pickup slot; the answer names it. */
export function slotAlreadyBooked(orderId: number): HttpError {
  return new HttpError(409, API_MESSAGES.order.slotAlreadyBooked, 'pickupSlotId', undefined, {
    orderId,
  });
}

/** What placing an order needs of the app: its order path's transactions and the shop's e-mail. */
export interface OrderContext {
  writes: WriteTransactions;
  /** Where the shop is told of a new order (`SHOP_EMAIL`); null to tell nobody. */
  shopEmail: string | null;
}

/**
 * Places an order, in named steps: validate the request → read the facts under the customer's
 * (and the place's) lock and decide the Idempotency-Key → quote → reserve the slot → persist →
 * notify (the messages written with the order, sent after the commit). The
 * client is trusted for item ids, quantities, the pickup choice, a voucher code and the
 * location, nothing else. Every step runs inside one transaction (`transaction`, the order
 * path: SQLite's group commit, PostgreSQL's pipelined transaction), so any refusal rolls
 * everything back, the Idempotency-Key too, and a corrected retry can use the key again. The
 * answer is given once the transaction has committed. Rewards: a referred customer's first
 * order gets the referral welcome in the quote; the referrer's reward waits for the order's
 * completion (`orders.admin.service.ts`).
 */
export async function createOrder(
  context: OrderContext,
  caller: SignedUser,
  order: TCreateOrderRequest,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<CreatedOrder> {
  const request = validateOrderRequest(caller, order, idempotencyKey, now);
  const answer = await transaction(context.writes, async (trx) => {
    const facts = await readFactsUnderLock(trx, request);
    const key = decideFacts(facts, request);
    if (key?.replay) return key.replay;
    if (facts.customer) assertPinCodeServed(facts.customer.zip_code, facts.pinCode);
    const priced = await quote(trx, request, facts);
    const slot = reserveSlot(request, facts);
    const voucherRefusal = voucherRefusalOf(priced);
    if (voucherRefusal !== null) throw badRequest(voucherRefusal, 'voucher');
    assertCharges(priced);
    const decided = { priced, slot, facts, takeOverFrom: key?.takeOverFrom ?? null };
    const placed = await persist(trx, request, decided);
    return notify(trx, placed, facts.customer, context.shopEmail);
  });
  if (!answer.replayed) wakeDelivery();
  return answer;
}

/** An order request that passed the checks needing no database. */
interface OrderRequest {
  userId: number;
  /** The token version of the caller's token, checked against the customer's row. */
  tokenVersion: number;
  order: TCreateOrderRequest;
  location: { lat: number; lng: number };
  /** The Idempotency-Key and the hash of the request it stands for, when one was sent. */
  key: { key: string; requestHash: string } | null;
  now: Date;
}

/** Step 1, validate: the pickup date's window and a location, before any database work. */
function validateOrderRequest(
  caller: SignedUser,
  order: TCreateOrderRequest,
  idempotencyKey: string | undefined,
  now: Date,
): OrderRequest {
  assertPickupDate(order.pickupDate, now, 'pickupDate');
  const location = order.geoLocation ?? order.location;
  if (!location) throw badRequest(MESSAGES.checkout.locationRequired, 'geoLocation');
  const key = idempotencyKey ? { key: idempotencyKey, requestHash: requestHashOf(order) } : null;
  return { userId: caller.id, tokenVersion: caller.tokenVersion, order, location, key, now };
}

/**
 * Reads what the order is decided on under the customer's row lock (and on PostgreSQL the
 * place's: the slot on the date), so that one customer's orders, and one slot's places on a
 * date, are decided one at a time.
 */
function readFactsUnderLock(trx: Kysely<Database>, request: OrderRequest): Promise<OrderFacts> {
  return readOrderFacts(trx, {
    userId: request.userId,
    key: request.key?.key ?? null,
    pickupDate: request.order.pickupDate,
    pickupSlotId: request.order.pickupSlotId,
    itemIds: request.order.items.map((line) => line.itemId),
  });
}

/**
 * The caller's session is open (the route checked only the token's signature: the customer's
 * row, locked here anyway, decides the rest, before anything is answered or written); their
 * Idempotency-Key is free, to take over, or answered before (the replay); and they hold no
 * other open order in this pickup slot (of two parallel orders one is refused).
 */
function decideFacts(facts: OrderFacts, request: OrderRequest): KeyDecision | null {
  assertSessionOpen(facts.session, request);
  const key = request.key ? decideKey(facts.key, request.key.requestHash, request.now) : null;
  if (key?.replay) return key;
  if (facts.openOrderId !== undefined) throw slotAlreadyBooked(facts.openOrderId);
  return key;
}

/** Step 2, quote: the one pricing step, which the quote of the cart and checkout runs too. */
function quote(trx: Kysely<Database>, request: OrderRequest, facts: OrderFacts) {
  return priceOrder(
    trx,
    request.order,
    {
      userId: request.userId,
      referralWelcome: facts.referralWelcome !== undefined,
      pointsBalance: facts.loyaltyPoints,
    },
    request.now,
    facts.catalogue,
    facts.shopCharges,
  );
}

/**
 * The shop's minimum order is met by the items subtotal (400, field `items`), and the points
 * asked for are within half the total after discount and the balance read under the customer's
 * lock (400, field `pointsToRedeem`).
 */
function assertCharges(priced: PricedOrder): void {
  const minimumRefusal = minimumOrderRefusalOf(priced);
  if (minimumRefusal !== null) throw badRequest(minimumRefusal, 'items');
  const { pointsRefusal } = priced.charges;
  if (pointsRefusal !== null) throw badRequest(pointsRefusal, 'pointsToRedeem');
}

type BookedSlot = NonNullable<OrderFacts['slot']>;

/**
 * Step 3, reserve the slot: the shop is not closed on the pickup date (409, read with the facts,
 * under the place's lock, which a closure waits for); the slot exists, is offered on the date's
 * weekday and has a place left (read under the same lock). The place is taken by writing the order: the database's
 * `slot_bookings` count follows the orders.
 */
function reserveSlot(request: OrderRequest, facts: OrderFacts): BookedSlot {
  const { pickupDate } = request.order;
  if (facts.closedReason !== undefined) throw closedDateError(pickupDate, facts.closedReason);
  return assertSlotBookable(facts.slot, pickupDate, facts.taken, request.now);
}

/** What the order's steps decided, for the rows to write. */
interface DecidedOrder {
  priced: PricedOrder;
  slot: BookedSlot;
  facts: OrderFacts;
  takeOverFrom: string | null;
}

/** A placed order: its answer (still to be written, on PostgreSQL) and what it told. */
interface PlacedOrder {
  answer: CreatedOrder | LastStatement<CreatedOrder>;
  summary: OrderSummary;
  /** The customer's special instructions, for the shop's e-mail. */
  notes: string | null;
}

/**
 * Step 4, persist: the order's row, its lines, its first status event and the Idempotency-Key's
 * answer. The answer is serialised once; the same text is stored with the key. On PostgreSQL
 * the rows are written by the transaction's last statement, which goes out with the COMMIT.
 */
async function persist(
  trx: Kysely<Database>,
  request: OrderRequest,
  decided: DecidedOrder,
): Promise<PlacedOrder> {
  const rows = orderRowsOf(request, decided);
  let orderId = 0;
  const json = await writePlacedOrder(trx, rows, decided.facts.newIds, (ids) => {
    orderId = ids.orderId;
    return placedOrderJson(rows, decided.slot.start_time, ids);
  });
  if (json === null) throw conflict(API_MESSAGES.order.idempotencyInFlight, 'Idempotency-Key');
  // The points spent go out after the order's own statement, in its transaction: a refused or
  // failed order spends none.
  const redeemed = redeemPointsStatements(trx, {
    userId: request.userId,
    points: rows.order.points_redeemed_paise / PAISE_PER_POINT,
    orderId,
    at: rows.order.created_at,
  });
  const answer =
    json instanceof LastStatement
      ? new LastStatement([...json.statements, ...redeemed], created(json.result))
      : new LastStatement(redeemed, created(json));
  return {
    answer,
    summary: summaryOf(orderId, rows, decided.facts.customer),
    notes: rows.order.notes,
  };
}

/** An order line as the messages tell it (money in paise). */
function messageLineOf(item: {
  service_name: string;
  name: string;
  quantity: number;
  line_total_paise: number;
}) {
  return {
    serviceName: item.service_name,
    name: item.name,
    quantity: item.quantity,
    lineTotalPaise: item.line_total_paise,
  };
}

/** The order as its messages tell it (money in paise, the slot as booked). */
function summaryOf(
  orderId: number,
  { order, items }: OrderToWrite,
  customer: OrderCustomer | undefined,
): OrderSummary {
  return {
    id: orderId,
    customerName: customer?.first_name ?? '',
    items: items.map(messageLineOf),
    totalPaise: order.total_paise,
    pickupDate: order.pickup_date,
    pickupSlot: order.pickup_slot_label,
  };
}

/**
 * Step 5, notify: the customer's confirmation and the shop's e-mail, written to the outbox in
 * the order's transaction as its very last statement, so on PostgreSQL it rides in the round
 * trip of the COMMIT. One INSERT of values already in hand (rendering waits for the delivery
 * worker), whose conflict on the once-only key writes nothing: it cannot refuse the order.
 */
function notify(
  trx: Kysely<Database>,
  { answer, summary, notes }: PlacedOrder,
  customer: OrderCustomer | undefined,
  shopEmail: string | null,
): LastStatement<CreatedOrder> {
  const last = answer instanceof LastStatement ? answer : new LastStatement([], answer);
  if (!customer) return last;
  const messages = placedOrderMessages(customer, summary, { shopEmail, notes });
  const statement = enqueueStatement(trx, messages);
  return statement ? last.with([statement]) : last;
}

/**
 * A priced line's row: the catalogue item's snapshot the order keeps (its name, description and
 * price as they were), as placing an order and the counter's intake write it.
 */
export function lineRowOf(line: PricedOrder['lines'][number]): OrderToWrite['items'][number] {
  return {
    service_item_id: line.item.id,
    service_name: line.item.service_name,
    name: line.item.name,
    description: line.item.description,
    unit_price_paise: line.item.price_paise,
    quantity: line.quantity,
    line_total_paise: line.totalPaise,
  };
}

/** The rows of a placed order, as `writePlacedOrder` writes them. */
function orderRowsOf(request: OrderRequest, { priced, slot, takeOverFrom }: DecidedOrder) {
  const timestamp = request.now.toISOString();
  const { lines, chosen, totals, charges, appliedVoucher: applied } = priced;
  const rows: OrderToWrite = {
    order: {
      user_id: request.userId,
      pickup_date: request.order.pickupDate,
      pickup_slot_id: slot.id,
      pickup_slot_label: formatSlotLabel(slot.start_time, slot.end_time),
      voucher_id: applied?.id ?? null,
      voucher_code: applied?.code ?? null,
      discount_source: chosen.source,
      discount_percent: totals.discountPercent,
      subtotal_paise: totals.subtotalPaise,
      discount_paise: totals.discountPaise,
      delivery_fee_paise: charges.deliveryFeePaise,
      points_redeemed_paise: charges.pointsRedeemedPaise,
      total_paise: charges.chargedPaise,
      latitude: request.location.lat,
      longitude: request.location.lng,
      notes: request.order.notes,
      created_at: timestamp,
    },
    items: lines.map(lineRowOf),
    event: {
      status: 'pending',
      note: 'Order placed',
      changed_by_user_id: request.userId,
      created_at: timestamp,
    },
    key: request.key
      ? {
          userId: request.userId,
          ...request.key,
          createdAt: timestamp,
          statusCode: 201,
          takeOverFrom,
        }
      : null,
  };
  return rows;
}

const created = (json: string): CreatedOrder => ({ statusCode: 201, json, replayed: false });

/** A placed order as the API shows it, from the rows written rather than read back. */
function placedOrderJson(
  { order, items, event }: OrderToWrite,
  pickupStartTime: string,
  { orderId, itemIds }: OrderIds,
): string {
  return serialiseOrder(
    toOrder(
      {
        ...order,
        id: orderId,
        status: 'pending',
        updated_at: order.created_at,
        delivery_date: null,
        delivery_slot_id: null,
        pickup_start_time: pickupStartTime,
        delivery_start_time: null,
        delivery_end_time: null,
        adjusted_at: null,
        last_tag_seq: 0,
        paid_paise: 0,
        refunded_paise: 0,
        forgone_paise: 0,
        invoice_number: null,
      },
      items.map((row, index) => ({ ...row, id: itemIds[index] ?? 0, order_id: orderId })),
      [{ ...event, order_id: orderId }],
    ),
  );
}

/**
 * A customer's orders, newest first, as the JSON of `ZMyOrdersResponse`: one query for the
 * orders' stamps, and three more only for orders not rendered since they last changed.
 */
export async function ordersOfUserJson(
  db: Kysely<Database>,
  views: OrderViewCache,
  userId: number,
): Promise<string> {
  const rendered = await views.render(db, await selectOrderStampsOfUser(db, userId));
  return jsonArray(rendered.map((order) => order.json));
}

/**
 * A customer cancels their own order while it is pending; after that the shop decides. The
 * slot place is freed because a cancelled order no longer counts against the slot's capacity.
 * Staff and admins may cancel any pending order this way: theirs is a shop's write, kept in the
 * audit log with the cancellation (a customer's own cancellation is not). An order that was
 * completed once and moved back to pending takes back what its completion gave, as the admin's
 * cancellation does (`withdrawEarnedPoints`, `withdrawReferralRewardOf`).
 */
export async function cancelOrder(
  db: Kysely<Database>,
  orderId: number,
  caller: AuditActor & { role: TUserRole },
  now: Date = new Date(),
): Promise<TOrder> {
  const owner = await selectOrderOwnership(db, orderId);
  if (!owner) throw notFound(API_MESSAGES.order.orderNotFound);
  if (!isShopRole(caller.role) && owner.user_id !== caller.id) {
    throw new HttpError(403, API_MESSAGES.server.forbidden);
  }
  const timestamp = now.toISOString();
  const cancelled = await transaction(db, async (trx) => {
    const cancelledPending = await cancelIfPending(trx, orderId, timestamp);
    if (!cancelledPending) {
      throw conflict(API_MESSAGES.order.onlyPendingCancellable, 'status');
    }
    const note =
      caller.id === owner.user_id ? 'Cancelled by the customer' : 'Cancelled by the shop';
    await insertStatusEvent(trx, {
      order_id: orderId,
      status: 'cancelled',
      note,
      changed_by_user_id: caller.id,
      created_at: timestamp,
    });
    await returnOrderPoints(trx, owner, timestamp);
    await withdrawEarnedPoints(trx, owner, timestamp);
    const referral = await referralToWithdrawOf(trx, orderId);
    if (referral) {
      await withdrawReferralRewardOf(trx, referral, { orderId, at: timestamp });
    }
    if (caller.id !== owner.user_id) {
      await recordAudit(trx, caller, {
        action: 'order.status',
        entity: 'order',
        entityId: orderId,
        before: { status: 'pending' },
        after: { status: 'cancelled' },
      });
    }
    // An order can be invoiced while pending (paid in full): its credit note goes with it.
    await issueCreditNoteFor(trx, orderId, note, now);
    await notifyOrderChange(
      trx,
      orderId,
      statusChangeOf('cancelled', { status: 'pending', ...cancelledPending }, now.toISOString()),
    );
    const [view] = await loadOrderViews(trx, [orderId]);
    if (!view) throw notFound(API_MESSAGES.order.orderNotFound);
    return view;
  });
  wakeDelivery();
  return cancelled;
}

/** An order waiting for its pickup, as a pickup reminder tells it (money in paise). */
export interface PendingPickup {
  id: number;
  userId: number;
  items: { serviceName: string; name: string; quantity: number; lineTotalPaise: number }[];
  totalPaise: number;
  pickupDate: string;
  pickupSlot: string;
}

/** The orders still to be picked up on `date` (not yet picked up, cancelled or completed). */
export async function pendingPickupsOn(db: Db, date: string): Promise<PendingPickup[]> {
  const { orders, items } = await selectPendingPickupsOn(db, date);
  return orders.map((order) => ({
    id: order.id,
    userId: order.user_id,
    items: items.filter((item) => item.order_id === order.id).map(messageLineOf),
    totalPaise: order.total_paise,
    pickupDate: order.pickup_date,
    pickupSlot: order.pickup_slot_label,
  }));
}
