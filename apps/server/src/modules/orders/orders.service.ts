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
import { loadOrderViews, toOrder } from './order-views.js';
import { runTransaction } from '../../db/transaction.js';
import {
  cancelIfPending,
  creditLoyaltyPoints,
  deleteIdempotencyKeysBefore,
  insertOrder,
  insertOrderItems,
  insertStatusEvent,
  lockCustomer,
  insertIdempotencyKey,
  markReferralRewarded,
  releaseIdempotencyKey,
  selectCatalogueItems,
  selectIdempotencyKey,
  selectOrderIdsOfUser,
  selectOrderOwnership,
  selectReferralOf,
  storeIdempotentResponse,
  takeOverIdempotencyKey,
} from './orders.repository.js';

export interface CreatedOrder {
  statusCode: number;
  order: TOrder;
  /** True when an earlier submission with the same Idempotency-Key is answered again. */
  replayed: boolean;
}

/** How long an Idempotency-Key is remembered: a retry within this window replays the order. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * A claimed key without a stored answer after this long belongs to a request that died with
 * its process (the order's transaction rolled back); a retry may take the key over.
 */
export const IDEMPOTENCY_KEY_ABANDONED_MS = 60 * 1000;

/** What decides an order, in a stable form: the same order always hashes the same. */
export function requestHashOf(order: TCreateOrderRequest): string {
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

type KeyClaim = { claimed: true; claimedAt: string } | { claimed: false; earlier: CreatedOrder };

/**
 * Stripe's rules for an Idempotency-Key, per customer: the first request claims the key (its
 * own short write, committed before the order's transaction starts, so that others see it);
 * a later request with the same body replays the stored answer, one with a different body is
 * refused (422), and one that arrives while the first is still running is told so (409).
 * Keys older than the retention window, or abandoned by a crashed process, are claimed anew.
 */
async function claimKey(
  db: Kysely<Database>,
  userId: number,
  key: string,
  requestHash: string,
  now: Date,
): Promise<KeyClaim> {
  const claim = { userId, key, requestHash, createdAt: now.toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await insertIdempotencyKey(db, claim)) return { claimed: true, claimedAt: claim.createdAt };
    const stored = await selectIdempotencyKey(db, userId, key);
    if (!stored) continue; // released between the two statements: try to claim it again
    const age = now.getTime() - Date.parse(stored.created_at);
    const answered = stored.status_code !== null && stored.response_body !== null;
    const reusable =
      age >= IDEMPOTENCY_KEY_RETENTION_MS || (!answered && age >= IDEMPOTENCY_KEY_ABANDONED_MS);
    if (reusable) {
      if (await takeOverIdempotencyKey(db, claim, stored.created_at)) {
        return { claimed: true, claimedAt: claim.createdAt };
      }
      continue;
    }
    if (stored.request_hash !== requestHash) {
      throw new HttpError(422, MESSAGES.order.idempotencyMismatch, 'Idempotency-Key');
    }
    if (!answered) throw conflict(MESSAGES.order.idempotencyInFlight, 'Idempotency-Key');
    return {
      claimed: false,
      earlier: {
        statusCode: stored.status_code ?? 201,
        order: JSON.parse(stored.response_body ?? 'null') as TOrder,
        replayed: true,
      },
    };
  }
  throw conflict(MESSAGES.order.idempotencyInFlight, 'Idempotency-Key');
}

/** Forgets Idempotency-Keys past the retention window. */
export function purgeExpiredIdempotencyKeys(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  return deleteIdempotencyKeysBefore(
    db,
    new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString(),
  );
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
  assertPickupDate(order.pickupDate, now, 'pickupDate');
  const location = order.geoLocation ?? order.location;
  if (!location) throw badRequest(MESSAGES.checkout.locationRequired, 'geoLocation');
  const timestamp = now.toISOString();

  let claimedAt: string | null = null;
  if (idempotencyKey) {
    const claim = await claimKey(db, userId, idempotencyKey, requestHashOf(order), now);
    if (!claim.claimed) return claim.earlier;
    claimedAt = claim.claimedAt;
  }

  try {
    const created = await runTransaction(db, async (trx) => {
      if (!(await lockCustomer(trx, userId, dialect))) throw notFound(MESSAGES.server.notFound);
      const orderedBefore = await hasAnyOrder(trx, userId);
      const referral = orderedBefore ? undefined : await selectReferralOf(trx, userId);
      // Every row lock in the same order (customers before the slot): a first order that will
      // credit the referrer takes the referrer's lock now, not after the slot's, so that it
      // cannot deadlock with the referrer's own order waiting for the same slot.
      if (referral && !referral.rewarded_at)
        await lockCustomer(trx, referral.referrer_user_id, dialect);

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
      const orderRow = {
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
      };
      const orderId = await insertOrder(trx, orderRow);
      const itemRows = lines.map((line) => ({
        order_id: orderId,
        service_item_id: line.item.id,
        service_name: line.item.service_name,
        name: line.item.name,
        description: line.item.description,
        unit_price_paise: line.item.price_paise,
        quantity: line.quantity,
        line_total_paise: line.totalPaise,
      }));
      const itemIds = new Map(
        (await insertOrderItems(trx, itemRows)).map((row) => [row.service_item_id, row.id]),
      );
      const firstEvent = {
        order_id: orderId,
        status: 'pending' as const,
        note: 'Order placed',
        changed_by_user_id: userId,
        created_at: timestamp,
      };
      await insertStatusEvent(trx, firstEvent);

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

      // The order as the API shows it, from the rows just written rather than read back.
      const view = toOrder(
        {
          ...orderRow,
          id: orderId,
          status: 'pending',
          updated_at: timestamp,
          delivery_date: null,
          delivery_slot_id: null,
          pickup_start_time: slot.start_time,
          delivery_start_time: null,
          delivery_end_time: null,
        },
        itemRows.map((row) => ({ ...row, id: itemIds.get(row.service_item_id) ?? 0 })),
        [firstEvent],
      );
      if (idempotencyKey) {
        await storeIdempotentResponse(trx, userId, idempotencyKey, 201, JSON.stringify(view));
      }
      return view;
    });
    return { statusCode: 201, order: created, replayed: false };
  } catch (error) {
    // A refused order stores nothing, so the key is free again for a corrected retry.
    if (idempotencyKey && claimedAt) {
      await releaseIdempotencyKey(db, userId, idempotencyKey, claimedAt);
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
