import { formatSlotLabel, paiseToRupees, type TOrder } from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import {
  selectOrderItems,
  selectOrderRows,
  selectOrderStatusEvents,
  type OrderItemRow,
  type OrderRow,
  type OrderStatusEventRow,
} from './order-views.repository.js';

/**
 * Orders in the API's shape, for the customer's list, the created order and the admin view.
 * Three queries whatever the number of orders (rows, items, status events): never one per row.
 * The result keeps the order of `orderIds`.
 */
export async function loadOrderViews(
  db: Kysely<Database> | Transaction<Database>,
  orderIds: readonly number[],
): Promise<TOrder[]> {
  if (orderIds.length === 0) return [];
  const [rows, items, events] = await Promise.all([
    selectOrderRows(db, orderIds),
    selectOrderItems(db, orderIds),
    selectOrderStatusEvents(db, orderIds),
  ]);
  const itemsByOrder = groupBy(items, (item) => item.order_id);
  const eventsByOrder = groupBy(events, (event) => event.order_id);
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return orderIds.flatMap((id) => {
    const row = rowsById.get(id);
    return row ? [toOrder(row, itemsByOrder.get(id) ?? [], eventsByOrder.get(id) ?? [])] : [];
  });
}

export function groupBy<T>(values: readonly T[], key: (value: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const value of values) {
    const list = groups.get(key(value));
    if (list) list.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderStatusEventRow[],
): TOrder {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    orderDate: row.created_at,
    updatedAt: row.updated_at,
    pickupDate: row.pickup_date,
    pickupSlotId: row.pickup_slot_id,
    pickupSlot: {
      slotId: row.pickup_slot_id,
      startTime: row.pickup_start_time,
      slotTime: row.pickup_slot_label,
    },
    deliveryDate: row.delivery_date,
    deliverySlotId: row.delivery_slot_id,
    deliverySlot:
      row.delivery_slot_id !== null && row.delivery_start_time && row.delivery_end_time
        ? {
            slotId: row.delivery_slot_id,
            startTime: row.delivery_start_time,
            slotTime: formatSlotLabel(row.delivery_start_time, row.delivery_end_time),
          }
        : null,
    items: items.map((item) => ({
      id: item.id,
      itemId: item.service_item_id,
      serviceName: item.service_name,
      name: item.name,
      description: item.description,
      price: paiseToRupees(item.unit_price_paise),
      quantity: item.quantity,
      lineTotal: paiseToRupees(item.line_total_paise),
    })),
    subtotal: paiseToRupees(row.subtotal_paise),
    discountPercent: row.discount_percent,
    discountAmount: paiseToRupees(row.discount_paise),
    discountSource: row.discount_source,
    voucher: row.voucher_code,
    totalAmount: paiseToRupees(row.total_paise),
    location: { lat: row.latitude, lng: row.longitude },
    notes: row.notes,
    statusEvents: events.map((event) => ({
      status: event.status,
      note: event.note,
      createdAt: event.created_at,
    })),
  };
}
