import {
  isPinCode,
  pinCodeRanges,
  SERVICE_AREA_MESSAGES,
  type TServiceAreaCheck,
  type TServiceAreaResponse,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/tables.js';
import { badRequest } from '../../lib/http-error.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import {
  lockServiceArea,
  replaceServiceAreaRows,
  selectCustomerPinCodeVerdict,
  selectServiceArea,
  type PinCodeVerdict,
} from './service-area.repository.js';

/*
 * The service area (decisions.md, "Money"): the PIN codes the shop picks up from. An empty list
 * serves every PIN code. The list is read from the database on every check, never cached: the
 * check is one indexed lookup (docs/performance.md), and so every server instance sharing the
 * database answers from the same list the moment an admin changes it.
 */

/** The verdict on a PIN code, as the quote tells the cart and an order is decided on. */
function verdictOf(
  pinCode: string,
  { listed, limited }: { listed: boolean; limited: boolean },
): TServiceAreaCheck {
  if (!limited) return { pinCode, served: true };
  if (!isPinCode(pinCode)) {
    return { pinCode, served: false, message: SERVICE_AREA_MESSAGES.profilePinInvalid(pinCode) };
  }
  return listed
    ? { pinCode, served: true }
    : { pinCode, served: false, message: SERVICE_AREA_MESSAGES.notServed(pinCode) };
}

/**
 * Refuses an order from outside the service area: 400 on `zipCode`, "Sorry, we don't pick up
 * from {PIN} yet." (or, for a zip code stored before PIN codes were checked, a request to
 * correct it). `found` is the area's verdict read with the order's facts, in its transaction,
 * before it writes anything.
 */
export function assertPinCodeServed(pinCode: string, found: PinCodeVerdict): void {
  const verdict = verdictOf(pinCode, found);
  if (!verdict.served) throw badRequest(verdict.message ?? '', 'zipCode');
}

/** Whether the shop picks up from a customer's PIN code (their profile's zip code); null for none. */
export async function serviceAreaOfCustomer(
  db: Db,
  userId: number,
): Promise<TServiceAreaCheck | null> {
  const found = await selectCustomerPinCodeVerdict(db, userId);
  return found ? verdictOf(found.zipCode.trim(), found) : null;
}

/** `GET /api/admin/service-area`: every PIN code served, ascending. */
export async function getServiceArea(db: Db): Promise<TServiceAreaResponse> {
  return { pinCodes: await selectServiceArea(db) };
}

/**
 * `PUT /api/admin/service-area`: replaces the list (distinct PIN codes, checked by the contract)
 * in one audited transaction; the audit entry keeps both lists as ranges. Writers are taken one
 * at a time, so two admins saving at once leave one list or the other, never a mix.
 */
export async function replaceServiceArea(
  db: Kysely<Database>,
  actor: AuditActor,
  pinCodes: readonly string[],
): Promise<TServiceAreaResponse> {
  return auditedWrite(db, actor, async (trx) => {
    await lockServiceArea(trx);
    const before = await selectServiceArea(trx);
    await replaceServiceAreaRows(trx, pinCodes);
    const after = await selectServiceArea(trx);
    const change = {
      action: 'service_area.replace',
      entity: 'service_area',
      entityId: null,
      before: { count: before.length, pinCodes: pinCodeRanges(before) },
      after: { count: after.length, pinCodes: pinCodeRanges(after) },
    };
    return [{ pinCodes: after }, change];
  });
}
