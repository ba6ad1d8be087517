import type { Db } from '../../db/tables.js';
import { ORDER_ITEM_COLUMNS } from './orders.repository.js';

const ORDER_COLUMNS = [
  'orders.id',
  'orders.user_id',
  'orders.status',
  'orders.pickup_date',
  'orders.pickup_slot_id',
  'orders.pickup_slot_label',
  'orders.delivery_date',
  'orders.delivery_slot_id',
  'orders.voucher_code',
  'orders.discount_source',
  'orders.discount_percent',
  'orders.subtotal_paise',
  'orders.discount_paise',
  'orders.delivery_fee_paise',
  'orders.points_redeemed_paise',
  'orders.total_paise',
  'orders.latitude',
  'orders.longitude',
  'orders.notes',
  'orders.created_at',
  'orders.updated_at',
  'orders.adjusted_at',
  'orders.last_tag_seq',
  'orders.paid_paise',
  'orders.refunded_paise',
  'orders.forgone_paise',
  'orders.invoice_number',
] as const;

/** The order rows with these ids, with their pickup and delivery slot times. */
export function selectOrderRows(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('orders')
    .innerJoin('pickup_slots as pickup', 'pickup.id', 'orders.pickup_slot_id')
    .leftJoin('pickup_slots as delivery', 'delivery.id', 'orders.delivery_slot_id')
    .select(ORDER_COLUMNS)
    .select([
      'pickup.start_time as pickup_start_time',
      'delivery.start_time as delivery_start_time',
      'delivery.end_time as delivery_end_time',
    ])
    .where('orders.id', 'in', orderIds)
    .execute();
}

export type OrderRow = Awaited<ReturnType<typeof selectOrderRows>>[number];

/** The items of several orders in one query. */
export function selectOrderItems(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('order_items')
    .select(['id', ...ORDER_ITEM_COLUMNS])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export type OrderItemRow = Awaited<ReturnType<typeof selectOrderItems>>[number];

/** The status history of several orders in one query, oldest first. */
export function selectOrderStatusEvents(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('order_status_events')
    .select(['order_id', 'status', 'note', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type OrderStatusEventRow = Awaited<ReturnType<typeof selectOrderStatusEvents>>[number];

/** The tags of the garments on these orders (retired ones left out), in the order issued. */
export function selectGarmentTags(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('garment_tags')
    .select(['order_id', 'order_item_id', 'code'])
    .where('order_id', 'in', orderIds)
    .where('order_item_id', 'is not', null)
    .orderBy('order_id')
    .orderBy('seq')
    .execute();
}

export type GarmentTagRow = Awaited<ReturnType<typeof selectGarmentTags>>[number];

/** The booked version of these adjusted orders: its lines, each with the booked money. */
export function selectBookedVersions(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('order_booked_items')
    .innerJoin('orders', 'orders.id', 'order_booked_items.order_id')
    .select([
      'order_booked_items.order_id',
      'order_booked_items.service_item_id',
      'order_booked_items.service_name',
      'order_booked_items.name',
      'order_booked_items.unit_price_paise',
      'order_booked_items.quantity',
      'order_booked_items.line_total_paise',
      'orders.booked_subtotal_paise',
      'orders.booked_discount_paise',
      'orders.booked_total_paise',
      'orders.booked_discount_percent',
      'orders.booked_discount_source',
      'orders.booked_voucher_code',
    ])
    .where('order_booked_items.order_id', 'in', orderIds)
    .orderBy('order_booked_items.id')
    .execute();
}

export type BookedVersionRow = Awaited<ReturnType<typeof selectBookedVersions>>[number];
