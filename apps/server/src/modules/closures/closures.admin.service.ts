import {
  ADMIN_MESSAGES,
  indianDate,
  weekdayOf,
  type TCloseDateRequest,
  type TClosure,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import { wakeDelivery } from '../notifications/outbox.service.js';
import {
  notifyPickupDateClosed,
  pickupsToCollectOn,
  type PickupToCollect,
} from '../orders/orders.admin.service.js';
import { lockSlotsOfDay } from '../slots/slots.service.js';
import {
  deleteClosure,
  insertClosure,
  selectAllClosures,
  type ClosureRow,
} from './closures.repository.js';

/** A closure with the orders still to be picked up on its date, whom the shop calls. */
function toClosure(row: ClosureRow, pickups: readonly PickupToCollect[]): TClosure {
  return {
    date: row.date,
    reason: row.reason,
    createdAt: row.created_at,
    orders: pickups
      .filter((pickup) => pickup.pickupDate === row.date)
      .map(({ pickupDate: _date, ...order }) => order),
  };
}

/** What an audit entry keeps of a closure. */
const audited = (row: ClosureRow) => ({ date: row.date, reason: row.reason });

/** Every closure, past and upcoming, by date, each with its pickups still to move. */
export async function listClosures(db: Kysely<Database>): Promise<TClosure[]> {
  const rows = await selectAllClosures(db);
  const pickups = await pickupsToCollectOn(
    db,
    rows.map((row) => row.date),
  );
  return rows.map((row) => toClosure(row, pickups));
}

/**
 * Closes a date (today or later in India; 400 before, 409 when closed already) and answers it
 * with the orders booked for a pickup on it, whose customers are told in the same transaction.
 * The weekday's slots are locked first, as an order being placed locks its slot, so an order
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
    await lockSlotsOfDay(trx, weekdayOf(input.date));
    const row = await insertClosure(trx, {
      date: input.date,
      reason: input.reason,
      created_by: actor.id,
      created_at: closedAt,
    });
    if (!row) throw conflict(ADMIN_MESSAGES.closureExists, 'date');
    const pickups = await pickupsToCollectOn(trx, [row.date]);
    await notifyPickupDateClosed(
      trx,
      pickups.map((pickup) => pickup.id),
      { reason: row.reason, closedAt },
    );
    const change = {
      action: 'closure.create',
      entity: 'closure',
      entityId: row.date,
      before: null,
      after: audited(row),
    };
    return [toClosure(row, pickups), change];
  });
  if (closure.orders.length > 0) wakeDelivery();
  return closure;
}

/** Opens a closed date again (404 when it is not closed). Its booked orders stay as they are. */
export async function reopenDate(
  db: Kysely<Database>,
  actor: AuditActor,
  date: string,
): Promise<void> {
  await auditedWrite(db, actor, async (trx) => {
    const row = await deleteClosure(trx, date);
    if (!row) throw notFound(ADMIN_MESSAGES.closureNotFound);
    const change = {
      action: 'closure.delete',
      entity: 'closure',
      entityId: date,
      before: audited(row),
      after: null,
    };
    return [undefined, change];
  });
}
