import { createHash } from 'node:crypto';
import {
  chooseDiscount,
  formatSlotLabel,
  MESSAGES,
  REFERRAL_DISCOUNT_PERCENT,
  REFERRAL_REWARD_POINTS,
  totalsFor,
  weekdayOf,
  type TCreateOrderRequest,
  type TOrder,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import type { Database } from '../../db/tables.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { assertPickupDate, isSlotBookable } from '../pickup/pickup.service.js';
import { countBookingsOnDate, selectSlot } from '../pickup/pickup.repository.js';
import { hasAnyOrder } from '../voucher-check/voucher-check.repository.js';
import { evaluateVoucher, normaliseVoucherCode } from '../voucher-check/voucher-check.service.js';
import { loadOrderViews } from './order-views.js';
import {
  cancelIfPending,
  claimIdempotencyKey,
  creditLoyaltyPoints,
  insertOrder,
  insertOrderItems,
  insertStatusEvent,
  lockCustomer,
  markReferralRewarded,
  selectCatalogueItems,
  selectIdempotencyKey,
  selectOrderIdsOfUser,
  selectOrderOwnership,
  selectReferralOf,
  storeIdempotentResponse,
} from './orders.repository.js';

export interface CreatedOrder {
  statusCode: number;
  order: TOrder;
  /** True when an earlier submission with the same Idempotency-Key is answered again. */
  replayed: boolean;
}

/** Thrown inside the transaction to roll it back when another request owns the key. */
class KeyAlreadyUsed extends Error {}

/** What decides an order, in a stable form: the same order always hashes the same. */
function requestHashOf(order: TCreateOrderRequest): string {
  const location = order.geoLocation ?? order.location;
  const canonical = {
    items: [...order.items]
      .map((line) => [line.itemId, line.quantity])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
    pickupDate: order.pickupDate,
    pickupSlotId: order.pickupSlotId,
    voucher: order.voucher ? normaliseVoucherCode(order.voucher) : null,
    location: location ? [location.lat, location.lng] : null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

async function replay(
  db: Kysely<Database>,
  userId: number,
  key: string,
  requestHash: string,
): Promise<CreatedOrder | null> {
  const stored = await selectIdempotencyKey(db, userId, key);
  if (!stored) return null;
  if (stored.request_hash !== requestHash) {
    throw new HttpError(422, MESSAGES.order.idempotencyMismatch, 'Idempotency-Key');
  }
  if (stored.status_code === null || stored.response_body === null) return null;
  return {
    statusCode: stored.status_code,
    order: JSON.parse(stored.response_body) as TOrder,
    replayed: true,
  };
}

/**
 * Places an order. The client is trusted for item ids, quantities, the pickup choice, a voucher
 * code and the location, nothing else: every line is priced from the catalogue, the voucher,
 * the referral welcome, the pickup window and the slot's last place are all decided here,
 * inside one transaction that also writes the items, the first status event, the referrer's
 * reward and the idempotency record. Any refusal rolls everything back.
 */
export async function createOrder(
  db: Kysely<Database>,
  dialect: DatabaseKind,
  userId: number,
  order: TCreateOrderRequest,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<CreatedOrder> {
  const requestHash = idempotencyKey ? requestHashOf(order) : '';
  if (idempotencyKey) {
    const earlier = await replay(db, userId, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }
  assertPickupDate(order.pickupDate, now, 'pickupDate');
  const location = order.geoLocation ?? order.location;
  if (!location) throw badRequest(MESSAGES.checkout.locationRequired, 'geoLocation');
  const timestamp = now.toISOString();

  try {
    const created = await db.transaction().execute(async (trx) => {
      if (!(await lockCustomer(trx, userId, dialect))) throw notFound(MESSAGES.server.notFound);
      if (idempotencyKey) {
        const claimed = await claimIdempotencyKey(trx, {
          userId,
          key: idempotencyKey,
          requestHash,
          createdAt: timestamp,
        });
        if (!claimed) throw new KeyAlreadyUsed();
      }

      const catalogue = new Map(
        (
          await selectCatalogueItems(
            trx,
            order.items.map((line) => line.itemId),
          )
        ).map((item) => [item.id, item]),
      );
      const lines = order.items.map((line, index) => {
        const item = catalogue.get(line.itemId);
        if (!item) throw badRequest(MESSAGES.order.itemNotFound, `items.${index}.itemId`);
        return { item, quantity: line.quantity, totalPaise: item.price_paise * line.quantity };
      });
      const subtotalPaise = lines.reduce((sum, line) => sum + line.totalPaise, 0);

      // The slot row is locked on PostgreSQL so that the count below cannot be raced.
      const slot = await selectSlot(trx, order.pickupSlotId, { forUpdate: dialect === 'postgres' });
      if (!slot) throw badRequest(MESSAGES.order.slotNotFound, 'pickupSlotId');
      if (slot.day !== weekdayOf(order.pickupDate)) {
        throw badRequest(MESSAGES.order.slotWrongDay, 'pickupSlotId');
      }
      const taken = (await countBookingsOnDate(trx, order.pickupDate, [slot.id])).get(slot.id) ?? 0;
      if (!isSlotBookable(slot, order.pickupDate, taken, now)) {
        throw conflict(MESSAGES.order.slotUnavailable, 'pickupSlotId');
      }

      const orderedBefore = await hasAnyOrder(trx, userId);
      const referral = orderedBefore ? undefined : await selectReferralOf(trx, userId);
      const referralPercent = referral ? REFERRAL_DISCOUNT_PERCENT : 0;

      let voucher: { id: number; code: string; percent: number } | null = null;
      if (order.voucher && order.voucher.trim()) {
        const { row, check } = await evaluateVoucher(
          trx,
          order.voucher,
          subtotalPaise,
          userId,
          now,
        );
        if (!check.ok || !row) {
          throw badRequest(check.ok ? MESSAGES.cart.invalidVoucher : check.message, 'voucher');
        }
        voucher = { id: row.id, code: row.code, percent: check.discountPercent };
      }

      const chosen = chooseDiscount(voucher?.percent ?? 0, referralPercent);
      const totals = totalsFor(subtotalPaise, chosen.discountPercent);
      const applied = chosen.source === 'voucher' ? voucher : null;
      const orderId = await insertOrder(trx, {
        user_id: userId,
        pickup_date: order.pickupDate,
        pickup_slot_id: slot.id,
        pickup_slot_label: formatSlotLabel(slot.start_time, slot.end_time),
        voucher_id: applied?.id ?? null,
        voucher_code: applied?.code ?? null,
        discount_source: chosen.source,
        discount_percent: totals.discountPercent,
        subtotal_paise: totals.subtotalPaise,
        discount_paise: totals.discountPaise,
        total_paise: totals.totalPaise,
        latitude: location.lat,
        longitude: location.lng,
        created_at: timestamp,
      });
      await insertOrderItems(
        trx,
        lines.map((line) => ({
          order_id: orderId,
          service_item_id: line.item.id,
          service_name: line.item.service_name,
          name: line.item.name,
          description: line.item.description,
          unit_price_paise: line.item.price_paise,
          quantity: line.quantity,
          line_total_paise: line.totalPaise,
        })),
      );
      await insertStatusEvent(trx, {
        order_id: orderId,
        status: 'pending',
        note: 'Order placed',
        changed_by_user_id: userId,
        created_at: timestamp,
      });

      if (referral) {
        const rewarded = await markReferralRewarded(trx, userId, {
          orderId,
          points: REFERRAL_REWARD_POINTS,
          at: timestamp,
        });
        if (rewarded) {
          await creditLoyaltyPoints(trx, {
            userId: referral.referrer_user_id,
            points: REFERRAL_REWARD_POINTS,
            reason: 'referral_first_order',
            orderId,
            at: timestamp,
          });
        }
      }

      const [view] = await loadOrderViews(trx, [orderId]);
      if (!view) throw new Error(`order ${orderId} vanished inside its own transaction`);
      if (idempotencyKey) {
        await storeIdempotentResponse(trx, userId, idempotencyKey, 201, JSON.stringify(view));
      }
      return view;
    });
    return { statusCode: 201, order: created, replayed: false };
  } catch (error) {
    if (error instanceof KeyAlreadyUsed && idempotencyKey) {
      const earlier = await replay(db, userId, idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    throw error;
  }
}

/** A customer's orders, newest first, in three queries. */
export async function ordersOfUser(db: Kysely<Database>, userId: number): Promise<TOrder[]> {
  return loadOrderViews(db, await selectOrderIdsOfUser(db, userId));
}

/**
 * A customer cancels their own order while it is pending; after that the shop decides. The
 * slot place is freed because a cancelled order no longer counts against the slot's capacity.
 */
export async function cancelOrder(
  db: Kysely<Database>,
  orderId: number,
  caller: { id: number; role: 'user' | 'admin' },
  now: Date = new Date(),
): Promise<TOrder> {
  const owner = await selectOrderOwnership(db, orderId);
  if (!owner) throw notFound(MESSAGES.order.orderNotFound);
  if (caller.role !== 'admin' && owner.user_id !== caller.id) {
    throw new HttpError(403, MESSAGES.server.forbidden);
  }
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await cancelIfPending(trx, orderId, timestamp))) {
      throw conflict(MESSAGES.order.onlyPendingCancellable, 'status');
    }
    await insertStatusEvent(trx, {
      order_id: orderId,
      status: 'cancelled',
      note: caller.id === owner.user_id ? 'Cancelled by the customer' : 'Cancelled by the shop',
      changed_by_user_id: caller.id,
      created_at: timestamp,
    });
    const [view] = await loadOrderViews(trx, [orderId]);
    if (!view) throw notFound(MESSAGES.order.orderNotFound);
    return view;
  });
}
