import { sql, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { Database, OrderItemsTable, OrderStatus } from '../../db/tables.js';
import { preparedQuery, preparedQueryPerCount } from '../../db/prepared.js';
import type { OrderStamp } from './order-views-cache.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes the customer's row lock for the rest of the transaction, so one customer's orders are
 * placed one at a time ("first order", the referral reward and idempotency keys stay exact).
 * PostgreSQL: SELECT … FOR UPDATE. SQLite has no row locks: an order's transaction began
 * IMMEDIATE (`createWriteTransactions`), so it holds the database's write lock already and
 * writers are serialised; this only checks that the customer exists.
 */
export async function lockCustomer(
  trx: Db,
  userId: number,
  dialect: 'sqlite' | 'postgres',
): Promise<boolean> {
  const query = dialect === 'postgres' ? selectCustomerForUpdate : selectCustomer;
  return (await query.first(trx, { userId })) !== undefined;
}

const selectCustomerForUpdate = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('users').select('id').where('id', '=', p.userId).forUpdate(),
);

const selectCustomer = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('users').select('id').where('id', '=', p.userId),
);

/** The catalogue items with these ids and their service's name: the prices an order uses. */
export function selectCatalogueItems(db: Db, itemIds: readonly number[]) {
  return catalogueItemsQuery(itemIds.length).rows(db, listParams(itemIds));
}

/** `{ p0: first, p1: second, … }`: a list as the parameters of a per-count prepared query. */
function listParams<T>(values: readonly T[]): Record<string, T> {
  const params: Record<string, T> = {};
  values.forEach((value, index) => {
    params[`p${String(index)}`] = value;
  });
  return params;
}

function listMarkers<T>(params: Record<string, T>, count: number): T[] {
  return Array.from({ length: count }, (_, index) => params[`p${String(index)}`] as T);
}

const catalogueItemsQuery = preparedQueryPerCount((db, p: Record<string, number>, count) =>
  db
    .selectFrom('service_items')
    .innerJoin('services', 'services.id', 'service_items.service_id')
    .select([
      'service_items.id',
      'service_items.name',
      'service_items.description',
      'service_items.price_paise',
      'services.name as service_name',
    ])
    .where('service_items.id', 'in', listMarkers(p, count)),
);

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
  const result = await trx
    .updateTable('idempotency_keys')
    .set(row)
    .where('user_id', '=', values.userId)
    .where('key', '=', values.key)
    .where('created_at', '=', values.takeOverFrom)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const insertIdempotencyKey = preparedQuery(
  (
    db,
    p: {
      userId: number;
      key: string;
      requestHash: string;
      statusCode: number;
      responseBody: string;
      createdAt: string;
    },
  ) =>
    db.insertInto('idempotency_keys').values({
      user_id: p.userId,
      key: p.key,
      request_hash: p.requestHash,
      status_code: p.statusCode,
      response_body: p.responseBody,
      created_at: p.createdAt,
    }),
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

/** The referral that brought this customer, if any. */
export function selectReferralOf(db: Db, referredUserId: number) {
  return referralQuery.first(db, { referredUserId });
}

const referralQuery = preparedQuery((db, p: { referredUserId: number }) =>
  db
    .selectFrom('referrals')
    .select(['id', 'referrer_user_id', 'rewarded_at'])
    .where('referred_user_id', '=', p.referredUserId),
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
  total_paise: number;
  latitude: number;
  longitude: number;
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
      total_paise: p.total_paise,
      latitude: p.latitude,
      longitude: p.longitude,
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

const insertOrderItemsQuery = preparedQueryPerCount((db, p: Record<string, NewOrderItem>, count) =>
  db
    .insertInto('order_items')
    .values(
      listMarkers(p, count).map((row) => ({
        order_id: row.order_id,
        service_item_id: row.service_item_id,
        service_name: row.service_name,
        name: row.name,
        description: row.description,
        unit_price_paise: row.unit_price_paise,
        quantity: row.quantity,
        line_total_paise: row.line_total_paise,
      })),
    )
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

/**
 * Marks the customer's referral rewarded by this completed order, only if it was not yet: true
 * when this call did it. The WHERE clause is the once-only guard, even between concurrent
 * transactions (the second waits for the first's row lock, then finds it rewarded).
 */
export async function markReferralRewarded(
  trx: Db,
  referredUserId: number,
  values: { orderId: number; points: number; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('referrals')
    .set({ first_order_id: values.orderId, reward_points: values.points, rewarded_at: values.at })
    .where('referred_user_id', '=', referredUserId)
    .where('rewarded_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Adds points to a balance and records why, in the same transaction. */
export async function creditLoyaltyPoints(
  trx: Db,
  values: { userId: number; points: number; reason: string; orderId: number; at: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ loyalty_points: eb('loyalty_points', '+', values.points) }))
    .where('id', '=', values.userId)
    .execute();
  await trx
    .insertInto('loyalty_point_entries')
    .values({
      user_id: values.userId,
      points: values.points,
      reason: values.reason,
      order_id: values.orderId,
      created_at: values.at,
    })
    .execute();
}

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

/** Cancels an order only while it is still pending; false when it no longer was. */
export async function cancelIfPending(trx: Db, orderId: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
