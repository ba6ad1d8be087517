import type { CompiledQuery, Kysely } from 'kysely';
import {
  NOTIFICATION_CHANNELS,
  type TAdminMessagesPage,
  type TNotificationChannel,
  type TNotificationKind,
  type TOutboxMessage,
  type TOutboxMessageDetail,
  type TOutboxStatus,
} from '@freshfold/shared';
import type { Database, Db } from '../../db/tables.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { camelFields } from '../../lib/row-fields.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import type { NotificationData } from './templates/data.js';
import { renderMessage, subjectOf } from './templates/render.js';
import type { TemplateContext } from './templates/templates.js';
import {
  insertMessages,
  insertMessagesStatement,
  listMessages,
  requeueMessage,
  selectDedupeKeys,
  selectMessage,
  selectOrderMessages,
  type DetailRow,
  type OutboxRowToWrite,
  type ListedRow,
} from './outbox.repository.js';

/** One message for `enqueue`: who gets what, by which channel, because of which event. */
export interface OutboxMessageInput {
  channel: TNotificationChannel;
  /** An e-mail address, or a phone number in E.164 without the `+` (see `indianPhoneToE164`). */
  recipient: string;
  /** The template data; its `kind` names the message. */
  data: NotificationData;
  /**
   * What makes this message once-only, beside its kind and channel: `order:42` for an order's
   * confirmation, `order:42:status:ready`, `order:42:reminder:2026-12-01`, `reset:<token id>`.
   * A second `enqueue` with the same kind, key and channel writes nothing.
   */
  key: string;
  orderId?: number | null;
  userId?: number | null;
  /** E-mail only: where the recipient's reply goes (the contact form's sender). */
  replyTo?: string | null;
  /** Not sent before this instant (ISO-8601 UTC); now when absent. */
  notBefore?: string;
}

/** The outbox's unique key of a message: kind, caller's key, channel. */
export function dedupeKeyOf(message: Pick<OutboxMessageInput, 'channel' | 'data' | 'key'>): string {
  return dedupeKey(message.data.kind, message.key, message.channel);
}

const dedupeKey = (kind: TNotificationKind, key: string, channel: TNotificationChannel) =>
  `${kind}:${key}:${channel}`;

/**
 * Which of these keys a message of `kind` was enqueued under, on any channel: whom an event was
 * told to (the customers told of a closure are told again when the shop opens the date). One
 * lookup of the once-only index.
 */
export async function keysEnqueued(
  db: Db,
  kind: TNotificationKind,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const keyOf = new Map(
    keys.flatMap((key) =>
      NOTIFICATION_CHANNELS.map((channel) => [dedupeKey(kind, key, channel), key] as const),
    ),
  );
  const found = await selectDedupeKeys(db, [...keyOf.keys()]);
  return new Set(found.flatMap((dedupe) => keyOf.get(dedupe) ?? []));
}

/**
 * Writes messages to the outbox inside the caller's transaction, so they exist exactly when the
 * change that causes them commits. Cheap: one INSERT, no rendering (the e-mail is rendered by
 * the delivery worker). A message whose kind, key and channel were enqueued before is left
 * out. Returns the ids written. After the commit, call `wakeDelivery()` so this instance sends
 * at once instead of at its next poll.
 *
 *     await db.transaction().execute(async (trx) => {
 *       const order = await insertOrder(trx, …);
 *       await enqueue(trx, [{ channel: 'email', recipient: email, key: `order:${order.id}`,
 *         orderId: order.id, userId, data: { kind: 'order_placed', order: summary } }]);
 *     });
 *     wakeDelivery();
 */
export async function enqueue(trx: Db, messages: readonly OutboxMessageInput[]): Promise<number[]> {
  return insertMessages(trx, outboxRowsOf(messages));
}

/**
 * `enqueue`'s INSERT, compiled and not sent: for a transaction that sends its last statements
 * together with its COMMIT (placing an order on PostgreSQL, `LastStatement` in
 * db/write-transactions.ts), so the messages ride in the round trip the order commits in.
 * Null when there is nothing to write.
 */
export function enqueueStatement(
  trx: Db,
  messages: readonly OutboxMessageInput[],
): CompiledQuery | null {
  return messages.length === 0 ? null : insertMessagesStatement(trx, outboxRowsOf(messages));
}

function outboxRowsOf(messages: readonly OutboxMessageInput[]): OutboxRowToWrite[] {
  const now = new Date().toISOString();
  return messages.map((message) => ({
    dedupe_key: dedupeKeyOf(message),
    kind: message.data.kind,
    channel: message.channel,
    recipient: message.recipient,
    reply_to: message.replyTo ?? null,
    order_id: message.orderId ?? null,
    user_id: message.userId ?? null,
    subject: subjectOf(message.data),
    data: JSON.stringify(message.data),
    next_attempt_at: message.notBefore ?? now,
    created_at: now,
  }));
}

const wakers = new Set<() => void>();

/** Asks this process's delivery workers to look for due messages now (after a commit). */
export function wakeDelivery(): void {
  for (const wake of wakers) wake();
}

/** A worker's wake-up, until the returned function removes it. */
export function onWake(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** `9876543210` (a customer's 10-digit phone) → `919876543210`, as WhatsApp and SMS want it. */
export function indianPhoneToE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

function toMessage(row: ListedRow): TOutboxMessage {
  return {
    ...camelFields(row, ['id', 'kind', 'channel', 'recipient', 'order_id', 'user_id', 'subject']),
    // Its delivery: the next attempt matters only while one is due.
    ...camelFields(row, ['status', 'attempts']),
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    ...camelFields(row, ['last_error', 'created_at', 'sent_at', 'provider_id']),
  };
}

/** A reset link lets whoever holds it into the account: the shop sees that one was sent, not it. */
function hideSecrets(kind: string, body: string): string {
  return kind === 'password_reset' ? body.replace(/token=[^\s"'<&]+/g, 'token=hidden') : body;
}

/** A message with its bodies: as stored once tried, rendered now if not tried yet. */
async function toDetail(row: DetailRow, context: TemplateContext): Promise<TOutboxMessageDetail> {
  let html = row.body_html;
  let text = row.body_text;
  if (text === null) {
    try {
      const rendered = await renderMessage(
        JSON.parse(row.data) as NotificationData,
        row.channel,
        context,
      );
      html = rendered.html;
      text = rendered.text;
    } catch (error) {
      // A message its template cannot render (it fails when sent, too) is still shown.
      text = `Could not render this message: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return {
    ...toMessage(row),
    bodyHtml: html === null ? null : hideSecrets(row.kind, html),
    bodyText: hideSecrets(row.kind, text),
  };
}

export async function adminListMessages(
  db: Db,
  query: { status?: TOutboxStatus | undefined; page: number; pageSize: number },
): Promise<TAdminMessagesPage> {
  const { rows, total } = await listMessages(db, {
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { messages: rows.map(toMessage), total, page: query.page, pageSize: query.pageSize };
}

export async function adminMessage(
  db: Db,
  id: number,
  context: TemplateContext,
): Promise<TOutboxMessageDetail> {
  const row = await selectMessage(db, id);
  if (!row) throw notFound('Message not found');
  return toDetail(row, context);
}

export async function adminOrderMessages(
  db: Db,
  orderId: number,
  context: TemplateContext,
): Promise<TOutboxMessageDetail[]> {
  const rows = await selectOrderMessages(db, orderId);
  return Promise.all(rows.map((row) => toDetail(row, context)));
}

/** An admin's retry of a failed or not-sent message: queued again, due now. */
export async function adminRetryMessage(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  context: TemplateContext,
): Promise<TOutboxMessageDetail> {
  await auditedWrite(db, actor, async (trx) => {
    const row = await selectMessage(trx, id);
    if (!row) throw notFound('Message not found');
    if (!(await requeueMessage(trx, id, new Date().toISOString()))) {
      throw conflict(
        `Only a failed or not sent message can be retried; this one is ${row.status}.`,
      );
    }
    const change = { entity: 'message', entityId: id, before: { status: row.status } };
    return [undefined, { ...change, action: 'message.retry', after: { status: 'pending' } }];
  });
  wakeDelivery();
  return adminMessage(db, id, context);
}
