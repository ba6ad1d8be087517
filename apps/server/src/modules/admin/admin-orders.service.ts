import {
  addDays,
  ADMIN_MESSAGES,
  type TAdminOrder,
  type TAdminOrdersFilter,
  type TAdminUpdateOrder,
  weekdayOf,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { loadOrderViews } from '../orders/order-views.js';
import type { OrderViewCache } from '../orders/order-views-cache.js';
import {
  insertStatusEvent,
  selectOrderCustomers,
  selectOrderForUpdate,
  selectOrdersPage,
  selectSlotDay,
  updateOrderRow,
} from './admin-orders.repository.js';

/** The first instant (UTC) of an Indian calendar date. */
function startOfIndianDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00+05:30`).toISOString();
}

function fullName(customer: { first_name: string; last_name: string }): string {
  return `${customer.first_name} ${customer.last_name}`.trim();
}

interface OrderCustomerRow {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

/** Who placed the order and where the shop picks it up (the fields `ZAdminOrder` adds). */
function customerFields(customer: OrderCustomerRow | undefined) {
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
  // Each order's JSON ends with its closing brace: the customer's fields go before it.
  const orders = rendered.map(({ id, json }) => {
    const extra = JSON.stringify(customerFields(customers.get(id)));
    return `${json.slice(0, -1)},${extra.slice(1)}`;
  });
  return `{"orders":[${orders.join(',')}],"total":${String(total)},"page":${String(query.page)},"pageSize":${String(query.pageSize)}}`;
}

async function loadAdminOrder(
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

/**
 * The admin's change to an order: its status, or its delivery date and slot. A status change
 * is kept as a status event (only when the status really changes) so the customer's tracking
 * timeline shows it. Money and the customer are never changed here.
 */
export async function updateOrder(
  db: Kysely<Database>,
  orderId: number,
  input: TAdminUpdateOrder,
  adminId: number,
): Promise<TAdminOrder> {
  const deliverySlotId = deliverySlotOf(input);
  if (
    input.status === undefined &&
    input.deliveryDate === undefined &&
    deliverySlotId === undefined
  ) {
    throw badRequest(ADMIN_MESSAGES.nothingToUpdate);
  }
  return db.transaction().execute(async (trx) => {
    const order = await selectOrderForUpdate(trx, orderId);
    if (!order) throw notFound(ADMIN_MESSAGES.orderNotFound);

    const deliveryDate =
      input.deliveryDate === undefined ? order.delivery_date : input.deliveryDate;
    const slotId = deliverySlotId === undefined ? order.delivery_slot_id : deliverySlotId;
    if (deliveryDate !== null && deliveryDate < order.pickup_date) {
      throw badRequest(ADMIN_MESSAGES.deliveryBeforePickup, 'deliveryDate');
    }
    if (slotId !== null && (deliverySlotId !== undefined || input.deliveryDate !== undefined)) {
      const slot = await selectSlotDay(trx, slotId);
      if (!slot) throw badRequest(ADMIN_MESSAGES.slotNotFound, 'deliverySlotId');
      if (deliveryDate !== null && weekdayOf(deliveryDate) !== slot.day) {
        throw badRequest(ADMIN_MESSAGES.deliverySlotWrongDay(slot.day), 'deliverySlotId');
      }
    }

    const now = new Date().toISOString();
    const statusChanged = input.status !== undefined && input.status !== order.status;
    await updateOrderRow(trx, orderId, {
      ...(statusChanged && input.status ? { status: input.status } : {}),
      delivery_date: deliveryDate,
      delivery_slot_id: slotId,
      updated_at: now,
    });
    if (statusChanged && input.status) {
      await insertStatusEvent(trx, { orderId, status: input.status, changedBy: adminId, at: now });
    }
    return loadAdminOrder(trx, orderId);
  });
}
