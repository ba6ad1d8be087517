import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderStatus } from '../../db/tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes the customer's row lock for the rest of the transaction, so one customer's orders are
 * placed one at a time ("first order", the referral reward and idempotency keys stay exact).
 * PostgreSQL: SELECT … FOR UPDATE. SQLite has no row locks; a first statement that writes
 * (changing nothing) takes the database's write lock, which serialises writers instead.
 */
export async function lockCustomer(
  trx: Transaction<Database>,
  userId: number,
  dialect: 'sqlite' | 'postgres',
): Promise<boolean> {
  if (dialect === 'postgres') {
    const row = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }
  const result = await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The catalogue items with these ids and their service's name: the prices an order uses. */
export function selectCatalogueItems(db: Db, itemIds: readonly number[]) {
  return db
    .selectFrom('service_items')
    .innerJoin('services', 'services.id', 'service_items.service_id')
    .select([
      'service_items.id',
      'service_items.name',
      'service_items.description',
      'service_items.price_paise',
      'services.name as service_name',
    ])
    .where('service_items.id', 'in', itemIds)
    .execute();
}

export function selectIdempotencyKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Claims a key that nobody holds. False when a row for it exists already. */
export async function insertIdempotencyKey(
  db: Db,
  values: { userId: number; key: string; requestHash: string; createdAt: string },
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: values.userId,
      key: values.key,
      request_hash: values.requestHash,
      created_at: values.createdAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes over a key whose row is expired or abandoned, only if the row is still the one that was
 * read (same `created_at`): of two requests taking over at once, exactly one wins.
 */
export async function takeOverIdempotencyKey(
  db: Db,
  values: { userId: number; key: string; requestHash: string; createdAt: string },
  seenCreatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({
      request_hash: values.requestHash,
      status_code: null,
      response_body: null,
      created_at: values.createdAt,
    })
    .where('user_id', '=', values.userId)
    .where('key', '=', values.key)
    .where('created_at', '=', seenCreatedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Lets a key go after its request was refused, so a corrected retry can use it. */
export async function releaseIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  claimedAt: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('created_at', '=', claimedAt)
    .where('status_code', 'is', null)
    .execute();
}

/** Forgets keys older than the retention window; returns how many went. */
export async function deleteIdempotencyKeysBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function storeIdempotentResponse(
  trx: Transaction<Database>,
  userId: number,
  key: string,
  statusCode: number,
  responseBody: string,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: responseBody })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** The referral that brought this customer, if any. */
export function selectReferralOf(db: Db, referredUserId: number) {
  return db
    .selectFrom('referrals')
    .select(['id', 'referrer_user_id', 'rewarded_at'])
    .where('referred_user_id', '=', referredUserId)
    .executeTakeFirst();
}

export async function insertOrder(
  trx: Transaction<Database>,
  values: {
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
  },
): Promise<number> {
  const row = await trx
    .insertInto('orders')
    .values({ ...values, status: 'pending', updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderItems(
  trx: Transaction<Database>,
  rows: {
    order_id: number;
    service_item_id: number;
    service_name: string;
    name: string;
    description: string;
    unit_price_paise: number;
    quantity: number;
    line_total_paise: number;
  }[],
): Promise<{ id: number; service_item_id: number | null }[]> {
  return trx.insertInto('order_items').values(rows).returning(['id', 'service_item_id']).execute();
}

export async function insertStatusEvent(
  trx: Transaction<Database>,
  values: {
    order_id: number;
    status: OrderStatus;
    note: string | null;
    changed_by_user_id: number | null;
    created_at: string;
  },
): Promise<void> {
  await trx.insertInto('order_status_events').values(values).execute();
}

/**
 * Marks a referral rewarded by this first order, only if it was not yet: true when this call
 * did it. The WHERE clause is the once-only guard, even between concurrent transactions.
 */
export async function markReferralRewarded(
  trx: Transaction<Database>,
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
  trx: Transaction<Database>,
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

/** A customer's order ids, newest first. */
export async function selectOrderIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

export function selectOrderOwnership(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** Cancels an order only while it is still pending; false when it no longer was. */
export async function cancelIfPending(
  trx: Transaction<Database>,
  orderId: number,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
