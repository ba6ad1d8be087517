import type { TAdminContactMessagesQuery } from '@freshfold/shared';

type ContactFilter = NonNullable<TAdminContactMessagesQuery['status']>;

/** The Contact tab's texts: what customers wrote on the contact page, as the shop handles it. */
export const CONTACT_TEXTS = {
  markedHandled: 'Contact message marked handled',
  reopened: 'Contact message reopened',
  updateFailed: 'Failed to update the contact message.',
  noMessages: 'No contact messages match this filter.',
  loadFailed: 'Failed to load contact messages.',
} as const;

/** The filter's choices, the server's `status` values. */
export const CONTACT_FILTER_OPTIONS: readonly (readonly [ContactFilter, string])[] = [
  ['all', 'All messages'],
  ['unhandled', 'Unhandled'],
  ['handled', 'Handled'],
];

/** A message this long, or of several lines, is folded in the list until the shop opens it. */
export const FOLDED_MESSAGE_CHARS = 140;

/** `9845012345` → `98450 12345`, as a number is written in India. */
export function formatIndianPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
