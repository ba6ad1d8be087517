import { sql, type CompiledQuery, type Insertable } from 'kysely';
import type { TNotificationChannel, TOutboxStatus } from '@freshfold/shared';
import { fieldsOf, listMarkers, listParams, preparedQueryPerCount } from '../../db/prepared.js';
import type { Db, OutboxTable } from '../../db/tables.js';
import { updatedAny } from '../../db/query-results.js';

/** The app's database or a caller's transaction: `enqueue` writes in the caller's. */
export type NewOutboxRow = Insertable<OutboxTable>;

/**
 * Writes messages; one whose `dedupe_key` is already there is left out (ON CONFLICT DO
 * NOTHING, which neither database treats as an error, so the caller's transaction goes on).
 * Returns the ids written.
 */
export async function insertMessages(db: Db, rows: readonly NewOutboxRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const written = await insertQuery(db, rows).returning('id').execute();
  return written.map((row) => row.id);
}

/** What a message is and where it goes: written by `enqueue`, read back by the worker's claim. */
const MESSAGE_COLUMNS = [
  'kind',
  'channel',
  'recipient',
  'reply_to',
  'order_id',
  'user_id',
  'subject',
  'data',
] as const;

const WRITTEN_COLUMNS = [
  'dedupe_key',
  ...MESSAGE_COLUMNS,
  'next_attempt_at',
  'created_at',
] as const satisfies readonly (keyof NewOutboxRow)[];

/** A message as `enqueue` writes it: every column it sets, each given (null for none). */
export type OutboxRowToWrite = Required<Pick<NewOutboxRow, (typeof WRITTEN_COLUMNS)[number]>>;

/**
 * The same INSERT, compiled for `db`'s database and not sent (`enqueueStatement`): a prepared
 * query per number of messages (an order writes one to four), which PostgreSQL parses and plans
 * once per connection.
 */
export function insertMessagesStatement(db: Db, rows: readonly OutboxRowToWrite[]): CompiledQuery {
  return insertMessagesQuery(rows.length).compile(db, listParams(rows));
}

const insertMessagesQuery = preparedQueryPerCount(
  (db, p: Record<string, OutboxRowToWrite>, count) =>
    db
      .insertInto('outbox')
      .values(listMarkers(p, count).map((row) => fieldsOf(row, WRITTEN_COLUMNS)))
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing()),
);

function insertQuery(db: Db, rows: readonly NewOutboxRow[]) {
  return db
    .insertInto('outbox')
    .values([...rows])
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing());
}

/** Which of these once-only keys the outbox holds. */
export async function selectDedupeKeys(db: Db, dedupeKeys: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('dedupe_key')
    .where('dedupe_key', 'in', dedupeKeys)
    .execute();
  return rows.map((row) => row.dedupe_key);
}

const CLAIMED_COLUMNS = [
  'id',
  ...MESSAGE_COLUMNS,
  'body_html',
  'body_text',
  'attempts',
  'retry_until',
  'leased_by',
] as const;

/**
 * Takes up to `limit` due messages for this worker in one statement: each gets the lease token,
 * a lease until `leaseUntil` (and is not due again before then, so an instance that dies while
 * holding it gives it up when the lease ends), and one more attempt. PostgreSQL skips the rows
 * another instance is claiming at that moment (FOR UPDATE SKIP LOCKED); SQLite has one writer
 * at a time, so the UPDATE … RETURNING is the claim.
 */
export function claimDueMessages(
  db: Db,
  options: {
    now: string;
    leaseUntil: string;
    /** The end of the retry window of a message tried for the first time. */
    retryUntil: string;
    token: string;
    limit: number;
    postgres: boolean;
    /** Only messages of these channels (the ones this instance can send). */
    channels: readonly TNotificationChannel[];
  },
) {
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('channel', 'in', options.channels)
    .where('next_attempt_at', '<=', options.now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.limit);
  if (options.postgres) due = due.forUpdate().skipLocked();
  return db
    .updateTable('outbox')
    .set({
      leased_by: options.token,
      lease_until: options.leaseUntil,
      next_attempt_at: options.leaseUntil,
      attempts: sql<number>`attempts + 1`,
      retry_until: sql<string>`coalesce(retry_until, ${options.retryUntil})`,
    })
    .where('id', 'in', due)
    .returning([...CLAIMED_COLUMNS])
    .execute();
}

export type ClaimedRow = Awaited<ReturnType<typeof claimDueMessages>>[number];

/**
 * What claimed messages are checked against just before they are sent (`send-time-check.ts`),
 * for a whole claim in one statement: each message's account as it is now (address, phone,
 * channels), and its order (status, pickup, and whether the shop has closed the pickup's date).
 * It reads the accounts', orders' and closures' tables directly: through their modules'
 * services it would be two or three reads per message, on the path of every message sent.
 * A column is null when the message has no account or order, or it no longer exists.
 */
export function selectSendTimeFacts(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('outbox')
    .leftJoin('users', 'users.id', 'outbox.user_id')
    .leftJoin('orders', 'orders.id', 'outbox.order_id')
    .leftJoin('closures', 'closures.date', 'orders.pickup_date')
    .select([
      'outbox.id',
      'users.id as account_id',
      'users.email',
      'users.phone',
      'users.first_name',
      'users.notify_email',
      'users.notify_whatsapp',
      'users.notify_sms',
      'orders.id as current_order_id',
      'orders.status as order_status',
      'orders.pickup_date',
      'orders.pickup_slot_label',
      'closures.date as closed_date',
    ])
    .where('outbox.id', 'in', ids)
    .execute();
}

export type SendTimeFactsRow = Awaited<ReturnType<typeof selectSendTimeFacts>>[number];

/** What an attempt came to; written only while this worker still holds the lease. */
export interface AttemptOutcome {
  status: TOutboxStatus;
  nextAttemptAt?: string;
  /** Where it went, when that is not where it was written to (the customer's number changed). */
  recipient?: string;
  lastError: string | null;
  providerId?: string;
  sentAt?: string;
  bodyHtml: string | null;
  /** Null while the message was never rendered (not sent: the dashboard renders it when opened). */
  bodyText: string | null;
}

/**
 * Every due message of a channel nothing sends (none configured), marked not sent in one
 * statement, with one more attempt: no claim, no rendering, no send. The dashboard renders such
 * a message when it is opened, and an admin's retry makes it pending again.
 */
export async function markUnsendable(
  db: Db,
  options: { now: string; channels: readonly TNotificationChannel[]; lastError: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'not_sent', last_error: options.lastError, attempts: sql<number>`attempts + 1` })
    .where('status', '=', 'pending')
    .where('channel', 'in', options.channels)
    .where('next_attempt_at', '<=', options.now)
    .execute();
}

export function recordOutcome(
  db: Db,
  id: number,
  token: string,
  outcome: AttemptOutcome,
): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('outbox')
      .set({
        status: outcome.status,
        ...(outcome.nextAttemptAt ? { next_attempt_at: outcome.nextAttemptAt } : {}),
        ...(outcome.recipient ? { recipient: outcome.recipient } : {}),
        last_error: outcome.lastError,
        provider_id: outcome.providerId ?? null,
        sent_at: outcome.sentAt ?? null,
        body_html: outcome.bodyHtml,
        body_text: outcome.bodyText,
        lease_until: null,
        leased_by: null,
      })
      .where('id', '=', id)
      .where('leased_by', '=', token),
  );
}

const LISTED_COLUMNS = [
  'id',
  'kind',
  'channel',
  'recipient',
  'order_id',
  'user_id',
  'subject',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'created_at',
  'sent_at',
  'provider_id',
] as const;

/** Failures first (failed, then not sent), then pending, then sent; newest first within each. */
const failuresFirst = sql<number>`case status when 'failed' then 0 when 'not_sent' then 1 when 'pending' then 2 else 3 end`;

export async function listMessages(
  db: Db,
  options: { status?: TOutboxStatus; limit: number; offset: number },
) {
  let query = db.selectFrom('outbox');
  if (options.status) query = query.where('status', '=', options.status);
  const [rows, count] = await Promise.all([
    query
      .select([...LISTED_COLUMNS])
      .orderBy(failuresFirst)
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type ListedRow = Awaited<ReturnType<typeof listMessages>>['rows'][number];

const DETAIL_COLUMNS = [...LISTED_COLUMNS, 'data', 'body_html', 'body_text', 'reply_to'] as const;

export function selectMessage(db: Db, id: number) {
  return db
    .selectFrom('outbox')
    .select([...DETAIL_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function selectOrderMessages(db: Db, orderId: number) {
  return db
    .selectFrom('outbox')
    .select([...DETAIL_COLUMNS])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export type DetailRow = NonNullable<Awaited<ReturnType<typeof selectMessage>>>;

/**
 * Puts a failed or not-sent message back in the queue, due now; its retry window starts again
 * at its next attempt, and it is rendered again then (a message that could not be rendered, kept
 * with an empty body, is not sent blank once the template is mended).
 * False when the message is not failed or not sent (pending or sent already).
 */
export function requeueMessage(db: Db, id: number, now: string): Promise<boolean> {
  return updatedAny(
    db
      .updateTable('outbox')
      .set({
        status: 'pending',
        next_attempt_at: now,
        retry_until: null,
        lease_until: null,
        leased_by: null,
        body_html: null,
        body_text: null,
      })
      .where('id', '=', id)
      .where('status', 'in', ['failed', 'not_sent']),
  );
}
