import {
  ADMIN_MESSAGES,
  indianDate,
  type TCloseDateRequest,
  type TClosure,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import { wakeDelivery } from '../notifications/outbox.service.js';
import {
  deliveriesToMakeOn,
  notifyClosedDateReopened,
  notifyDeliveryDateClosed,
  notifyPickupDateClosed,
  pickupsToCollectOn,
  type DeliveryToMake,
  type PickupToCollect,
} from '../orders/orders.admin.service.js';
import { lockDateAgainstPlaces } from '../slots/slots.service.js';
import {
  deleteClosure,
  insertClosure,
  selectAllClosures,
  type ClosureRow,
} from './closures.repository.js';

/**
 * A closure with the orders still to be picked up on its date and those whose delivery is
 * planned on it, whom the shop calls.
 */
function toClosure(
  row: ClosureRow,
  pickups: readonly PickupToCollect[],
  deliveries: readonly DeliveryToMake[],
): TClosure {
  return {
    date: row.date,
    reason: row.reason,
    createdAt: row.created_at,
    orders: pickups
      .filter((pickup) => pickup.pickupDate === row.date)
      .map(({ pickupDate: _date, ...order }) => order),
    deliveries: deliveries
      .filter((delivery) => delivery.deliveryDate === row.date)
      .map(({ deliveryDate: _date, slot: _slot, ...order }) => order),
  };
}

/** What an audit entry keeps of a closure. */
const audited = (row: ClosureRow) => ({ date: row.date, reason: row.reason });

/** Every closure, past and upcoming, by date, each with its pickups and deliveries to move. */
export async function listClosures(db: Kysely<Database>): Promise<TClosure[]> {
  const rows = await selectAllClosures(db);
  const dates = rows.map((row) => row.date);
  const [pickups, deliveries] = await Promise.all([
    pickupsToCollectOn(db, dates),
    deliveriesToMakeOn(db, dates),
  ]);
  return rows.map((row) => toClosure(row, pickups, deliveries));
}

/**
 * Closes a date (today or later in India; 400 before, 409 when closed already) and answers it
 * with the orders booked for a pickup on it and the open orders whose delivery is planned on
 * it, whose customers are told in the same transaction (one message an order: an order whose
 * pickup and delivery both fall on the date hears of its pickup, which moves both).
 * The date is locked against places being taken first (`lockDateAgainstPlaces`), so an order
 * for the date either commits before (and is listed and told) or sees the closure (refused).
 */
export async function closeDate(
  db: Kysely<Database>,
  actor: AuditActor,
  input: TCloseDateRequest,
  now: Date = new Date(),
): Promise<TClosure> {
  if (input.date < indianDate(now)) throw badRequest(ADMIN_MESSAGES.closureInPast, 'date');
  const closedAt = now.toISOString();
  const closure = await auditedWrite(db, actor, async (trx) => {
    await lockDateAgainstPlaces(trx, input.date);
    const row = await insertClosure(trx, {
      date: input.date,
      reason: input.reason,
      created_by: actor.id,
      created_at: closedAt,
    });
    if (!row) throw conflict(ADMIN_MESSAGES.closureExists, 'date');
    const pickups = await pickupsToCollectOn(trx, [row.date]);
    const deliveries = await deliveriesToMakeOn(trx, [row.date]);
    await notifyPickupDateClosed(
      trx,
      pickups.map((pickup) => pickup.id),
      { reason: row.reason, closedAt },
    );
    const toldOfPickup = new Set(pickups.map((pickup) => pickup.id));
    await notifyDeliveryDateClosed(
      trx,
      deliveries.filter((delivery) => !toldOfPickup.has(delivery.id)),
      { date: row.date, reason: row.reason, closedAt },
    );
    const change = {
      action: 'closure.create',
      entity: 'closure',
      entityId: row.date,
      before: null,
      after: audited(row),
    };
    return [toClosure(row, pickups, deliveries), change];
  });
  if (closure.orders.length > 0 || closure.deliveries.length > 0) wakeDelivery();
  return closure;
}

/**
 * Opens a closed date again (404 when it is not closed). Its orders stay as they are; the
 * customers told of the closure whose pickup or delivery is still on the date are told, in the
 * same transaction, that it stands after all (once per closure).
 */
export async function reopenDate(
  db: Kysely<Database>,
  actor: AuditActor,
  date: string,
): Promise<void> {
  const told = await auditedWrite(db, actor, async (trx) => {
    const row = await deleteClosure(trx, date);
    if (!row) throw notFound(ADMIN_MESSAGES.closureNotFound);
    const count = await notifyClosedDateReopened(trx, { date, closedAt: row.created_at });
    const change = {
      action: 'closure.delete',
      entity: 'closure',
      entityId: date,
      before: audited(row),
      after: null,
    };
    return [count, change];
  });
  if (told > 0) wakeDelivery();
}
