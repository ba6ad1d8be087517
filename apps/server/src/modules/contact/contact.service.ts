import {
  API_MESSAGES,
  MESSAGES,
  type TAdminContactMessagesPage,
  type TContactAccepted,
  type TContactMessage,
  type TContactMessageInput,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import { notFound } from '../../lib/http-error.js';
import { camelFields } from '../../lib/row-fields.js';
import { enqueue, wakeDelivery } from '../notifications/outbox.service.js';
import {
  insertContactMessage,
  listContactMessages,
  setContactMessageHandled,
  type ContactMessageRow,
  type ContactStatusFilter,
} from './contact.repository.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';

/**
 * A message from the contact page: stored, and in the same transaction the shop's e-mail
 * (`SHOP_EMAIL`, Reply-To the sender) and the sender's acknowledgement are put in the outbox, so
 * the 202 means both will be sent, whatever happens to this process afterwards.
 */
export async function sendContactMessage(
  db: Kysely<Database>,
  input: TContactMessageInput,
  shopEmail: string,
): Promise<TContactAccepted> {
  const phone = input.phone ?? null;
  const subject = input.subject ?? null;
  await transaction(db, async (trx) => {
    const id = await insertContactMessage(trx, {
      name: input.name,
      email: input.email,
      phone,
      subject,
      message: input.message,
      created_at: new Date().toISOString(),
    });
    const key = `contact:${String(id)}`;
    await enqueue(trx, [
      {
        channel: 'email',
        recipient: shopEmail,
        replyTo: input.email,
        key,
        data: {
          kind: 'contact_message',
          name: input.name,
          email: input.email,
          phone,
          subject,
          message: input.message,
        },
      },
      {
        channel: 'email',
        recipient: input.email,
        key,
        data: { kind: 'contact_acknowledgement', name: input.name, message: input.message },
      },
    ]);
  });
  wakeDelivery();
  return { message: MESSAGES.contact.sent };
}

function toContactMessage(row: ContactMessageRow): TContactMessage {
  return {
    ...camelFields(row, ['id', 'name', 'email', 'phone', 'subject', 'message', 'created_at']),
    handled: row.handled_at !== null,
    ...camelFields(row, ['handled_at', 'handled_by']),
  };
}

export async function adminListContactMessages(
  db: Kysely<Database>,
  query: { status: ContactStatusFilter; page: number; pageSize: number },
): Promise<TAdminContactMessagesPage> {
  const { rows, total, unhandled } = await listContactMessages(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    messages: rows.map(toContactMessage),
    total,
    unhandled,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Marks a message handled by this admin, or unhandled again. */
export async function adminMarkContactMessage(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  handled: boolean,
): Promise<TContactMessage> {
  return auditedWrite(db, actor, async (trx) => {
    const now = new Date().toISOString();
    const row = await setContactMessageHandled(
      trx,
      id,
      handled ? { now, adminId: actor.id } : null,
    );
    if (!row) throw notFound(API_MESSAGES.contact.messageNotFound);
    const after = { handled, handledAt: row.handled_at, handledBy: row.handled_by };
    const action = handled ? 'contact.handled' : 'contact.unhandled';
    return [
      toContactMessage(row),
      { action, entity: 'contact_message', entityId: id, before: null, after },
    ];
  });
}
