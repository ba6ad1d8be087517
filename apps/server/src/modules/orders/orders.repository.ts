import { sql, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database, Db, OrderItemsTable, OrderStatus } from '../../db/tables.js';
import { isPostgres, lockedForUpdate } from '../../db/dialect.js';
import { pipelined } from '../../db/pipeline.js';
import {
  fieldsOf,
  listMarkers,
  listParams,
  preparedQuery,
  preparedQueryPerCount,
} from '../../db/prepared.js';
import { LastStatement } from '../../db/write-transactions.js';
import { updatedAny } from '../../db/query-results.js';
// Placing an order reads the customer, the slot, the catalogue and the referral in its own
// statements, one round trip on PostgreSQL (`readOrderFacts`): the one path that reads other
// modules' tables, through their repositories' prepared queries, for speed.
import type { SessionRow } from '../accounts/session.js';
import { selectCustomerForUpdate } from '../accounts/users.repository.js';
import {
  CATALOGUE_ITEM_COLUMNS,
  selectCatalogueItems,
  type CatalogueItem,
} from '../catalogue/catalogue.repository.js';
import { selectReferralOf } from '../referrals/referrals.repository.js';
import { selectClosure } from '../closures/closures.repository.js';
import { selectShopSettings } from '../settings/shop-settings.repository.js';
import {
  selectPinCodeVerdict,
  type PinCodeVerdict,
} from '../service-area/service-area.repository.js';
import { countBookingsOfSlot, placeLockColumns, selectSlot } from '../slots/slots.repository.js';
import type { OrderStamp } from './order-views-cache.js';

/**
 * Orders joined to their customers' `users` rows: the read paths that show who placed an order
 * (the dashboard's lists, the day's board, an invoice, the orders export) join it in their own SQL.
 */
export function ordersWithCustomers(db: Db) {
  return db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
}

/**
 * An order's money as the documents about it show it (its invoice, the orders export): what it
 * was charged, the voucher that discounted it, what was paid, refunded and forgone, and the
 * number of its invoice.
 */
export const ORDER_MONEY_COLUMNS = [
  'orders.subtotal_paise',
  'orders.discount_paise',
  'orders.voucher_code',
  'orders.delivery_fee_paise',
  'orders.points_redeemed_paise',
  'orders.total_paise',
  'orders.paid_paise',
  'orders.refunded_paise',
  'orders.forgone_paise',
  'orders.invoice_number',
] as const;

export function selectIdempotencyKey(db: Db, userId: number, key: string) {
  return idempotencyKeyQuery.first(db, { userId, key });
}

const idempotencyKeyQuery = preparedQuery((db, p: { userId: number; key: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body', 'created_at'])
    .where('user_id', '=', p.userId)
    .where('key', '=', p.key),
);

/** Forgets keys older than the retention window; returns how many went. */
export async function deleteIdempotencyKeysBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Records the answer to a request with an Idempotency-Key, in the order's transaction: a new
 * row, or the row of an expired or abandoned key taken over (only if it is still the one that
 * was read, so of two requests taking it over at once exactly one wins). False when another
 * request took it over first.
 */
export async function storeIdempotentResponse(
  trx: Db,
  values: {
    userId: number;
    key: string;
    requestHash: string;
    createdAt: string;
    statusCode: number;
    responseBody: string;
    takeOverFrom: string | null;
  },
): Promise<boolean> {
  const row = {
    request_hash: values.requestHash,
    status_code: values.statusCode,
    response_body: values.responseBody,
    created_at: values.createdAt,
  };
  if (values.takeOverFrom === null) {
    await insertIdempotencyKey.affected(trx, values);
    return true;
  }
  return updatedAny(
    trx
      .updateTable('idempotency_keys')
      .set(row)
      .where('user_id', '=', values.userId)
      .where('key', '=', values.key)
      .where('created_at', '=', values.takeOverFrom),
  );
}

/** A customer's Idempotency-Key and the answer it replays. */
interface IdempotencyKeyParams {
  userId: number;
  key: string;
  requestHash: string;
  statusCode: number;
  responseBody: string;
  createdAt: string;
}

/** The key's row; each field read by name, as the markers of a prepared query want. */
function idempotencyKeyRow(p: IdempotencyKeyParams) {
  return {
    user_id: p.userId,
    key: p.key,
    request_hash: p.requestHash,
    status_code: p.statusCode,
    response_body: p.responseBody,
    created_at: p.createdAt,
  };
}

const insertIdempotencyKey = preparedQuery((db, p: IdempotencyKeyParams) =>
  db.insertInto('idempotency_keys').values(idempotencyKeyRow(p)),
);

/**
 * Whether the customer has ordered before, as every first-order offer decides it (a first-order
 * voucher, the referral welcome; when an order is placed, quoted, or its voucher checked): an
 * order that was not cancelled counts, whatever its status; a cancelled one never does, so a
 * customer whose only orders were cancelled still gets first-order offers.
 */
export async function hasOrderedBefore(db: Db, userId: number): Promise<boolean> {
  return (await orderedBeforeQuery.first(db, { userId })) !== undefined;
}

const orderedBeforeQuery = preparedQuery((db, p: { userId: number }) =>
  db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', p.userId)
    .where('status', '<>', 'cancelled')
    .limit(1),
);

/** The customer's orders but this one that are not cancelled and carry a discount. */
export function selectOtherDiscountedOrders(db: Db, of: { userId: number; exceptOrderId: number }) {
  return db
    .selectFrom('orders')
    .select(['id', 'discount_source', 'voucher_code'])
    .where('user_id', '=', of.userId)
    .where('status', '<>', 'cancelled')
    .where('id', '<>', of.exceptOrderId)
    .where('discount_source', 'is not', null)
    .execute();
}

/** The customer's earliest completed order other than `exceptOrderId`, if any. */
export async function selectOtherCompletedOrder(
  db: Db,
  of: { userId: number; exceptOrderId: number },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', of.userId)
    .where('status', '=', 'completed')
    .where('id', '<>', of.exceptOrderId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Which of these customers have ordered, by the rule of `hasOrderedBefore` (a cancelled order
 * does not count), in one query.
 */
export async function selectCustomersWhoOrdered(
  db: Db,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', userIds)
    .where('status', '<>', 'cancelled')
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** True when any order, open or past, books this slot for pickup or delivery. */
export async function slotHasOrders(db: Db, slotId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) => eb.or([eb('pickup_slot_id', '=', slotId), eb('delivery_slot_id', '=', slotId)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An order that holds its customer's booking of a pickup: neither cancelled nor completed. The
 * condition is written as the partial index `orders_open_by_customer_slot_idx` has it, so that
 * both databases read that index.
 */
const isOpenOrder = sql<SqlBool>`status not in ('cancelled', 'completed')`;

/**
 * The customer's open order for this pickup date and slot, if any: a customer holds at most one
 * (decisions: "Abuse, fairness and first orders"). Read under the customer's row lock (placing
 * an order, reopening one), so two requests cannot both find none.
 */
export function selectOpenOrderInSlot(
  db: Db,
  values: { userId: number; pickupDate: string; pickupSlotId: number },
) {
  return openOrderInSlotQuery.first(db, values);
}

const openOrderInSlotQuery = preparedQuery(
  (db, p: { userId: number; pickupDate: string; pickupSlotId: number }) =>
    db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', p.userId)
      .where('pickup_date', '=', p.pickupDate)
      .where('pickup_slot_id', '=', p.pickupSlotId)
      .where(isOpenOrder)
      .limit(1),
);

interface NewOrder {
  user_id: number;
  pickup_date: string;
  pickup_slot_id: number;
  pickup_slot_label: string;
  voucher_id: number | null;
  voucher_code: string | null;
  discount_source: 'voucher' | 'referral' | null;
  discount_percent: number;
  subtotal_paise: number;
  discount_paise: number;
  delivery_fee_paise: number;
  points_redeemed_paise: number;
  total_paise: number;
  latitude: number;
  longitude: number;
  notes: string | null;
  created_at: string;
}

export async function insertOrder(trx: Db, values: NewOrder): Promise<number> {
  const row = await insertOrderQuery.first(trx, values);
  if (!row) throw new Error('the order was not inserted');
  return row.id;
}

const insertOrderQuery = preparedQuery((db, p: NewOrder) =>
  db
    .insertInto('orders')
    .values({
      user_id: p.user_id,
      status: 'pending',
      pickup_date: p.pickup_date,
      pickup_slot_id: p.pickup_slot_id,
      pickup_slot_label: p.pickup_slot_label,
      voucher_id: p.voucher_id,
      voucher_code: p.voucher_code,
      discount_source: p.discount_source,
      discount_percent: p.discount_percent,
      subtotal_paise: p.subtotal_paise,
      discount_paise: p.discount_paise,
      delivery_fee_paise: p.delivery_fee_paise,
      points_redeemed_paise: p.points_redeemed_paise,
      total_paise: p.total_paise,
      latitude: p.latitude,
      longitude: p.longitude,
      notes: p.notes,
      created_at: p.created_at,
      updated_at: p.created_at,
    })
    .returning('id'),
);

/** An order line as written: every column but the id, always for an item of the catalogue. */
type NewOrderItem = Omit<Selectable<OrderItemsTable>, 'id' | 'service_item_id'> & {
  service_item_id: number;
};

export async function insertOrderItems(
  trx: Db,
  rows: NewOrderItem[],
): Promise<{ id: number; service_item_id: number | null }[]> {
  return insertOrderItemsQuery(rows.length).rows(trx, listParams(rows));
}

/** Every column of an order line but its id. */
export const ORDER_ITEM_COLUMNS = [
  'order_id',
  'service_item_id',
  'service_name',
  'name',
  'description',
  'unit_price_paise',
  'quantity',
  'line_total_paise',
] as const;

const insertOrderItemsQuery = preparedQueryPerCount((db, p: Record<string, NewOrderItem>, count) =>
  db
    .insertInto('order_items')
    .values(listMarkers(p, count).map((row) => fieldsOf(row, ORDER_ITEM_COLUMNS)))
    .returning(['id', 'service_item_id']),
);

interface NewStatusEvent {
  order_id: number;
  status: OrderStatus;
  note: string | null;
  changed_by_user_id: number | null;
  created_at: string;
}

export async function insertStatusEvent(trx: Db, values: NewStatusEvent): Promise<void> {
  await insertStatusEventQuery.affected(trx, values);
}

const insertStatusEventQuery = preparedQuery((db, p: NewStatusEvent) =>
  db.insertInto('order_status_events').values({
    order_id: p.order_id,
    status: p.status,
    note: p.note,
    changed_by_user_id: p.changed_by_user_id,
    created_at: p.created_at,
  }),
);

/** A placed order's rows, all but the ids that tie them together. */
export interface OrderToWrite {
  order: NewOrder;
  items: Omit<NewOrderItem, 'order_id'>[];
  event: Omit<NewStatusEvent, 'order_id'>;
  /** The Idempotency-Key to record with the answer (`storeIdempotentResponse`), if one was sent. */
  key: {
    userId: number;
    key: string;
    requestHash: string;
    createdAt: string;
    statusCode: number;
    takeOverFrom: string | null;
  } | null;
}

/** An order's id and its lines' ids, in the order of its lines. */
export interface OrderIds {
  orderId: number;
  itemIds: number[];
}

/**
 * Writes a placed order: its row, its lines, its first status event and, with an
 * Idempotency-Key, the answer that `answer` makes from the new ids. Returns that answer, or null
 * when another request took over the (expired or abandoned) key first.
 *
 * PostgreSQL: one statement for the four rows (`newIds`, or ids allocated here, are known before
 * it, so the answer is made first), handed back unsent as the transaction's last statement, to
 * go out with the COMMIT. SQLite: a statement per table, in-process, the ids from the inserts.
 */
export async function writePlacedOrder(
  trx: Db,
  toWrite: OrderToWrite,
  newIds: OrderIds | undefined,
  answer: (ids: OrderIds) => string,
): Promise<string | LastStatement<string> | null> {
  const { order, items, event, key } = toWrite;
  if (isPostgres(trx)) {
    const ids = newIds ?? (await allocateOrderIds(trx, items.length));
    const json = answer(ids);
    const params: PlacedOrderParams = {
      order: { ...order, id: ids.orderId },
      items: listParams(
        items.map((item, index) => ({
          ...item,
          id: ids.itemIds[index] ?? 0,
          order_id: ids.orderId,
        })),
      ),
      event: { ...event, order_id: ids.orderId },
    };
    if (key && key.takeOverFrom === null) {
      return new LastStatement(
        insertPlacedOrderWithKeyQuery(items.length).compile(trx, {
          ...params,
          key: { ...key, responseBody: json },
        }),
        json,
      );
    }
    if (!key)
      return new LastStatement(insertPlacedOrderQuery(items.length).compile(trx, params), json);
    await insertPlacedOrderQuery(items.length).affected(trx, params);
    // A key to take over: only if it is still the one that was read.
    return (await storeIdempotentResponse(trx, { ...key, responseBody: json })) ? json : null;
  }
  const orderId = await insertOrder(trx, order);
  const inserted = await insertOrderItems(
    trx,
    items.map((item) => ({ ...item, order_id: orderId })),
  );
  const itemIds = new Map(inserted.map((row) => [row.service_item_id, row.id]));
  await insertStatusEvent(trx, { ...event, order_id: orderId });
  const json = answer({
    orderId,
    itemIds: items.map((item) => itemIds.get(item.service_item_id) ?? 0),
  });
  if (key && !(await storeIdempotentResponse(trx, { ...key, responseBody: json }))) return null;
  return json;
}

interface PlacedOrderParams {
  order: NewOrder & { id: number };
  items: Record<string, NewOrderItem & { id: number }>;
  event: NewStatusEvent;
}

/** PostgreSQL: the order, its lines and its first event with their ids, in one statement. */
function placedOrderRows(db: Kysely<Database>, p: PlacedOrderParams, count: number) {
  return db
    .with('placed_order', (qc) =>
      qc.insertInto('orders').values({
        id: p.order.id,
        user_id: p.order.user_id,
        status: 'pending',
        pickup_date: p.order.pickup_date,
        pickup_slot_id: p.order.pickup_slot_id,
        pickup_slot_label: p.order.pickup_slot_label,
        voucher_id: p.order.voucher_id,
        voucher_code: p.order.voucher_code,
        discount_source: p.order.discount_source,
        discount_percent: p.order.discount_percent,
        subtotal_paise: p.order.subtotal_paise,
        discount_paise: p.order.discount_paise,
        delivery_fee_paise: p.order.delivery_fee_paise,
        points_redeemed_paise: p.order.points_redeemed_paise,
        total_paise: p.order.total_paise,
        latitude: p.order.latitude,
        longitude: p.order.longitude,
        notes: p.order.notes,
        created_at: p.order.created_at,
        updated_at: p.order.created_at,
      }),
    )
    .with('placed_items', (qc) =>
      qc.insertInto('order_items').values(
        listMarkers(p.items, count).map((row) => ({
          id: row.id,
          ...fieldsOf(row, ORDER_ITEM_COLUMNS),
        })),
      ),
    );
}

function placedOrderEvent(p: PlacedOrderParams) {
  return {
    order_id: p.event.order_id,
    status: p.event.status,
    note: p.event.note,
    changed_by_user_id: p.event.changed_by_user_id,
    created_at: p.event.created_at,
  };
}

const insertPlacedOrderQuery = preparedQueryPerCount(
  (db, p: PlacedOrderParams, count) =>
    placedOrderRows(db, p, count).insertInto('order_status_events').values(placedOrderEvent(p)),
  { postgresOnly: true },
);

const insertPlacedOrderWithKeyQuery = preparedQueryPerCount(
  (db, p: PlacedOrderParams & { key: IdempotencyKeyParams }, count) =>
    placedOrderRows(db, p, count)
      .with('placed_event', (qc) =>
        qc.insertInto('order_status_events').values(placedOrderEvent(p)),
      )
      .insertInto('idempotency_keys')
      .values(idempotencyKeyRow(p.key)),
  { postgresOnly: true },
);

/**
 * What an order's messages need of its customer: the contact and chosen channels (as
 * `toNotificationContact` of the accounts module takes them) and, for the shop's e-mail, the
 * pickup address.
 */
const ORDER_CUSTOMER_COLUMNS = [
  'id',
  'email',
  'phone',
  'first_name',
  'last_name',
  'street',
  'city',
  'state',
  'zip_code',
  'notify_email',
  'notify_whatsapp',
  'notify_sms',
] as const;

/** SQLite: the customer of an order being placed (their row, read inside the write lock). */
const orderCustomerQuery = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('users').select(ORDER_CUSTOMER_COLUMNS).where('id', '=', p.userId),
);

export type OrderCustomer = NonNullable<Awaited<ReturnType<typeof orderCustomerQuery.first>>>;

/** A stored Idempotency-Key of the customer, as `decideKey` (idempotency.ts) judges it. */
export type StoredKey = NonNullable<Awaited<ReturnType<typeof selectIdempotencyKey>>>;

type SlotRow = NonNullable<Awaited<ReturnType<typeof selectSlot>>>;

/**
 * Everything placing an order reads, each fact read after the lock it depends on: the
 * customer's row lock (their Idempotency-Key, their open order in the slot, whether they ordered
 * before) and, on PostgreSQL, the place's lock (the slot, the places taken, the date's closure).
 */
export interface OrderFacts {
  /**
   * The customer's session fields (`modules/accounts/session.ts`), read with the customer's row
   * lock: the order's caller is checked here, not by a statement of its own. Missing when there
   * is no such customer.
   */
  session: SessionRow | undefined;
  /**
   * The customer's contact, address and chosen channels, for the order's messages (read with
   * the customer's row lock; on PostgreSQL missing only when the order is refused anyway).
   */
  customer: OrderCustomer | undefined;
  slot: SlotRow | undefined;
  /** The catalogue items among the order's lines (an unknown id is missing). */
  catalogue: CatalogueItem[];
  key: StoredKey | undefined;
  openOrderId: number | undefined;
  /** The referral that brought the customer, if this order is their first. */
  referralWelcome: { id: number; referrer_user_id: number; rewarded_at: string | null } | undefined;
  taken: number;
  /** Why the shop is closed on the pickup date (modules/closures); undefined when it is open. */
  closedReason: string | undefined;
  /** The customer's loyalty points balance, read under their row lock (points spent at checkout). */
  loyaltyPoints: number;
  /** The shop's delivery fee and minimum order (modules/settings), read with the facts. */
  shopCharges: { deliveryFeePaise: number; minimumOrderPaise: number };
  /**
   * Whether the customer's PIN code is in the shop's service area (`listed`), and whether the
   * area is limited at all (an empty list serves everywhere): modules/service-area decides.
   */
  pinCode: PinCodeVerdict;
  /**
   * PostgreSQL: ids for the order and its lines, taken from their sequences with the facts when
   * no answer or open order stands in the way, so that the order's answer can be written in the
   * statement that writes the order. An id of an order refused later is skipped, as ids of a
   * rolled-back transaction always were.
   */
  newIds: { orderId: number; itemIds: number[] } | undefined;
}

/**
 * Reads what placing an order decides on, in the order's transaction. SQLite: the statements
 * one by one (in-process, each costs microseconds; the transaction holds the write lock, so
 * none can be raced). PostgreSQL, where each statement is a round trip: two statements. The
 * first locks the customer's row, then the place in the slot on the date (the order every
 * writer takes them in), and reads the slot and the catalogue items; the second, whose snapshot
 * is taken once the locks are held, reads the facts that another order of the customer or for
 * the place could have changed, and allocates the new ids.
 */
export async function readOrderFacts(
  trx: Db,
  order: {
    userId: number;
    key: string | null;
    pickupDate: string;
    pickupSlotId: number;
    itemIds: readonly number[];
  },
): Promise<OrderFacts> {
  if (!isPostgres(trx)) return readOrderFactsOneByOne(trx, order);
  const factsParams = {
    userId: order.userId,
    key: order.key,
    pickupDate: order.pickupDate,
    pickupSlotId: order.pickupSlotId,
    lines: order.itemIds.length,
  };
  // One round trip: PostgreSQL runs the second statement once the first holds its locks.
  const [lockedAnswer, factsAnswer] = await pipelined(trx, [
    lockCustomerAndPlaceQuery.compile(trx, {
      userId: order.userId,
      slotId: order.pickupSlotId,
      date: order.pickupDate,
      itemIds: [...order.itemIds],
    }),
    orderFactsQuery.compile(trx, factsParams),
  ]);
  const locked = lockedAnswer?.rows[0] as LockedCustomerAndPlace | undefined;
  let facts = factsAnswer?.rows[0] as OrderFactsRow | undefined;
  let slot: SlotRow | undefined;
  let catalogue: CatalogueItem[];
  let customer: OrderCustomer | undefined;
  if (locked) {
    const { id, day, start_time, end_time, is_available, capacity } = locked;
    const { catalogue: items, customer: customerRow } = locked;
    slot = { id, day, start_time, end_time, is_available, capacity };
    catalogue = items;
    customer = customerRow ?? undefined;
  } else {
    // No such slot (or no such customer), so nothing was locked: lock the customer alone and
    // read the facts again under that lock, and let the checks refuse the order.
    if (!(await selectCustomerForUpdate.first(trx, { userId: order.userId }))) {
      return notFoundFacts;
    }
    facts = await orderFactsQuery.first(trx, factsParams);
    catalogue = await selectCatalogueItems(trx, order.itemIds);
  }
  if (!facts) return notFoundFacts;
  return factsOfRow(facts, { customer, slot, catalogue });
}

/** PostgreSQL: the facts of the facts statement's row and of the rows locked before it. */
function factsOfRow(
  facts: OrderFactsRow,
  locked: Pick<OrderFacts, 'customer' | 'slot' | 'catalogue'>,
): OrderFacts {
  return {
    session: { token_version: facts.token_version, is_disabled: facts.is_disabled },
    ...locked,
    key:
      facts.key_created_at === null || facts.request_hash === null
        ? undefined
        : {
            request_hash: facts.request_hash,
            status_code: facts.status_code,
            response_body: facts.response_body,
            created_at: facts.key_created_at,
          },
    openOrderId: facts.open_order_id ?? undefined,
    referralWelcome:
      facts.referral_id !== null && facts.referrer_user_id !== null && !facts.ordered_before
        ? {
            id: facts.referral_id,
            referrer_user_id: facts.referrer_user_id,
            rewarded_at: facts.rewarded_at,
          }
        : undefined,
    taken: facts.taken ?? 0,
    closedReason: facts.closed_reason ?? undefined,
    loyaltyPoints: facts.loyalty_points,
    shopCharges: chargesOfSettings(facts),
    pinCode: { listed: Boolean(facts.pin_listed), limited: Boolean(facts.pin_limited) },
    newIds:
      facts.new_order_id !== null && facts.new_item_ids !== null
        ? { orderId: facts.new_order_id, itemIds: facts.new_item_ids }
        : undefined,
  };
}

const notFoundFacts: OrderFacts = {
  session: undefined,
  customer: undefined,
  slot: undefined,
  catalogue: [],
  key: undefined,
  openOrderId: undefined,
  referralWelcome: undefined,
  taken: 0,
  closedReason: undefined,
  loyaltyPoints: 0,
  shopCharges: { deliveryFeePaise: 0, minimumOrderPaise: 0 },
  pinCode: { listed: false, limited: false },
  newIds: undefined,
};

async function readOrderFactsOneByOne(
  trx: Db,
  order: Parameters<typeof readOrderFacts>[1],
): Promise<OrderFacts> {
  const customer = await orderCustomerQuery.first(trx, { userId: order.userId });
  if (!customer) return notFoundFacts;
  const key =
    order.key === null ? undefined : await selectIdempotencyKey(trx, order.userId, order.key);
  const open = await selectOpenOrderInSlot(trx, order);
  const referral = await selectReferralOf(trx, order.userId);
  const welcome = referral && !(await hasOrderedBefore(trx, order.userId)) ? referral : undefined;
  const balance = await loyaltyBalanceQuery.first(trx, { userId: order.userId });
  return {
    session: balance,
    customer,
    slot: await selectSlot(trx, order.pickupSlotId),
    catalogue: await selectCatalogueItems(trx, order.itemIds),
    key,
    openOrderId: open?.id,
    referralWelcome: welcome,
    taken: await countBookingsOfSlot(trx, order.pickupDate, order.pickupSlotId),
    closedReason: (await selectClosure(trx, order.pickupDate))?.reason,
    loyaltyPoints: balance?.loyalty_points ?? 0,
    shopCharges: chargesOfSettings(await selectShopSettings(trx)),
    pinCode: await selectPinCodeVerdict(trx, customer.zip_code),
    newIds: undefined,
  };
}

/** The shop's fee and minimum from its settings' row (none: off). */
function chargesOfSettings(
  row: { delivery_fee_paise: number | null; minimum_order_paise: number | null } | undefined,
): OrderFacts['shopCharges'] {
  return {
    deliveryFeePaise: row?.delivery_fee_paise ?? 0,
    minimumOrderPaise: row?.minimum_order_paise ?? 0,
  };
}

/** SQLite: the customer's points balance and session fields (read inside the write lock). */
const loyaltyBalanceQuery = preparedQuery((db, p: { userId: number }) =>
  db
    .selectFrom('users')
    .select(['loyalty_points', 'token_version', 'is_disabled'])
    .where('id', '=', p.userId),
);

/**
 * PostgreSQL: the customer's row locked for the transaction, then the place in the slot on the
 * date (`placeLockColumns`: advisory locks, evaluated once the row below is locked), with the
 * slot and the order's catalogue items. No row, and no place locked, when either the customer
 * or the slot is missing.
 */
const lockCustomerAndPlaceQuery = preparedQuery(
  (db, p: { userId: number; slotId: number; date: string; itemIds: number[] }) =>
    db
      .selectFrom([
        db
          .selectFrom('users')
          .select('id')
          .where('id', '=', p.userId)
          .forUpdate()
          .as('locked_customer'),
        'pickup_slots',
      ])
      .select((eb) => [
        'pickup_slots.id',
        'pickup_slots.day',
        'pickup_slots.start_time',
        'pickup_slots.end_time',
        'pickup_slots.is_available',
        'pickup_slots.capacity',
        jsonObjectFrom(
          eb
            .selectFrom('users as customer')
            .select(ORDER_CUSTOMER_COLUMNS)
            .whereRef('customer.id', '=', 'locked_customer.id'),
        ).as('customer'),
        jsonArrayFrom(
          eb
            .selectFrom('service_items')
            .innerJoin('services', 'services.id', 'service_items.service_id')
            .select(CATALOGUE_ITEM_COLUMNS)
            .where('service_items.id', '=', sql<number>`any(${p.itemIds}::integer[])`),
        ).as('catalogue'),
        ...placeLockColumns(p.slotId, p.date),
      ])
      .where('pickup_slots.id', '=', p.slotId),
  { postgresOnly: true },
);

type LockedCustomerAndPlace = NonNullable<
  Awaited<ReturnType<typeof lockCustomerAndPlaceQuery.first>>
>;

/**
 * PostgreSQL, under the customer's and the place's locks: the customer's session fields and
 * points, Idempotency-Key, open order in the slot, referral and (only for a referred customer) whether they ordered before,
 * the slot's places taken on the date, the shop's closure of the date if any, and new ids unless
 * a stored answer or an open order refuses the order first.
 */
const orderFactsQuery = preparedQuery(
  (
    db,
    p: {
      userId: number;
      key: string | null;
      pickupDate: string;
      pickupSlotId: number;
      lines: number;
    },
  ) =>
    db
      .selectFrom('users')
      .leftJoin('idempotency_keys as k', (join) =>
        join.onRef('k.user_id', '=', 'users.id').on('k.key', '=', p.key),
      )
      .leftJoin('referrals as r', 'r.referred_user_id', 'users.id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.user_id', '=', 'users.id')
            .where('orders.pickup_date', '=', p.pickupDate)
            .where('orders.pickup_slot_id', '=', p.pickupSlotId)
            .where(isOpenOrder)
            .limit(1)
            .as('open'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'k.request_hash',
        'k.status_code',
        'k.response_body',
        'k.created_at as key_created_at',
        'users.loyalty_points',
        'users.token_version',
        'users.is_disabled',
        'open.id as open_order_id',
        'r.id as referral_id',
        'r.referrer_user_id',
        'r.rewarded_at',
        eb
          .case()
          .when('r.id', 'is not', null)
          .then(
            eb.exists(
              eb
                .selectFrom('orders')
                .select('orders.id')
                .whereRef('orders.user_id', '=', 'users.id')
                .where('orders.status', '<>', 'cancelled'),
            ),
          )
          .end()
          .as('ordered_before'),
        eb
          .selectFrom('slot_bookings')
          .select('slot_bookings.taken')
          .where('slot_bookings.pickup_date', '=', p.pickupDate)
          .where('slot_bookings.pickup_slot_id', '=', p.pickupSlotId)
          .as('taken'),
        eb
          .selectFrom('closures')
          .select('closures.reason')
          .where('closures.date', '=', p.pickupDate)
          .as('closed_reason'),
        ...shopFactsColumns(eb),
        sql<
          number | null
        >`case when k.user_id is null and open.id is null then nextval('orders_id_seq')::integer end`.as(
          'new_order_id',
        ),
        sql<
          number[] | null
        >`case when k.user_id is null and open.id is null then array(select nextval('order_items_id_seq')::integer from generate_series(1, ${p.lines}::integer)) end`.as(
          'new_item_ids',
        ),
      ])
      .where('users.id', '=', p.userId),
  { postgresOnly: true },
);

type OrderFactsRow = NonNullable<Awaited<ReturnType<typeof orderFactsQuery.first>>>;

/**
 * The facts statement's columns of the shop's rules: its settings (one row, by its check) and
 * the service area's verdict on the customer's PIN code (two probes of its index).
 */
function shopFactsColumns(eb: ExpressionBuilder<Database, 'users'>) {
  return [
    eb.selectFrom('shop_settings').select('delivery_fee_paise').as('delivery_fee_paise'),
    eb.selectFrom('shop_settings').select('minimum_order_paise').as('minimum_order_paise'),
    eb
      .exists(
        eb
          .selectFrom('service_area_pin_codes')
          .select('pin_code')
          .whereRef('service_area_pin_codes.pin_code', '=', 'users.zip_code'),
      )
      .as('pin_listed'),
    // EXISTS stops at the first row: no LIMIT, whose value would be one more parameter.
    eb.exists(eb.selectFrom('service_area_pin_codes').select('pin_code')).as('pin_limited'),
  ] as const;
}

/** PostgreSQL: ids for an order and its lines, when the facts did not allocate them. */
export async function allocateOrderIds(
  trx: Db,
  lines: number,
): Promise<{ orderId: number; itemIds: number[] }> {
  const row = await allocateIdsQuery.first(trx, { lines });
  if (!row) throw new Error('no ids were allocated');
  return { orderId: row.order_id, itemIds: row.item_ids };
}

const allocateIdsQuery = preparedQuery(
  (db, p: { lines: number }) =>
    db.selectNoFrom([
      sql<number>`nextval('orders_id_seq')::integer`.as('order_id'),
      sql<
        number[]
      >`array(select nextval('order_items_id_seq')::integer from generate_series(1, ${p.lines}::integer))`.as(
        'item_ids',
      ),
    ]),
  { postgresOnly: true },
);

/** A customer's orders, newest first: their ids and version stamps. */
export function selectOrderStampsOfUser(db: Db, userId: number): Promise<OrderStamp[]> {
  return orderStampsQuery.rows(db, { userId });
}

const orderStampsQuery = preparedQuery((db, p: { userId: number }) =>
  db
    .selectFrom('orders')
    .select(['id', 'version', 'created_at'])
    .where('user_id', '=', p.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc'),
);

export function selectOrderOwnership(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The order whose pickup its customer moves, with the pickup as booked, its row locked until the
 * transaction ends (PostgreSQL; SQLite runs one write transaction at a time), as an admin's
 * change locks it: a move and a change of the same order are decided one after the other.
 */
export function selectPickupForUpdate(db: Db, orderId: number) {
  const query = db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'status',
      'pickup_date',
      'pickup_slot_id',
      'pickup_slot_label',
      'delivery_date',
    ])
    .where('id', '=', orderId);
  return lockedForUpdate(db, query).executeTakeFirst();
}

/**
 * Cancels an order only while it is still pending: answers what had been paid on it (its
 * cancellation message says it will be refunded), or null when it was no longer pending.
 */
export async function cancelIfPending(
  trx: Db,
  orderId: number,
  at: string,
): Promise<{ paidPaise: number } | null> {
  const row = await trx
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .returning('paid_paise')
    .executeTakeFirst();
  return row ? { paidPaise: row.paid_paise } : null;
}

/** Orders still waiting for their pickup on `date`, and their lines (pickup reminders). */
export async function selectPendingPickupsOn(db: Db, date: string) {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'pickup_date', 'pickup_slot_label', 'total_paise'])
    .where('pickup_date', '=', date)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  const items =
    orders.length === 0
      ? []
      : await db
          .selectFrom('order_items')
          .select(['order_id', 'service_name', 'name', 'quantity', 'line_total_paise'])
          .where(
            'order_id',
            'in',
            orders.map((order) => order.id),
          )
          .orderBy('id')
          .execute();
  return { orders, items };
}
