import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { currentUser } from '../../plugins/auth.js';
import { insertAuditEntry } from './audit.repository.js';

/** Who made a write, and the request that carried it: taken from the request by the route. */
export interface AuditActor {
  id: number;
  email: string;
  requestId: string;
}

/** What a write changed: the entity as it was (`null` for a creation) and became (`null` for a deletion). */
export interface AuditChange {
  /** A verb phrase in dotted form, e.g. `order.status`, `voucher.create`, `user.role`. */
  action: string;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

/** The signed-in admin or staff member making this request. */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = currentUser(request);
  return { id: user.id, email: user.email, requestId: request.id };
}

/**
 * Records a write by an admin or a staff member. Call it with the write's own transaction, so
 * the entry is kept exactly when the change is: never one without the other. The log is
 * append-only (the database refuses UPDATE and DELETE on it).
 */
export async function recordAudit(trx: Db, actor: AuditActor, change: AuditChange): Promise<void> {
  await insertAuditEntry(trx, {
    at: new Date().toISOString(),
    actor_id: actor.id,
    actor_email: actor.email,
    action: change.action,
    entity: change.entity,
    entity_id: change.entityId === null ? null : String(change.entityId),
    before: toJson(change.before),
    after: toJson(change.after),
    request_id: actor.requestId,
  });
}

/**
 * A write and its audit entry in one transaction: `work` makes the change and answers its
 * result with what changed.
 */
export function auditedWrite<T>(
  db: Kysely<Database>,
  actor: AuditActor,
  work: (trx: Transaction<Database>) => Promise<[result: T, change: AuditChange]>,
): Promise<T> {
  return transaction(db, async (trx) => {
    const [result, change] = await work(trx);
    await recordAudit(trx, actor, change);
    return result;
  });
}

function toJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
