import {
  addDays,
  ADMIN_MESSAGES,
  formatLongDate,
  INTAKE_MESSAGES,
  isIntakeOpen,
  PAISE_PER_POINT,
  paiseToRupees,
  REFERRAL_DISCOUNT_PERCENT,
  type TAdminOrder,
  type TIntakeItemsRequest,
  type TOrder,
  type TOrderQuoteResponse,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { catalogueItemsByIds } from '../catalogue/catalogue.service.js';
import { wakeDelivery } from '../notifications/outbox.service.js';
import { isReferredCustomer } from '../referrals/referrals.service.js';
import { isFirstOrderVoucher } from '../vouchers/vouchers.service.js';
import { garmentTagCode, planTags } from './garment-tags.js';
import {
  copyLinesToBooked,
  deleteOrderItems,
  hasOrderedBeforeOrder,
  insertTags,
  retireTags,
  selectActiveTags,
  selectLabels,
  selectOrderForIntake,
  updateOrderItem,
  type IntakeOrderRow,
  type LabelRow,
} from './intake.repository.js';
import { renderLabelSheet } from './label-sheet.js';
import { notifyOrderChange, type OrderChange } from './order-notifications.js';
import {
  catalogueLineOf,
  isCatalogueLine,
  priceLines,
  toQuote,
  type CatalogueLine,
  type PricedLine,
  type PricedOrder,
} from './order-quote.js';
import { loadOrderViews } from './order-views.js';
import { selectOrderItems, type OrderItemRow } from './order-views.repository.js';
import { loadAdminOrder } from './orders.admin.service.js';
import { updateOrderRow } from './orders.admin.repository.js';
import { insertOrderItems } from './orders.repository.js';
import { lineRowOf } from './orders.service.js';

/** How long after its pickup a garment is due back when the shop has not set a delivery date. */
export const DUE_DAYS_AFTER_PICKUP = 3;

/**
 * The order intake works on: 404 when there is none, 409 once it is past `pick_up_done` or has
 * an invoice (issued early for a paid order: an issued invoice is never changed).
 */
async function openIntakeOrder(
  db: Db,
  orderId: number,
  forUpdate: boolean,
): Promise<IntakeOrderRow> {
  const order = await selectOrderForIntake(db, orderId, { forUpdate });
  if (!order) throw notFound(ADMIN_MESSAGES.orderNotFound);
  if (!isIntakeOpen(order.status)) throw conflict(INTAKE_MESSAGES.intakeClosed, 'status');
  if (order.invoice_number !== null) {
    throw conflict(INTAKE_MESSAGES.invoicedAlready(order.invoice_number), 'status');
  }
  return order;
}

/**
 * Prices the lines that arrived (`intakeLinesOf`) with the order's pricing step (`priceLines`),
 * by the discount the order was booked with, judged by the booking rather than by today's facts:
 * its voucher at the percentage booked, valid as on the day it was placed and its first-order
 * condition met then (switched off, deleted or made again since, or an earlier order reopened
 * since, it still applies), only its minimum checked against the new subtotal (its row's while
 * the voucher exists; a deleted one's is unknown, so none); the referral welcome as it was
 * booked (`bookedReferralWelcome`); the larger of the two.
 */
async function priceIntake(
  db: Db,
  order: IntakeOrderRow,
  current: readonly OrderItemRow[],
  lines: TIntakeItemsRequest['items'],
): Promise<IntakePricing> {
  const booked: BookedDiscount =
    order.adjusted_at === null
      ? {
          source: order.discount_source,
          voucher: order.voucher_code,
          percent: order.discount_percent,
        }
      : {
          source: order.booked_discount_source,
          voucher: order.booked_voucher_code,
          percent: order.booked_discount_percent ?? 0,
        };
  // The fee and the points stay as the order was placed with them; no minimum at intake.
  const priced = await priceLines(
    db,
    await intakeLinesOf(db, current, lines),
    { voucher: booked.voucher },
    {
      userId: order.user_id,
      referralWelcome: await bookedReferralWelcome(db, order, booked),
      bookedVoucherPercent: booked.percent,
    },
    new Date(order.created_at),
    {
      deliveryFeePaise: order.delivery_fee_paise,
      minimumOrderPaise: 0,
      redeemedPoints: order.points_redeemed_paise / PAISE_PER_POINT,
    },
  );
  if (priced.charges.chargedPaise < 0) {
    throw badRequest(INTAKE_POINTS_MESSAGE(paiseToRupees(order.points_redeemed_paise)), 'items');
  }
  return priced;
}

/** An order as intake prices it: its lines may keep a deleted item's (`PricedLine`). */
type IntakePricing = PricedOrder<PricedLine>;

/** The discount an order was booked with: its own until intake first changed it, then kept. */
interface BookedDiscount {
  source: 'voucher' | 'referral' | null;
  voucher: string | null;
  percent: number;
}

/**
 * Whether re-pricing gives the referral welcome, by the booking: an order booked with it keeps
 * it, whatever became of the customer's other orders since. An order booked with a smaller
 * discount, or none, could not have had it (it would have won), so never gets it. Only a
 * voucher at least as large hides whether the welcome was the customer's too, which matters
 * once that voucher falls below its minimum: a first-order voucher passed as their first order,
 * so it was if they were referred; after any other, the orders placed before this one decide.
 */
async function bookedReferralWelcome(
  db: Db,
  order: IntakeOrderRow,
  booked: BookedDiscount,
): Promise<boolean> {
  if (booked.source === 'referral') return true;
  if (booked.source !== 'voucher' || booked.percent < REFERRAL_DISCOUNT_PERCENT) return false;
  if (!(await isReferredCustomer(db, order.user_id))) return false;
  if (booked.voucher !== null && (await isFirstOrderVoucher(db, booked.voucher))) return true;
  return !(await hasOrderedBeforeOrder(db, order.user_id, order.id));
}

/**
 * The lines that arrived, each priced: a garment already on the order at the price it was booked
 * at, an added item at today's catalogue price (an unknown or deleted item is a 400), and a line
 * whose item left the catalogue since, sent by its order line, at its booked price and names
 * (any other order line is a 400).
 */
async function intakeLinesOf(
  db: Db,
  current: readonly OrderItemRow[],
  lines: TIntakeItemsRequest['items'],
): Promise<PricedLine[]> {
  const bookedPrices = new Map(
    current.flatMap((item) =>
      item.service_item_id === null ? [] : [[item.service_item_id, item.unit_price_paise]],
    ),
  );
  const itemIds = lines.flatMap((line) => (line.orderItemId === undefined ? [line.itemId] : []));
  const catalogue = new Map(
    (itemIds.length === 0 ? [] : await catalogueItemsByIds(db, itemIds)).map((item) => [
      item.id,
      { ...item, price_paise: bookedPrices.get(item.id) ?? item.price_paise },
    ]),
  );
  const uncatalogued = new Map(
    current.flatMap((item) => (item.service_item_id === null ? [[item.id, item]] : [])),
  );
  return lines.map((line, index) => {
    if (line.orderItemId === undefined) return catalogueLineOf(catalogue, line, index);
    const kept = uncatalogued.get(line.orderItemId);
    if (!kept) throw badRequest(INTAKE_MESSAGES.notADeletedItemLine, `items.${index}.orderItemId`);
    return {
      item: {
        id: null,
        service_name: kept.service_name,
        name: kept.name,
        description: kept.description,
        price_paise: kept.unit_price_paise,
      },
      quantity: line.quantity,
      totalPaise: kept.unit_price_paise * line.quantity,
      orderItemId: kept.id,
    };
  });
}

/** The order's line a priced line keeps (by its order line or its item); none for an added item. */
function keptLineOf(current: readonly OrderItemRow[], line: PricedLine): OrderItemRow | undefined {
  return line.orderItemId === undefined
    ? current.find((item) => item.service_item_id !== null && item.service_item_id === line.item.id)
    : current.find((item) => item.id === line.orderItemId);
}

/** Intake refuses lines that would come to less than the points the order spent. */
const INTAKE_POINTS_MESSAGE = (points: number) =>
  `The customer spent ${String(points)} loyalty points on this order; its lines after the discount, with the delivery fee, must come to at least that.`;

/** `POST /api/admin/orders/{id}/items/quote`: what saving these lines would charge; no write. */
export async function quoteIntake(
  db: Kysely<Database>,
  orderId: number,
  request: TIntakeItemsRequest,
): Promise<TOrderQuoteResponse> {
  const order = await openIntakeOrder(db, orderId, false);
  const current = await selectOrderItems(db, [orderId]);
  return toQuote(await priceIntake(db, order, current, request.items));
}

/**
 * `PUT /api/admin/orders/{id}/items`: intake. The order's lines become what arrived, priced by
 * `priceIntake`, and every garment gets its tag; in one transaction with the audit entry and,
 * when the lines or the money changed, the customer's message. The first change keeps the
 * booked version (lines and money) for the customer's before-and-after. Saving the lines as
 * they are only tags the garments.
 */
export async function replaceOrderItems(
  db: Kysely<Database>,
  orderId: number,
  request: TIntakeItemsRequest,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<TAdminOrder> {
  const at = now.toISOString();
  const updated = await transaction(db, async (trx) => {
    const order = await openIntakeOrder(trx, orderId, true);
    const [current, [before]] = await Promise.all([
      selectOrderItems(trx, [orderId]),
      loadOrderViews(trx, [orderId]),
    ]);
    const priced = await priceIntake(trx, order, current, request.items);
    const adjusted = hasChanged(order, current, priced);
    const lines = adjusted
      ? await writeAdjustment(trx, order, current, priced, at)
      : current.map((item) => ({ orderItemId: item.id, quantity: item.quantity }));
    const tagged = await tagGarments(trx, order, lines, at);
    if (adjusted) await notifyOrderChange(trx, orderId, adjustmentOf(order));
    const after = await loadAdminOrder(trx, orderId);
    if (before && (adjusted || tagged)) {
      await recordAudit(trx, actor, {
        action: 'order.intake',
        entity: 'order',
        entityId: orderId,
        before: auditedVersion(before),
        after: auditedVersion(after),
      });
    }
    return after;
  });
  wakeDelivery();
  return updated;
}

/** Whether the priced lines differ from the order's: a line added, gone or re-counted, or its money. */
function hasChanged(
  order: IntakeOrderRow,
  current: readonly OrderItemRow[],
  priced: IntakePricing,
): boolean {
  const linesChanged =
    current.length !== priced.lines.length ||
    priced.lines.some((line) => keptLineOf(current, line)?.quantity !== line.quantity);
  const { totals, chosen, appliedVoucher } = priced;
  return (
    linesChanged ||
    totals.subtotalPaise !== order.subtotal_paise ||
    totals.discountPercent !== order.discount_percent ||
    priced.charges.chargedPaise !== order.total_paise ||
    chosen.source !== order.discount_source ||
    (appliedVoucher?.code ?? null) !== order.voucher_code
  );
}

/** An order line as intake counts it: the line and how many garments it holds. */
interface CountedLine {
  orderItemId: number;
  quantity: number;
}

/**
 * Writes the new money and lines: the booked version kept first if this is the first change;
 * a kept line changes only its quantity (its price and names stay as booked, and so does a
 * line whose item left the catalogue), an added line is the catalogue's snapshot, a line gone
 * is deleted after its tags are retired.
 */
async function writeAdjustment(
  trx: Transaction<Database>,
  order: IntakeOrderRow,
  current: readonly OrderItemRow[],
  priced: IntakePricing,
  at: string,
): Promise<CountedLine[]> {
  const firstChange = order.adjusted_at === null;
  if (firstChange) await copyLinesToBooked(trx, order.id);
  const { totals, chosen, appliedVoucher } = priced;
  await updateOrderRow(trx, order.id, {
    subtotal_paise: totals.subtotalPaise,
    discount_percent: totals.discountPercent,
    discount_paise: totals.discountPaise,
    total_paise: priced.charges.chargedPaise,
    discount_source: chosen.source,
    voucher_id: appliedVoucher?.id ?? null,
    voucher_code: appliedVoucher?.code ?? null,
    adjusted_at: at,
    updated_at: at,
    ...(firstChange
      ? {
          booked_subtotal_paise: order.subtotal_paise,
          booked_discount_percent: order.discount_percent,
          booked_discount_paise: order.discount_paise,
          booked_total_paise: order.total_paise,
          booked_discount_source: order.discount_source,
          booked_voucher_code: order.voucher_code,
        }
      : {}),
  });
  return writeLines(trx, order.id, current, priced.lines, at);
}

async function writeLines(
  trx: Transaction<Database>,
  orderId: number,
  current: readonly OrderItemRow[],
  lines: IntakePricing['lines'],
  at: string,
): Promise<CountedLine[]> {
  const kept: CountedLine[] = [];
  const added: CatalogueLine[] = [];
  for (const line of lines) {
    const existing = keptLineOf(current, line);
    if (!existing) {
      // Only a catalogue item is added: a deleted item's line is one of the order's.
      if (isCatalogueLine(line)) added.push(line);
      continue;
    }
    if (existing.quantity !== line.quantity) {
      await updateOrderItem(trx, existing.id, {
        quantity: line.quantity,
        line_total_paise: line.totalPaise,
      });
    }
    kept.push({ orderItemId: existing.id, quantity: line.quantity });
  }
  const keptIds = new Set(kept.map((line) => line.orderItemId));
  const gone = current.filter((item) => !keptIds.has(item.id)).map((item) => item.id);
  const goneTags = (await selectActiveTags(trx, orderId)).filter(
    (tag) => tag.order_item_id !== null && gone.includes(tag.order_item_id),
  );
  await retireTags(
    trx,
    goneTags.map((tag) => tag.id),
    at,
  );
  await deleteOrderItems(trx, gone);
  const inserted =
    added.length === 0
      ? []
      : await insertOrderItems(
          trx,
          added.map((line) => ({ order_id: orderId, ...lineRowOf(line) })),
        );
  const quantities = new Map(added.map((line) => [line.item.id, line.quantity]));
  return [
    ...kept,
    ...inserted.map((row) => ({
      orderItemId: row.id,
      quantity: quantities.get(row.service_item_id ?? 0) ?? 0,
    })),
  ];
}

/**
 * Gives every garment of the lines its tag (`planTags`: kept garments keep theirs, new ones get
 * the next numbers, tags of garments no longer there are retired). True when any tag changed.
 */
async function tagGarments(
  trx: Transaction<Database>,
  order: IntakeOrderRow,
  lines: readonly CountedLine[],
  at: string,
): Promise<boolean> {
  const active = (await selectActiveTags(trx, order.id)).flatMap((tag) =>
    tag.order_item_id === null
      ? []
      : [{ id: tag.id, orderItemId: tag.order_item_id, seq: tag.seq }],
  );
  const plan = planTags(lines, active, order.last_tag_seq);
  await retireTags(trx, plan.retire, at);
  await insertTags(
    trx,
    plan.issue.map((tag) => ({
      code: garmentTagCode(order.id, tag.seq),
      order_id: order.id,
      order_item_id: tag.orderItemId,
      seq: tag.seq,
      created_at: at,
    })),
  );
  if (plan.lastSeq !== order.last_tag_seq) {
    await updateOrderRow(trx, order.id, { last_tag_seq: plan.lastSeq, updated_at: at });
  }
  return plan.issue.length > 0 || plan.retire.length > 0;
}

/**
 * The customer's message: their order's new lines and total, and the total before. One per
 * adjustment: the key names the order's version it changed (which every change moves).
 */
function adjustmentOf(before: IntakeOrderRow): OrderChange {
  return (order) => ({
    data: { kind: 'order_adjusted', order, previousTotalPaise: before.total_paise },
    key: `order:${String(order.id)}:adjusted:${String(before.version)}`,
  });
}

/** What the audit log keeps of an order before and after intake: its lines, tags and money. */
function auditedVersion(order: TOrder) {
  return {
    items: order.items.map((item) => ({
      itemId: item.itemId,
      serviceName: item.serviceName,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
      tags: item.tags,
    })),
    subtotal: order.subtotal,
    discountPercent: order.discountPercent,
    discountAmount: order.discountAmount,
    voucher: order.voucher,
    totalAmount: order.totalAmount,
  };
}

/**
 * `GET /api/admin/orders/{id}/labels.pdf`: one label per tagged garment. 404 for no such order,
 * 409 while it has no tags (intake tags them).
 */
export async function orderLabelSheet(db: Kysely<Database>, orderId: number): Promise<Buffer> {
  const rows = await selectLabels(db, orderId);
  if (rows.length === 0) {
    const order = await selectOrderForIntake(db, orderId, { forUpdate: false });
    if (!order) throw notFound(ADMIN_MESSAGES.orderNotFound);
    throw conflict(INTAKE_MESSAGES.noTagsYet);
  }
  return renderLabelSheet(`Garment labels, order #${String(orderId)}`, rows.map(labelOf));
}

/**
 * A garment's label. Due back: on the delivery date the shop set, else
 * `DUE_DAYS_AFTER_PICKUP` days after the pickup.
 */
function labelOf(row: LabelRow) {
  const due = row.delivery_date ?? addDays(row.pickup_date, DUE_DAYS_AFTER_PICKUP);
  return {
    code: row.code,
    customer: `${row.first_name} ${row.last_name}`.trim(),
    item: `${row.service_name}: ${row.name}`,
    due: formatLongDate(due),
  };
}
