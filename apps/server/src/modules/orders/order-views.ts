import {
  formatSlotLabel,
  paiseToRupees,
  paymentStateOf,
  type TIntakeAdjustment,
  type TOrder,
  type TOrderItem,
  type TOrderVersion,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import {
  selectBookedVersions,
  selectGarmentTags,
  selectOrderItems,
  selectOrderRows,
  selectOrderStatusEvents,
  type BookedVersionRow,
  type GarmentTagRow,
  type OrderItemRow,
  type OrderRow,
  type OrderStatusEventRow,
} from './order-views.repository.js';

/**
 * Orders in the API's shape, for the customer's list, the created order and the admin view.
 * Three queries whatever the number of orders (rows, items, status events), and two more only
 * when some of them went through intake (tags, booked versions): never one per row.
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
  const intake = await loadIntakeFacts(db, rows);
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return orderIds.flatMap((id) => {
    const row = rowsById.get(id);
    if (!row) return [];
    const orderItems = itemsByOrder.get(id) ?? [];
    return [toOrder(row, orderItems, eventsByOrder.get(id) ?? [], intake(id))];
  });
}

/** What intake added to an order: its garments' tags, and its lines and money as booked. */
export interface IntakeFacts {
  tags: readonly GarmentTagRow[];
  booked: readonly BookedVersionRow[];
}

const NOT_THROUGH_INTAKE: IntakeFacts = { tags: [], booked: [] };

/**
 * The intake facts of these orders, by order id: read only for orders that have tags or were
 * adjusted (their rows say so), so an order still as booked costs no query.
 */
async function loadIntakeFacts(
  db: Kysely<Database> | Transaction<Database>,
  rows: readonly OrderRow[],
): Promise<(orderId: number) => IntakeFacts> {
  const tagged = rows.filter((row) => row.last_tag_seq > 0).map((row) => row.id);
  const adjusted = rows.filter((row) => row.adjusted_at !== null).map((row) => row.id);
  if (tagged.length === 0 && adjusted.length === 0) return () => NOT_THROUGH_INTAKE;
  const [tags, booked] = await Promise.all([
    tagged.length > 0 ? selectGarmentTags(db, tagged) : [],
    adjusted.length > 0 ? selectBookedVersions(db, adjusted) : [],
  ]);
  const tagsByOrder = groupBy(tags, (tag) => tag.order_id);
  const bookedByOrder = groupBy(booked, (line) => line.order_id);
  return (orderId) => ({
    tags: tagsByOrder.get(orderId) ?? [],
    booked: bookedByOrder.get(orderId) ?? [],
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

/** An order line in the API's shape, with its garments' tags. */
function toOrderItem(item: OrderItemRow, tags: readonly string[]): TOrderItem {
  return {
    id: item.id,
    itemId: item.service_item_id,
    serviceName: item.service_name,
    name: item.name,
    description: item.description,
    price: paiseToRupees(item.unit_price_paise),
    quantity: item.quantity,
    lineTotal: paiseToRupees(item.line_total_paise),
    tags: [...tags],
  };
}

/** A line of a version (as booked, or now), in the API's shape. */
function versionLine(line: {
  service_item_id: number | null;
  service_name: string;
  name: string;
  unit_price_paise: number;
  quantity: number;
  line_total_paise: number;
}): TOrderVersion['items'][number] {
  return {
    itemId: line.service_item_id,
    serviceName: line.service_name,
    name: line.name,
    price: paiseToRupees(line.unit_price_paise),
    quantity: line.quantity,
    lineTotal: paiseToRupees(line.line_total_paise),
  };
}

/** An order's money in the API's shape, from its paise. */
function moneyOf(money: {
  subtotal: number;
  discountPercent: number;
  discount: number;
  discountSource: 'voucher' | 'referral' | null;
  voucher: string | null;
  deliveryFee: number;
  pointsRedeemed: number;
  total: number;
}) {
  return {
    subtotal: paiseToRupees(money.subtotal),
    discountPercent: money.discountPercent,
    discountAmount: paiseToRupees(money.discount),
    discountSource: money.discountSource,
    voucher: money.voucher,
    deliveryFee: paiseToRupees(money.deliveryFee),
    pointsRedeemed: paiseToRupees(money.pointsRedeemed),
    totalAmount: paiseToRupees(money.total),
  };
}

function currentMoney(row: OrderRow) {
  return moneyOf({
    subtotal: row.subtotal_paise,
    discountPercent: row.discount_percent,
    discount: row.discount_paise,
    discountSource: row.discount_source,
    voucher: row.voucher_code,
    deliveryFee: row.delivery_fee_paise,
    pointsRedeemed: row.points_redeemed_paise,
    total: row.total_paise,
  });
}

/** The order as booked and as it now is, once intake changed it; null before. */
function adjustmentOf(
  row: OrderRow,
  items: readonly OrderItemRow[],
  booked: readonly BookedVersionRow[],
): TIntakeAdjustment | null {
  const first = booked[0];
  if (row.adjusted_at === null || !first) return null;
  return {
    at: row.adjusted_at,
    before: {
      items: booked.map(versionLine),
      ...moneyOf({
        subtotal: first.booked_subtotal_paise ?? 0,
        discountPercent: first.booked_discount_percent ?? 0,
        discount: first.booked_discount_paise ?? 0,
        discountSource: first.booked_discount_source,
        voucher: first.booked_voucher_code,
        // Intake changes the lines, never the fee or the points the order was placed with.
        deliveryFee: row.delivery_fee_paise,
        pointsRedeemed: row.points_redeemed_paise,
        total: first.booked_total_paise ?? 0,
      }),
    },
    after: { items: items.map(versionLine), ...currentMoney(row) },
  };
}

/** An order row's status and the payment sums it keeps (modules/payments). */
interface PaymentSumsRow {
  status: string;
  total_paise: number;
  paid_paise: number;
  refunded_paise: number;
  forgone_paise: number;
}

/** The order's payment state (`paymentStateOf`), in paise, from the sums its row keeps. */
export function paymentStateOfRow(row: PaymentSumsRow) {
  return paymentStateOf({
    totalPaise: row.total_paise,
    paidPaise: row.paid_paise,
    refundedPaise: row.refunded_paise,
    forgonePaise: row.forgone_paise,
    cancelled: row.status === 'cancelled',
  });
}

/** The order's payment state in the API's shape, from the sums its row keeps. */
export function paymentFieldsOf(row: PaymentSumsRow) {
  const state = paymentStateOfRow(row);
  return {
    paymentStatus: state.status,
    amountPaid: paiseToRupees(state.paidPaise),
    amountDue: paiseToRupees(state.duePaise),
  };
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderStatusEventRow[],
  intake: IntakeFacts = NOT_THROUGH_INTAKE,
): TOrder {
  const tagsByItem = new Map<number, string[]>();
  for (const tag of intake.tags) {
    if (tag.order_item_id === null) continue;
    tagsByItem.set(tag.order_item_id, [...(tagsByItem.get(tag.order_item_id) ?? []), tag.code]);
  }
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
    items: items.map((item) => toOrderItem(item, tagsByItem.get(item.id) ?? [])),
    ...currentMoney(row),
    location: { lat: row.latitude, lng: row.longitude },
    notes: row.notes,
    statusEvents: events.map((event) => ({
      status: event.status,
      note: event.note,
      createdAt: event.created_at,
    })),
    adjustedAtIntake: adjustmentOf(row, items, intake.booked),
    ...paymentFieldsOf(row),
    invoiceNumber: row.invoice_number,
  };
}
