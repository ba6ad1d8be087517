import type { Updateable } from 'kysely';
import type { Db, OrderItemsTable } from '../../db/tables.js';
import { lockedForUpdate } from '../../db/dialect.js';
import { ORDER_ITEM_COLUMNS } from './orders.repository.js';

/** What intake decides an order's new lines and money on. */
const INTAKE_ORDER_COLUMNS = [
  'id',
  'user_id',
  'status',
  'created_at',
  'pickup_date',
  'delivery_date',
  'voucher_code',
  'discount_source',
  'discount_percent',
  'subtotal_paise',
  'discount_paise',
  'total_paise',
  'delivery_fee_paise',
  'points_redeemed_paise',
  'adjusted_at',
  'booked_voucher_code',
  'booked_discount_percent',
  'booked_discount_source',
  'last_tag_seq',
  'invoice_number',
  'version',
] as const;

/**
 * The order intake changes, its row locked until the transaction ends on PostgreSQL (SQLite runs
 * one write transaction at a time), so two counters saving one order are decided one at a time.
 */
export function selectOrderForIntake(db: Db, orderId: number, options: { forUpdate: boolean }) {
  const query = db.selectFrom('orders').select(INTAKE_ORDER_COLUMNS).where('id', '=', orderId);
  return (options.forUpdate ? lockedForUpdate(db, query) : query).executeTakeFirst();
}

export type IntakeOrderRow = NonNullable<Awaited<ReturnType<typeof selectOrderForIntake>>>;

/**
 * Whether the customer has ordered before this order, by the first-order rule (an order that is
 * not cancelled counts; a cancelled one never does): their orders placed before it, as they
 * stand now. Intake asks only when the booking does not tell (`bookedReferralWelcome`).
 */
export async function hasOrderedBeforeOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '<', orderId)
    .where('status', '<>', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Copies the order's lines as they are into `order_booked_items` (the booked version). */
export async function copyLinesToBooked(db: Db, orderId: number): Promise<void> {
  await db
    .insertInto('order_booked_items')
    .columns(ORDER_ITEM_COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom('order_items')
        .select(ORDER_ITEM_COLUMNS)
        .where('order_id', '=', orderId)
        .orderBy('id'),
    )
    .execute();
}

export async function updateOrderItem(
  db: Db,
  itemId: number,
  changes: Updateable<OrderItemsTable>,
): Promise<void> {
  await db.updateTable('order_items').set(changes).where('id', '=', itemId).execute();
}

export async function deleteOrderItems(db: Db, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.deleteFrom('order_items').where('id', 'in', itemIds).execute();
}

/** The order's tags on its lines now (retired ones left out). */
export function selectActiveTags(db: Db, orderId: number) {
  return db
    .selectFrom('garment_tags')
    .select(['id', 'order_item_id', 'seq'])
    .where('order_id', '=', orderId)
    .where('order_item_id', 'is not', null)
    .execute();
}

export async function insertTags(
  db: Db,
  rows: readonly {
    code: string;
    order_id: number;
    order_item_id: number;
    seq: number;
    created_at: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('garment_tags').values(rows).execute();
}

/** Takes these tags off their lines for good: their codes stay taken. */
export async function retireTags(db: Db, tagIds: readonly number[], at: string): Promise<void> {
  if (tagIds.length === 0) return;
  await db
    .updateTable('garment_tags')
    .set({ order_item_id: null, retired_at: at })
    .where('id', 'in', tagIds)
    .execute();
}

/**
 * What the order's labels print, one row a garment in tag order: the code, the line's service
 * and item, the customer's name, and the dates the due date is decided from.
 */
export function selectLabels(db: Db, orderId: number) {
  return db
    .selectFrom('garment_tags')
    .innerJoin('order_items', 'order_items.id', 'garment_tags.order_item_id')
    .innerJoin('orders', 'orders.id', 'garment_tags.order_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'garment_tags.code',
      'order_items.service_name',
      'order_items.name',
      'users.first_name',
      'users.last_name',
      'orders.pickup_date',
      'orders.delivery_date',
    ])
    .where('garment_tags.order_id', '=', orderId)
    .orderBy('garment_tags.seq')
    .execute();
}

export type LabelRow = Awaited<ReturnType<typeof selectLabels>>[number];
