import type {
  TNotificationChannel,
  TNotificationKind,
  TOutboxMessage,
  TOutboxStatus,
} from '@freshfold/shared';
import type { BadgeTone } from '@/components/ui/badge';

/** What caused a message, as the shop reads it. */
export const MESSAGE_KIND_LABELS: Record<TNotificationKind, string> = {
  order_placed: 'Order placed',
  order_rescheduled: 'Order rescheduled',
  order_adjusted: 'Order adjusted',
  order_status_changed: 'Status changed',
  order_cancelled: 'Order cancelled',
  pickup_reminder: 'Pickup reminder',
  password_reset: 'Password reset',
  contact_message: 'Contact message',
  contact_acknowledgement: 'Contact acknowledgement',
  shop_new_order: 'New order (shop)',
  payment_received: 'Payment received',
  pickup_date_closed: 'Pickup date closed',
  delivery_date_closed: 'Delivery date closed',
  closed_date_reopened: 'Closed date reopened',
  delivery_planned: 'Delivery planned',
};

export const CHANNEL_LABELS: Record<TNotificationChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

export const MESSAGE_STATUS_LABELS: Record<TOutboxStatus, string> = {
  failed: 'Failed',
  not_sent: 'Not sent',
  pending: 'Pending',
  sent: 'Sent',
};

/** The statuses in the order the list shows them: failures first. */
export const MESSAGE_STATUS_ORDER: readonly TOutboxStatus[] = [
  'failed',
  'not_sent',
  'pending',
  'sent',
];

export const MESSAGE_STATUS_TONES: Record<TOutboxStatus, BadgeTone> = {
  failed: 'red',
  not_sent: 'yellow',
  pending: 'blue',
  sent: 'green',
};

/** Only a message that did not go out can be put back in the queue (the server says 409 else). */
export function canRetry(message: Pick<TOutboxMessage, 'status'>): boolean {
  return message.status === 'failed' || message.status === 'not_sent';
}

/**
 * Who a message went to, readably: an e-mail address as it is; a phone (stored in E.164
 * without `+`) with its country code, an Indian number grouped as it is written in India,
 * `919876543210` → `+91 98765 43210`.
 */
export function formatRecipient(message: Pick<TOutboxMessage, 'channel' | 'recipient'>): string {
  if (message.channel === 'email') return message.recipient;
  const digits = message.recipient.replace(/\D/g, '');
  const indian = /^91(\d{5})(\d{5})$/.exec(digits);
  if (indian) return `+91 ${indian[1]} ${indian[2]}`;
  return digits ? `+${digits}` : message.recipient;
}

/** An instant of the API (ISO-8601 UTC) as the shop reads it, in India's time. */
export function formatMessageTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
