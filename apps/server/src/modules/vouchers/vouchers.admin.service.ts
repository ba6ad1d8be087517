import {
  ADMIN_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type TAddVoucher,
  type TAdminVoucher,
  type TToggleVoucher,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { camelFields } from '../../lib/row-fields.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import {
  deleteVoucherRow,
  insertVoucher,
  selectAdminVoucher,
  selectVouchers,
  setVoucherActive,
  type AdminVoucherRow,
} from './vouchers.repository.js';

function toAdminVoucher(row: AdminVoucherRow): TAdminVoucher {
  return {
    ...camelFields(row, ['id', 'code', 'name', 'description']),
    discount: row.discount_percent,
    minOrderValue: row.min_order_paise === null ? null : paiseToRupees(row.min_order_paise),
    startDate: row.start_date,
    endDate: row.expiry_date,
    status: row.is_active === 1 ? 'ACTIVE' : 'INACTIVE',
    isActive: row.is_active === 1,
    firstOrderOnly: row.first_order_only === 1,
  };
}

export async function listVouchers(db: Kysely<Database>): Promise<TAdminVoucher[]> {
  return (await selectVouchers(db)).map(toAdminVoucher);
}

/** Creates a voucher; a code already in use is a 409 (codes are compared upper-cased). */
export async function addVoucher(
  db: Kysely<Database>,
  actor: AuditActor,
  input: TAddVoucher,
): Promise<TAdminVoucher> {
  const now = new Date().toISOString();
  return auditedWrite(db, actor, async (trx) => {
    const row = await insertVoucher(trx, {
      code: input.code,
      // The spec's form sets name and description from the code when none is given.
      name: input.name || input.code,
      description: input.description || input.code,
      discount_percent: input.discount,
      min_order_paise:
        input.minOrderValue === undefined || input.minOrderValue === null
          ? null
          : rupeesToPaise(input.minOrderValue),
      start_date: input.startDate,
      expiry_date: input.endDate,
      is_active: input.status === 'ACTIVE' ? 1 : 0,
      first_order_only: input.firstOrderOnly ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    if (!row) throw conflict(ADMIN_MESSAGES.voucherExists, 'code');
    const voucher = toAdminVoucher(row);
    return [voucher, voucherChange('voucher.create', null, voucher)];
  });
}

function voucherChange(action: string, before: TAdminVoucher | null, after: TAdminVoucher | null) {
  const id = (after ?? before)?.id ?? null;
  return { action, entity: 'voucher', entityId: id, before, after };
}

/** Switches a voucher on or off and answers it as it now is. */
export async function toggleVoucher(
  db: Kysely<Database>,
  actor: AuditActor,
  input: TToggleVoucher,
): Promise<TAdminVoucher> {
  const isActive = input.isActive ?? input.is_active ?? input.status === 'ACTIVE';
  return auditedWrite(db, actor, async (trx) => {
    const before = await selectAdminVoucher(trx, input.code);
    const row = await setVoucherActive(trx, input.code, isActive, new Date().toISOString());
    if (!before || !row) throw notFound(ADMIN_MESSAGES.voucherNotFound);
    const voucher = toAdminVoucher(row);
    return [voucher, voucherChange('voucher.toggle', toAdminVoucher(before), voucher)];
  });
}

export async function deleteVoucher(
  db: Kysely<Database>,
  actor: AuditActor,
  code: string,
): Promise<void> {
  const upperCode = code.trim().toUpperCase();
  await auditedWrite(db, actor, async (trx) => {
    const before = await selectAdminVoucher(trx, upperCode);
    if (!before || !(await deleteVoucherRow(trx, upperCode))) {
      throw notFound(ADMIN_MESSAGES.voucherNotFound);
    }
    return [undefined, voucherChange('voucher.delete', toAdminVoucher(before), null)];
  });
}
