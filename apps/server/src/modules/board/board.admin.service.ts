import {
  BOARD_MESSAGES,
  formatSlotLabel,
  paiseToRupees,
  type TBoardOrder,
  type TBoardResponse,
  type TBoardSlot,
  type TBoardStatus,
  type TBoardStatusChange,
  type TBoardStatusResponse,
  type TOrderStatus,
  weekdayOf,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { HttpError } from '../../lib/http-error.js';
import { camelFields } from '../../lib/row-fields.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { wakeDelivery } from '../notifications/outbox.service.js';
import { paymentFieldsOf } from '../orders/order-views.js';
import { lockOrders, orderStateOf, writeOrderChange } from '../orders/orders.admin.service.js';
import type { InvoicingConfig } from '../../config.js';
import { listSlots } from '../slots/slots.admin.service.js';
import { selectBoardRows, type BoardRow } from './board.repository.js';

/**
 * A board order from its row. What the driver collects is the amount due by the one rule of
 * decision 016 (`paymentFieldsOf`: the total less what was paid and refunded), never the total.
 */
function toBoardOrder(row: BoardRow): TBoardOrder {
  return {
    ...camelFields(row, ['id', 'user_id', 'status']),
    itemCount: Number(row.item_count),
    totalAmount: paiseToRupees(row.total_paise),
    ...paymentFieldsOf(row),
    notes: row.notes,
    userName: `${row.first_name} ${row.last_name}`.trim(),
    ...camelFields(row, ['first_name', 'last_name', 'phone']),
    address: { street: row.street, city: row.city, state: row.state, zipCode: row.zip_code },
    location: { lat: row.latitude, lng: row.longitude },
  };
}

/** A slot of the board, and where it sorts: by start, end and id; the slot not set last. */
type SlotOfDay = TBoardSlot & { sortKey: string };

/**
 * The board of a day (`GET /api/admin/board`): its open pickups and deliveries, grouped by
 * slot, each slot's in the order they were placed. Every slot of the date's weekday is on it,
 * empty or not, so the shop sees its whole day; a slot of another weekday appears only when an
 * order of the day holds it (a delivery planned in it, a slot moved to another day after the
 * booking). Two queries, whatever the number of orders: the day's orders with their customers
 * and pieces, and the slots.
 */
export async function boardOf(db: Kysely<Database>, date: string): Promise<TBoardResponse> {
  const [rows, slots] = await Promise.all([selectBoardRows(db, date), listSlots(db)]);
  const known = new Map(slots.map((slot) => [slot.id, slot]));
  const day = new Map<number | null, SlotOfDay>();
  const slotOf = (slotId: number | null): SlotOfDay => {
    let entry = day.get(slotId);
    if (!entry) {
      const slot = slotId === null ? undefined : known.get(slotId);
      entry = {
        slotId,
        slotTime: slot
          ? formatSlotLabel(slot.start_time, slot.end_time)
          : BOARD_MESSAGES.noSlotTime,
        sortKey: slot
          ? `0 ${slot.start_time} ${slot.end_time} ${String(slot.id).padStart(10)}`
          : '1',
        pickups: [],
        deliveries: [],
      };
      day.set(slotId, entry);
    }
    return entry;
  };
  const weekday = weekdayOf(date);
  for (const slot of slots) if (slot.day === weekday) slotOf(slot.id);
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const entry = slotOf(row.slot_id);
    (row.side === 'pickup' ? entry.pickups : entry.deliveries).push(toBoardOrder(row));
  }
  const ordered = [...day.values()].sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1));
  return { date, slots: ordered.map(({ sortKey: _sortKey, ...slot }) => slot) };
}

/** An order's way through the shop, first to last; a cancelled order is off it. */
const PROGRESS: readonly TOrderStatus[] = [
  'pending',
  'pick_up_done',
  'processing',
  'ready',
  'completed',
];

/**
 * What marking an order picked up or delivered from the board does to it: `move` it forward;
 * leave it `unchanged` when it is there or beyond already (an order in processing was picked
 * up); or `refuse`, for a cancelled order, and for delivering one never picked up.
 */
function boardMoveOf(current: TOrderStatus, target: TBoardStatus): 'move' | 'unchanged' | 'refuse' {
  if (current === 'cancelled') return 'refuse';
  const from = PROGRESS.indexOf(current);
  if (from >= PROGRESS.indexOf(target)) return 'unchanged';
  return target === 'completed' && current === 'pending' ? 'refuse' : 'move';
}

/**
 * Marks orders picked up or delivered from the board (`POST /api/admin/board/status`), all or
 * none, in one transaction: the orders are locked in the order of their ids; an unknown one
 * fails it with a 404 and one that cannot take the status (`boardMoveOf`: cancelled, or not
 * picked up yet to be delivered) with a 409, each naming the orders at fault, before anything
 * is written. Each order that moves changes as the dashboard's status change changes it
 * (`writeOrderChange`: its status event, the customer's message, the referrer's points and
 * the invoice on completion) and is recorded in the audit log; one already there is left as it is.
 */
export async function markOrders(
  db: Kysely<Database>,
  change: TBoardStatusChange,
  actor: AuditActor,
  invoicing: InvoicingConfig,
): Promise<TBoardStatusResponse> {
  const { status } = change;
  const result = await transaction(db, async (trx) => {
    const orders = await lockOrders(trx, change.orderIds);
    const found = new Set(orders.map((order) => order.id));
    const missing = change.orderIds.filter((id) => !found.has(id)).sort((a, b) => a - b);
    if (missing.length > 0) {
      throw new HttpError(404, BOARD_MESSAGES.ordersNotFound(missing), 'orderIds', undefined, {
        orderIds: missing,
      });
    }
    const refused = orders.filter((order) => boardMoveOf(order.status, status) === 'refuse');
    if (refused.length > 0) {
      throw new HttpError(409, BOARD_MESSAGES.cannotMark(status, refused), 'orderIds', undefined, {
        orderIds: refused.map((order) => order.id),
      });
    }
    const moving = orders.filter((order) => boardMoveOf(order.status, status) === 'move');
    for (const order of moving) {
      await writeOrderChange(trx, order, { status }, actor.id, invoicing);
      await recordAudit(trx, actor, {
        action: 'order.status',
        entity: 'order',
        entityId: order.id,
        before: orderStateOf(order.status, order.delivery_date, order.delivery_slot_id),
        after: orderStateOf(status, order.delivery_date, order.delivery_slot_id),
      });
    }
    const changed = new Set(moving.map((order) => order.id));
    const unchanged = orders.map((order) => order.id).filter((id) => !changed.has(id));
    return { status, changed: [...changed], unchanged };
  });
  wakeDelivery();
  return result;
}
