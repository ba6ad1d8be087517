import type { Insertable } from 'kysely';
import type { Db, VouchersTable } from '../../db/tables.js';
import { deletedAny } from '../../db/query-results.js';

/** What deciding whether a voucher applies to an order takes. */
const TERMS_COLUMNS = [
  'id',
  'code',
  'discount_percent',
  'min_order_paise',
  'start_date',
  'expiry_date',
  'is_active',
  'first_order_only',
] as const;

/** The voucher with this code; codes are stored upper case, so pass the code upper-cased. */
function voucherWithCode(db: Db, upperCode: string) {
  return db.selectFrom('vouchers').where('code', '=', upperCode);
}

/** The terms of the voucher with this upper-cased code. */
export function selectVoucherByCode(db: Db, upperCode: string) {
  return voucherWithCode(db, upperCode).select(TERMS_COLUMNS).executeTakeFirst();
}

export type VoucherRow = NonNullable<Awaited<ReturnType<typeof selectVoucherByCode>>>;

const VOUCHER_COLUMNS = [...TERMS_COLUMNS, 'name', 'description'] as const;

export function selectVouchers(db: Db) {
  return db
    .selectFrom('vouchers')
    .select(VOUCHER_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type AdminVoucherRow = Awaited<ReturnType<typeof selectVouchers>>[number];

/** Inserts a voucher unless its code exists; undefined when it does. */
export function insertVoucher(db: Db, voucher: Insertable<VouchersTable>) {
  return db
    .insertInto('vouchers')
    .values(voucher)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning(VOUCHER_COLUMNS)
    .executeTakeFirst();
}

export function setVoucherActive(db: Db, code: string, isActive: boolean, at: string) {
  return db
    .updateTable('vouchers')
    .set({ is_active: isActive ? 1 : 0, updated_at: at })
    .where('code', '=', code)
    .returning(VOUCHER_COLUMNS)
    .executeTakeFirst();
}

/** One voucher as the admin sees it, by its upper-cased code. */
export function selectAdminVoucher(db: Db, code: string) {
  return voucherWithCode(db, code).select(VOUCHER_COLUMNS).executeTakeFirst();
}

/** Deletes a voucher; orders that used it keep its code (their link is set null). */
export function deleteVoucherRow(db: Db, code: string): Promise<boolean> {
  return deletedAny(db.deleteFrom('vouchers').where('code', '=', code));
}
