import { sql } from 'kysely';
import type { Db } from '../../db/tables.js';

export type ContactStatusFilter = 'all' | 'unhandled' | 'handled';

const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'created_at',
  'handled_at',
  'handled_by',
] as const;

export async function insertContactMessage(
  trx: Db,
  row: {
    name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    message: string;
    created_at: string;
  },
): Promise<number> {
  const inserted = await trx
    .insertInto('contact_messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A page of messages: the unhandled ones first, newest first within each. */
export async function listContactMessages(
  db: Db,
  options: { status: ContactStatusFilter; limit: number; offset: number },
) {
  let query = db.selectFrom('contact_messages');
  if (options.status === 'unhandled') query = query.where('handled_at', 'is', null);
  if (options.status === 'handled') query = query.where('handled_at', 'is not', null);
  const count = sql<number | string | bigint>`count(*)`.as('n');
  const [rows, total, unhandled] = await Promise.all([
    query
      .select([...COLUMNS])
      .orderBy(sql`case when handled_at is null then 0 else 1 end`)
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select(count).executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .select(count)
      .where('handled_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), unhandled: Number(unhandled.n) };
}

export type ContactMessageRow = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];

/**
 * Marks a message handled by `adminId` at `now` (kept as first marked when it already was), or
 * unhandled again. Undefined when there is no such message.
 */
export function setContactMessageHandled(
  db: Db,
  id: number,
  handled: { now: string; adminId: number } | null,
): Promise<ContactMessageRow | undefined> {
  return db
    .updateTable('contact_messages')
    .set(
      handled
        ? (eb) => ({
            handled_at: eb.fn.coalesce('handled_at', eb.val(handled.now)),
            handled_by: eb.fn.coalesce('handled_by', eb.val(handled.adminId)),
          })
        : { handled_at: null, handled_by: null },
    )
    .where('id', '=', id)
    .returning([...COLUMNS])
    .executeTakeFirst();
}
