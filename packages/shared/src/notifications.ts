import './zod-config.js';
import { z } from 'zod';
import { PAGE_QUERY_FIELDS, pagedList } from './pagination.js';

/**
 * Every message the shop sends, by what caused it. Transactional only (decisions, "Roles and
 * notifications"): nothing here is promotional.
 */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_rescheduled',
  'order_adjusted',
  'order_status_changed',
  'order_cancelled',
  'pickup_reminder',
  'password_reset',
  'contact_message',
  'contact_acknowledgement',
  'shop_new_order',
  'payment_received',
  'pickup_date_closed',
  'delivery_date_closed',
  'closed_date_reopened',
  'delivery_planned',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a message travels. E-mail by SMTP, WhatsApp by the Cloud API, SMS by Twilio. */
export const NOTIFICATION_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Where a message stands: `pending` (waiting, being sent or waiting for a retry), `sent`,
 * `failed` (refused for good, or still failing after the retry window), `not_sent` (no channel
 * of its kind is configured on the server).
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'not_sent'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message as the admin's Messages view lists it. Timestamps are ISO-8601 UTC. */
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** An e-mail address, or a phone number in E.164 without the `+` (919876543210). */
  recipient: z.string(),
  orderId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Delivery attempts started so far. */
  attempts: z.number().int(),
  /** When a pending message is tried next; null once it is sent, failed or not sent. */
  nextAttemptAt: z.string().nullable(),
  /** Why the last attempt did not deliver it (kept after a later success is not possible). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The provider's id of the delivered message (SMTP Message-ID, WhatsApp or Twilio id). */
  providerId: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** One message with its rendered bodies, as it was (or will be) sent. */
export const ZOutboxMessageDetail = ZOutboxMessage.extend({
  /** The e-mail's HTML; null for WhatsApp and SMS. */
  bodyHtml: z.string().nullable(),
  /** The e-mail's plain-text part, or the WhatsApp or SMS text. */
  bodyText: z.string(),
});
export type TOutboxMessageDetail = z.infer<typeof ZOutboxMessageDetail>;

/** `GET /api/admin/messages?status=&page=&pageSize=`: failures first, then newest first. */
export const ZAdminMessagesQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  ...PAGE_QUERY_FIELDS,
});
export type TAdminMessagesQuery = z.input<typeof ZAdminMessagesQuery>;

export const ZAdminMessagesPage = pagedList('messages', ZOutboxMessage);
export type TAdminMessagesPage = z.infer<typeof ZAdminMessagesPage>;

/** `GET /api/admin/orders/{id}/messages`: the order's messages, oldest first, with bodies. */
export const ZOrderMessages = z.object({ messages: z.array(ZOutboxMessageDetail) });
export type TOrderMessages = z.infer<typeof ZOrderMessages>;
