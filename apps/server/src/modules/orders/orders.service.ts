import { createHash } from 'node:crypto';
import {
  formatSlotLabel,
  MESSAGES,
  weekdayOf,
  type TCreateOrderRequest,
  type TOrder,
  type TOrderQuoteRequest,
  type TOrderQuoteResponse,
  ZOrder,
  API_MESSAGES,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import type { Database } from '../../db/tables.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { referralWelcomeOf } from '../referrals/referrals.service.js';
import { assertPickupDate, isSlotBookable } from '../slots/slots.service.js';
import { normaliseVoucherCode } from '../vouchers/vouchers.service.js';
import { priceOrder, toQuote, voucherRefusalOf } from './order-quote.js';
import { loadOrderViews, toOrder } from './order-views.js';
import type { OrderViewCache } from './order-views-cache.js';
import { LastStatement, type WriteTransactions } from '../../db/write-transactions.js';
import { compileJsonSerializer } from '../../plugins/serializer.js';
import {
  cancelIfPending,
  deleteIdempotencyKeysBefore,
  hasOrderedBefore,
  insertStatusEvent,
  readOrderFacts,
  selectOrderStampsOfUser,
  selectOrderOwnership,
  selectCustomersWhoOrdered,
  slotHasOrders as slotHasOrdersRow,
  writePlacedOrder,
  type OrderIds,
  type OrderToWrite,
  type StoredKey,
} from './orders.repository.js';

const serialiseOrder = compileJsonSerializer(ZOrder);

export interface CreatedOrder {
  statusCode: number;
  /** The order as `ZOrder` JSON, serialised once: the same text is stored for a replay. */
  json: string;
  /** True when an earlier submission with the same Idempotency-Key is answered again. */
  replayed: boolean;
}

/** How long an Idempotency-Key is remembered: a retry within this window replays the order. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * A claimed key without a stored answer after this long belongs to a request that died with
 * its process (the order's transaction rolled back); a retry may take the key over.
 */
export const IDEMPOTENCY_KEY_ABANDONED_MS = 60 * 1000;

/** What decides an order, in a stable form: the same order always hashes the same. */
export function requestHashOf(order: TCreateOrderRequest): string {
  const location = order.geoLocation ?? order.location;
  const canonical = {
    items: [...order.items]
      .map((line) => [line.itemId, line.quantity])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
    pickupDate: order.pickupDate,
    pickupSlotId: order.pickupSlotId,
    voucher: order.voucher ? normaliseVoucherCode(order.voucher) : null,
    location: location ? [location.lat, location.lng] : null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

type KeyCheck =
  { replay: null; takeOverFrom: string | null } | { replay: CreatedOrder; takeOverFrom: null };

/**
 * Stripe's rules for an Idempotency-Key, per customer, checked inside the order's transaction
 * after the customer's row lock, so that one customer's requests are decided one at a time: a
 * key never seen is free; a later request with the same body replays the stored answer, one
 * with a different body is refused (422), and one that finds a key still without an answer
 * (left by an older version that claimed keys in a transaction of their own) is told so (409).
 * A duplicate that arrives while the first is still running is refused before it gets here
 * (`createIdempotencyGate`).
 * Keys older than the retention window, or abandoned, are taken over (`takeOverFrom`).
 */
function checkKey(stored: StoredKey | undefined, requestHash: string, now: Date): KeyCheck {
  if (!stored) return { replay: null, takeOverFrom: null };
  const age = now.getTime() - Date.parse(stored.created_at);
  const answered = stored.status_code !== null && stored.response_body !== null;
  const reusable =
    age >= IDEMPOTENCY_KEY_RETENTION_MS || (!answered && age >= IDEMPOTENCY_KEY_ABANDONED_MS);
  if (reusable) return { replay: null, takeOverFrom: stored.created_at };
  if (stored.request_hash !== requestHash) {
    throw new HttpError(422, API_MESSAGES.order.idempotencyMismatch, 'Idempotency-Key');
  }
  if (!answered) throw conflict(API_MESSAGES.order.idempotencyInFlight, 'Idempotency-Key');
  return {
    replay: {
      statusCode: stored.status_code ?? 201,
      json: stored.response_body ?? 'null',
      replayed: true,
    },
    takeOverFrom: null,
  };
}

/**
 * The Idempotency-Keys whose first request is still running in this server process. Stripe's
 * rule is that a second request with such a key is told so at once (409) instead of waiting.
 * The order's transaction decides a key under the customer's row lock, so without this gate a
 * duplicate would simply wait for the first and replay its answer; that is still what happens
 * when the duplicate reaches another server instance, which can never place a second order.
 */
export function createIdempotencyGate() {
  const running = new Set<string>();
  return {
    async run<T>(userId: number, key: string | undefined, work: () => Promise<T>): Promise<T> {
      if (key === undefined) return work();
      const id = `${userId}\u0000${key}`;
      if (running.has(id))
        throw conflict(API_MESSAGES.order.idempotencyInFlight, 'Idempotency-Key');
      running.add(id);
      try {
        return await work();
      } finally {
        running.delete(id);
      }
    },
  };
}

/** Forgets Idempotency-Keys past the retention window. */
export function purgeExpiredIdempotencyKeys(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  return deleteIdempotencyKeysBefore(
    db,
    new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString(),
  );
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whether the customer has ordered before, as every first-order offer decides it: an order that
 * was not cancelled counts, whatever its status; a cancelled one never does.
 */
export function customerHasOrderedBefore(db: Db, userId: number): Promise<boolean> {
  return hasOrderedBefore(db, userId);
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
  const priced = await priceOrder(
    db,
    { items: request.items, voucher: request.voucherCode ?? null },
    { userId, referralWelcome: referral !== undefined },
    now,
  );
  return toQuote(priced);
}

/** 409: the customer already holds an open order in this pickup slot; the answer names it. */
export function slotAlreadyBooked(orderId: number): HttpError {
  return new HttpError(409, API_MESSAGES.order.slotAlreadyBooked, 'pickupSlotId', undefined, {
    orderId,
  });
}

/**
 * Places an order. The client is trusted for item ids, quantities, the pickup choice, a voucher
 * code and the location, nothing else: every line is priced from the catalogue, the voucher,
 * the referral welcome, the pickup window, the customer's one open order per slot and the
 * slot's last place are all decided here, inside one transaction that also writes the items,
 * the first status event and the idempotency record. Any refusal rolls everything back. The
 * answer is given once the transaction has committed (on SQLite, together with the orders
 * placed beside it). The referrer's reward waits for the order's completion
 * (`rewardReferrerOf`, in the admin's status change).
 */
export async function createOrder(
  transactions: WriteTransactions,
  dialect: DatabaseKind,
  userId: number,
  order: TCreateOrderRequest,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<CreatedOrder> {
  assertPickupDate(order.pickupDate, now, 'pickupDate');
  const location = order.geoLocation ?? order.location;
  if (!location) throw badRequest(MESSAGES.checkout.locationRequired, 'geoLocation');
  const timestamp = now.toISOString();

  const requestHash = idempotencyKey ? requestHashOf(order) : '';

  // One transaction: a refused order leaves nothing behind, not even its Idempotency-Key, so a
  // corrected retry can use the key again.
  return transactions.run(async (trx): Promise<CreatedOrder | LastStatement<CreatedOrder>> => {
    // Read under the customer's row lock (and on PostgreSQL the slot's), so that one customer's
    // orders, and one slot's places, are decided one at a time.
    const facts = await readOrderFacts(trx, dialect, {
      userId,
      key: idempotencyKey ?? null,
      pickupDate: order.pickupDate,
      pickupSlotId: order.pickupSlotId,
      itemIds: order.items.map((line) => line.itemId),
    });
    if (!facts.customerFound) throw notFound(API_MESSAGES.server.notFound);
    const key = idempotencyKey ? checkKey(facts.key, requestHash, now) : null;
    if (key?.replay) return key.replay;
    // One open order per customer, pickup date and slot: of two parallel orders one is refused.
    if (facts.openOrderId !== undefined) throw slotAlreadyBooked(facts.openOrderId);

    // The one pricing step, which the quote of the cart and checkout runs too.
    const priced = await priceOrder(
      trx,
      order,
      { userId, referralWelcome: facts.referralWelcome !== undefined },
      now,
      facts.catalogue,
    );

    const slot = facts.slot;
    if (!slot) throw badRequest(API_MESSAGES.order.slotNotFound, 'pickupSlotId');
    if (slot.day !== weekdayOf(order.pickupDate)) {
      throw badRequest(API_MESSAGES.order.slotWrongDay, 'pickupSlotId');
    }
    if (!isSlotBookable(slot, order.pickupDate, facts.taken, now)) {
      throw conflict(API_MESSAGES.order.slotUnavailable, 'pickupSlotId');
    }

    const voucherRefusal = voucherRefusalOf(priced);
    if (voucherRefusal !== null) throw badRequest(voucherRefusal, 'voucher');
    const { lines, chosen, totals, appliedVoucher: applied } = priced;
    const orderRow = {
      user_id: userId,
      pickup_date: order.pickupDate,
      pickup_slot_id: slot.id,
      pickup_slot_label: formatSlotLabel(slot.start_time, slot.end_time),
      voucher_id: applied?.id ?? null,
      voucher_code: applied?.code ?? null,
      discount_source: chosen.source,
      discount_percent: totals.discountPercent,
      subtotal_paise: totals.subtotalPaise,
      discount_paise: totals.discountPaise,
      total_paise: totals.totalPaise,
      latitude: location.lat,
      longitude: location.lng,
      created_at: timestamp,
    };
    const itemRows = lines.map((line) => ({
      service_item_id: line.item.id,
      service_name: line.item.service_name,
      name: line.item.name,
      description: line.item.description,
      unit_price_paise: line.item.price_paise,
      quantity: line.quantity,
      line_total_paise: line.totalPaise,
    }));
    const firstEvent = {
      status: 'pending' as const,
      note: 'Order placed',
      changed_by_user_id: userId,
      created_at: timestamp,
    };
    // The order's answer is serialised once; the same text is stored with its Idempotency-Key.
    const json = await writePlacedOrder(
      trx,
      dialect,
      {
        order: orderRow,
        items: itemRows,
        event: firstEvent,
        key:
          idempotencyKey && key
            ? {
                userId,
                key: idempotencyKey,
                requestHash,
                createdAt: timestamp,
                statusCode: 201,
                takeOverFrom: key.takeOverFrom,
              }
            : null,
      },
      facts.newIds,
      (ids) => placedOrderJson(orderRow, itemRows, firstEvent, slot.start_time, ids),
    );
    if (json === null) throw conflict(API_MESSAGES.order.idempotencyInFlight, 'Idempotency-Key');
    return json instanceof LastStatement
      ? new LastStatement(json.statement, created(json.result))
      : created(json);
  });
}

const created = (json: string): CreatedOrder => ({ statusCode: 201, json, replayed: false });

/** A placed order as the API shows it, from the rows written rather than read back. */
function placedOrderJson(
  order: OrderToWrite['order'],
  items: OrderToWrite['items'],
  event: OrderToWrite['event'],
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
  return `[${rendered.map((order) => order.json).join(',')}]`;
}

/**
 * A customer cancels their own order while it is pending; after that the shop decides. The
 * slot place is freed because a cancelled order no longer counts against the slot's capacity.
 */
export async function cancelOrder(
  db: Kysely<Database>,
  orderId: number,
  caller: { id: number; role: 'user' | 'admin' },
  now: Date = new Date(),
): Promise<TOrder> {
  const owner = await selectOrderOwnership(db, orderId);
  if (!owner) throw notFound(API_MESSAGES.order.orderNotFound);
  if (caller.role !== 'admin' && owner.user_id !== caller.id) {
    throw new HttpError(403, API_MESSAGES.server.forbidden);
  }
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await cancelIfPending(trx, orderId, timestamp))) {
      throw conflict(API_MESSAGES.order.onlyPendingCancellable, 'status');
    }
    await insertStatusEvent(trx, {
      order_id: orderId,
      status: 'cancelled',
      note: caller.id === owner.user_id ? 'Cancelled by the customer' : 'Cancelled by the shop',
      changed_by_user_id: caller.id,
      created_at: timestamp,
    });
    const [view] = await loadOrderViews(trx, [orderId]);
    if (!view) throw notFound(API_MESSAGES.order.orderNotFound);
    return view;
  });
}
