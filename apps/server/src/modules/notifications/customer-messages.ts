import {
  NOTIFICATION_CHANNELS,
  type TNotificationChannel,
  type TNotificationKind,
} from '@freshfold/shared';
import {
  notificationContactOf,
  type NotificationContact,
} from '../accounts/notification-preferences.service.js';
import type { Db } from '../../db/tables.js';
import { enqueue, indianPhoneToE164, type OutboxMessageInput } from './outbox.service.js';
import type { NotificationData } from './templates/data.js';

/** The kinds that go to the shop, or to a contact form's sender: to no customer's account. */
const NOT_TO_A_CUSTOMER = ['contact_message', 'contact_acknowledgement', 'shop_new_order'] as const;

/** The kinds that go to a customer's account. */
type CustomerKind = Exclude<TNotificationKind, (typeof NOT_TO_A_CUSTOMER)[number]>;

/**
 * True for a message to a customer's account, which alone carries that account's unsubscribe
 * link: the shop's copy of a new order names the customer (`user_id`) but is the shop's mail, and
 * its Unsubscribe button must not turn off the customer's e-mail.
 */
export function isCustomerKind(kind: TNotificationKind): kind is CustomerKind {
  return !(NOT_TO_A_CUSTOMER as readonly TNotificationKind[]).includes(kind);
}
export type CustomerNotificationData = Extract<NotificationData, { kind: CustomerKind }>;

/**
 * E-mails a customer gets even after turning e-mail off (on the profile or by an e-mail's
 * unsubscribe link): they confirm what the customer did, or what was done to their money or
 * account, or say that a booked pickup or planned delivery will not happen (the shop closed its
 * date), or will after all (the shop opened the date again). Reminders, reschedules,
 * adjustments and status updates are the non-essential ones.
 */
const ESSENTIAL_EMAIL_KINDS: ReadonlySet<CustomerKind> = new Set<CustomerKind>([
  'order_placed',
  'order_cancelled',
  'payment_received',
  'password_reset',
  'pickup_date_closed',
  'delivery_date_closed',
  'closed_date_reopened',
]);

/** A reset link proves the owner of the account's address: it goes to that address only. */
const EMAIL_ONLY_KINDS: ReadonlySet<CustomerKind> = new Set<CustomerKind>(['password_reset']);

/** One event's message to one customer, as the caller knows it. */
export interface CustomerMessage {
  userId: number;
  data: CustomerNotificationData;
  /** What makes it once-only (see `OutboxMessageInput.key`): `order:42`, `order:42:status:ready`. */
  key: string;
  orderId?: number | null;
  /** Not sent before this instant (ISO-8601 UTC). */
  notBefore?: string;
}

/**
 * The outbox messages of one event for one customer: one per channel the customer chose (the
 * account's e-mail; WhatsApp and SMS to the profile's phone once opted in), with the essential
 * e-mails kept when e-mail is off. Reads the account through the accounts module, in the
 * caller's transaction. None for an account that no longer exists.
 */
export async function messagesForCustomer(
  trx: Db,
  message: CustomerMessage,
): Promise<OutboxMessageInput[]> {
  const contact = await notificationContactOf(trx, message.userId);
  return contact ? messagesForContact(contact, message) : [];
}

/**
 * The outbox messages of one event for a customer whose contact the caller has read already
 * (placing an order reads it with the customer's row lock): the rule of `messagesForCustomer`.
 */
export function messagesForContact(
  contact: NotificationContact,
  message: CustomerMessage,
): OutboxMessageInput[] {
  return NOTIFICATION_CHANNELS.flatMap((channel) => {
    const recipient = addressFor(contact, message.data.kind, channel);
    if (recipient === null) return [];
    return [
      {
        channel,
        recipient,
        data: message.data,
        key: message.key,
        orderId: message.orderId ?? null,
        userId: message.userId,
        ...(message.notBefore ? { notBefore: message.notBefore } : {}),
      },
    ];
  });
}

/**
 * Where a message of `kind` goes to this customer by `channel`, or null when it does not go by
 * that channel: the account's address when the customer has e-mail on, and always for the
 * essential kinds; the profile's phone (`91…`) for WhatsApp and SMS once opted in to each, never
 * for a reset link. The one rule both for writing a message and, when it is about to be sent,
 * for checking it still applies (`send-time-check.ts`).
 */
export function addressFor(
  contact: NotificationContact,
  kind: CustomerKind,
  channel: TNotificationChannel,
): string | null {
  if (channel === 'email') {
    return contact.preferences.email || ESSENTIAL_EMAIL_KINDS.has(kind) ? contact.email : null;
  }
  if (EMAIL_ONLY_KINDS.has(kind) || contact.phone === null || !contact.preferences[channel]) {
    return null;
  }
  return indianPhoneToE164(contact.phone);
}

/**
 * Enqueues one event's messages to a customer on the channels they chose, in the caller's
 * transaction (so they exist exactly when the change commits); call `wakeDelivery()` after the
 * commit. Answers the ids written: none when the same kind and key were enqueued before.
 *
 *     await notifyCustomer(trx, {
 *       userId: order.userId,
 *       data: { kind: 'order_status_changed', order: summary, status: 'ready' },
 *       key: `order:${String(order.id)}:status:ready`,
 *       orderId: order.id,
 *     });
 */
export async function notifyCustomer(trx: Db, message: CustomerMessage): Promise<number[]> {
  const messages = await messagesForCustomer(trx, message);
  return messages.length === 0 ? [] : enqueue(trx, messages);
}
