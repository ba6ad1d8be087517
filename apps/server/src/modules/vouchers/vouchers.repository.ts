import type { Insertable } from 'kysely';
import type { Db, VouchersTable } from '../../db/tables.js';

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
export function selectVoucherByCode(db: Db, upperCode: string) {
  return db
    .selectFrom('vouchers')
    .select(TERMS_COLUMNS)
    .where('code', '=', upperCode)
    .executeTakeFirst();
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
  return db
    .selectFrom('vouchers')
    .select(VOUCHER_COLUMNS)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Deletes a voucher; orders that used it keep its code (their link is set null). */
export async function deleteVoucherRow(db: Db, code: string): Promise<boolean> {
  const result = await db.deleteFrom('vouchers').where('code', '=', code).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
