import type { Kysely, Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared.js';
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

/** Whether the customer has any order at all (a first-order voucher refuses them if so). */
export async function hasAnyOrder(db: Db, userId: number): Promise<boolean> {
  return (await anyOrderQuery.first(db, { userId })) !== undefined;
}

const anyOrderQuery = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('orders').select('id').where('user_id', '=', p.userId).limit(1),
);
