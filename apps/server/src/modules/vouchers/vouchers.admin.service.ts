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
import {
  deleteVoucherRow,
  insertVoucher,
  selectVouchers,
  setVoucherActive,
  type AdminVoucherRow,
} from './vouchers.repository.js';

function toAdminVoucher(row: AdminVoucherRow): TAdminVoucher {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
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
export async function addVoucher(db: Kysely<Database>, input: TAddVoucher): Promise<TAdminVoucher> {
  const now = new Date().toISOString();
  const row = await insertVoucher(db, {
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
  return toAdminVoucher(row);
}

/** Switches a voucher on or off and answers it as it now is. */
export async function toggleVoucher(
  db: Kysely<Database>,
  input: TToggleVoucher,
): Promise<TAdminVoucher> {
  const isActive = input.isActive ?? input.is_active ?? input.status === 'ACTIVE';
  const row = await setVoucherActive(db, input.code, isActive, new Date().toISOString());
  if (!row) throw notFound(ADMIN_MESSAGES.voucherNotFound);
  return toAdminVoucher(row);
}

export async function deleteVoucher(db: Kysely<Database>, code: string): Promise<void> {
  if (!(await deleteVoucherRow(db, code.trim().toUpperCase())))
    throw notFound(ADMIN_MESSAGES.voucherNotFound);
}
