import { API_MESSAGES, type TNotificationPreferences } from '@freshfold/shared';
import type { Db } from '../../db/tables.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import {
  selectNotificationContact,
  turnOffEmailNotifications,
  updateNotificationPreferences as storePreferences,
} from './users.repository.js';

/** Where and how a customer is told about their orders (for the notifications module). */
export interface NotificationContact {
  userId: number;
  email: string;
  /** The profile's 10-digit phone, or null when there is none. */
  phone: string | null;
  firstName: string;
  preferences: TNotificationPreferences;
}

/**
 * An account's address, phone, first name and chosen channels; null for no such account. A
 * disabled account is still told about its orders (the shop may still be holding its laundry).
 */
export async function notificationContactOf(
  db: Db,
  userId: number,
): Promise<NotificationContact | null> {
  const row = await selectNotificationContact(db, userId);
  return row ? toNotificationContact(row) : null;
}

/**
 * An account's row as a `NotificationContact`: for a caller that read the row in a statement of
 * its own (placing an order reads it with the customer's row lock, in the same round trip).
 */
export function toNotificationContact(row: {
  id: number;
  email: string;
  phone: string;
  first_name: string;
  notify_email: number;
  notify_whatsapp: number;
  notify_sms: number;
}): NotificationContact {
  const phone = row.phone.trim() === '' ? null : row.phone;
  return {
    userId: row.id,
    email: row.email,
    phone,
    firstName: row.first_name,
    preferences: {
      email: row.notify_email === 1,
      // A phone channel is only on while there is a phone to send to.
      whatsapp: phone !== null && row.notify_whatsapp === 1,
      sms: phone !== null && row.notify_sms === 1,
    },
  };
}

/** The signed-in customer's contact; a 404 when the account no longer exists. */
async function ownContact(db: Db, userId: number): Promise<NotificationContact> {
  const contact = await notificationContactOf(db, userId);
  if (!contact) throw notFound(API_MESSAGES.account.userNotFound);
  return contact;
}

export async function getNotificationPreferences(
  db: Db,
  userId: number,
): Promise<TNotificationPreferences> {
  return (await ownContact(db, userId)).preferences;
}

/**
 * Stores the customer's channels; WhatsApp and SMS need a phone on the profile (400 otherwise).
 * Turning one of them on records the moment of consent.
 */
export async function updateNotificationPreferences(
  db: Db,
  userId: number,
  preferences: TNotificationPreferences,
): Promise<TNotificationPreferences> {
  const contact = await ownContact(db, userId);
  if ((preferences.whatsapp || preferences.sms) && contact.phone === null) {
    throw badRequest(
      API_MESSAGES.account.phoneNeededForMessages,
      preferences.whatsapp ? 'whatsapp' : 'sms',
    );
  }
  await storePreferences(db, userId, preferences, new Date().toISOString());
  return preferences;
}

/** The unsubscribe link: non-essential e-mails off. False when the account no longer exists. */
export function unsubscribeFromEmail(db: Db, userId: number): Promise<boolean> {
  return turnOffEmailNotifications(db, userId, new Date().toISOString());
}
