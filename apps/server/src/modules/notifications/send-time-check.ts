import type { TNotificationChannel } from '@freshfold/shared';
import {
  toNotificationContact,
  type NotificationContact,
} from '../accounts/notification-preferences.service.js';
import type { Db } from '../../db/tables.js';
import { addressFor, isCustomerKind } from './customer-messages.js';
import {
  selectSendTimeFacts,
  type ClaimedRow,
  type SendTimeFactsRow,
} from './outbox.repository.js';
import type { NotificationData } from './templates/data.js';

/** What a claimed message does now: goes to `recipient`, or is not sent, for `reason`. */
export type SendTimeVerdict = { send: true; recipient: string } | { send: false; reason: string };

const CHANNEL_NAMES: Record<TNotificationChannel, string> = {
  email: 'e-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/** Every reason ends so: what the admin reads is what changed between writing and sending. */
const SINCE = 'after it was written';

/**
 * A message to a customer's account is checked against the account as it is now; a pickup
 * reminder against its order too. The shop's own mail (a new order, a contact message) and a
 * contact form's acknowledgement go as written.
 */
function isChecked(row: ClaimedRow): boolean {
  return (
    (row.user_id !== null && isCustomerKind(row.kind)) ||
    (row.kind === 'pickup_reminder' && row.order_id !== null)
  );
}

/**
 * What a claim's messages are checked against before they are sent (`verdictOf`), read in one
 * statement for the whole claim, and only when it holds a message to check.
 */
export async function sendTimeFactsOf(
  db: Db,
  rows: readonly ClaimedRow[],
): Promise<Map<number, SendTimeFactsRow>> {
  const ids = rows.filter(isChecked).map((row) => row.id);
  if (ids.length === 0) return new Map();
  const facts = await selectSendTimeFacts(db, ids);
  return new Map(facts.map((row) => [row.id, row]));
}

/**
 * Whether a message still applies now that it is about to be sent, and to whom. A message may
 * wait up to a day for a retry (`NOTIFICATIONS_RETRY_FOR`), and the customer's choices are those
 * of now, not of when it was written: e-mail turned off (on the profile or by an e-mail's
 * unsubscribe link) stops the non-essential kinds, WhatsApp or SMS turned off (consent
 * withdrawn) or the phone removed stops those channels, and a changed phone number gets the
 * message instead of the old one, which may be someone else's by now. A reset link goes only to
 * the address it was asked for, while it is still the account's. A pickup reminder ("we will pick
 * up … tomorrow") goes only while its order is still waiting for that very pickup, on a date the
 * shop has not closed.
 */
export function verdictOf(row: ClaimedRow, facts: SendTimeFactsRow | undefined): SendTimeVerdict {
  if (facts === undefined) return { send: true, recipient: row.recipient };
  if (row.kind === 'pickup_reminder' && row.order_id !== null) {
    const reason = whyNoPickup(row, facts);
    if (reason !== null) return { send: false, reason };
  }
  if (row.user_id === null || !isCustomerKind(row.kind)) {
    return { send: true, recipient: row.recipient };
  }
  const contact = contactOf(facts);
  if (contact === null) return { send: false, reason: 'the account no longer exists' };
  const address = addressFor(contact, row.kind, row.channel);
  if (address === null) return { send: false, reason: whyNotBy(contact, row.channel) };
  if (address !== row.recipient && row.kind === 'password_reset') {
    return { send: false, reason: `the account's e-mail address changed ${SINCE}` };
  }
  return { send: true, recipient: address };
}

/** The account as the accounts module reads it, or null when it no longer exists. */
function contactOf(facts: SendTimeFactsRow): NotificationContact | null {
  if (facts.account_id === null) return null;
  return toNotificationContact({
    id: facts.account_id,
    email: facts.email ?? '',
    phone: facts.phone ?? '',
    first_name: facts.first_name ?? '',
    notify_email: facts.notify_email ?? 0,
    notify_whatsapp: facts.notify_whatsapp ?? 0,
    notify_sms: facts.notify_sms ?? 0,
  });
}

function whyNotBy(contact: NotificationContact, channel: TNotificationChannel): string {
  if (channel !== 'email' && contact.phone === null) {
    return `the phone was removed from the customer's profile ${SINCE}`;
  }
  return `the customer turned ${CHANNEL_NAMES[channel]} off ${SINCE}`;
}

/** Why a pickup reminder no longer holds, or null while the order waits for that pickup. */
function whyNoPickup(row: ClaimedRow, facts: SendTimeFactsRow): string | null {
  if (facts.current_order_id === null) return 'the order no longer exists';
  if (facts.order_status === 'cancelled') return `the order was cancelled ${SINCE}`;
  if (facts.order_status !== 'pending') {
    return `the order moved on to ${String(facts.order_status)} ${SINCE}`;
  }
  const reminded = remindedPickupOf(row);
  if (
    reminded !== null &&
    (reminded.pickupDate !== facts.pickup_date || reminded.pickupSlot !== facts.pickup_slot_label)
  ) {
    return `the pickup moved to ${String(facts.pickup_date)}, ${String(facts.pickup_slot_label)} ${SINCE}`;
  }
  if (facts.closed_date !== null) return `the shop closed ${facts.closed_date} ${SINCE}`;
  return null;
}

/** The pickup a reminder speaks of; null for data that cannot be read (it fails to render). */
function remindedPickupOf(row: ClaimedRow): { pickupDate: string; pickupSlot: string } | null {
  try {
    const data = JSON.parse(row.data) as NotificationData;
    return data.kind === 'pickup_reminder' ? data.order : null;
  } catch {
    return null;
  }
}
