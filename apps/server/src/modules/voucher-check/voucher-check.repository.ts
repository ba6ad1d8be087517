import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The voucher with this code; codes are stored upper case, so pass the code upper-cased. */
export function selectVoucherByCode(db: Db, upperCode: string) {
  return db
    .selectFrom('vouchers')
    .select([
      'id',
      'code',
      'discount_percent',
      'min_order_paise',
      'start_date',
      'expiry_date',
      'is_active',
      'first_order_only',
    ])
    .where('code', '=', upperCode)
    .executeTakeFirst();
}

export type VoucherRow = NonNullable<Awaited<ReturnType<typeof selectVoucherByCode>>>;
