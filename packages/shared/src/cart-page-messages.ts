import { formatLongDate } from './dates.js';

/**
 * Texts only the cart and checkout pages show, beside `MESSAGES`: a module of their own, as
 * `admin-messages.ts` is, so that the first bundle (which holds `MESSAGES` for the header's
 * cart badge and the session) does not carry them.
 */
export const CART_PAGE_MESSAGES = {
  quantitiesLowered: (items: string[], max: number) =>
    `One order holds at most ${max} of an item, so the quantity of ${items.join(', ')} is now ${max}.`,
  voucherNotStacked: (code: string, percent: number) =>
    `Discounts do not add up: your ${percent}% referral welcome is larger than ${code}, so it applies.`,
  referralWelcome: (percent: number) => `Referral welcome (${percent}% off your first order)`,
  /** The checkout's link to the order that already holds the chosen slot. */
  viewBookedOrder: 'View that order',
  /** Checkout's optional notes for the shop (`ZOrderNotes`). */
  notesTitle: 'Special Instructions',
  notesLabel: 'Special instructions (optional)',
  notesHint: 'Stains, gate code, call before coming…',
  notesCount: (used: number, max: number) => `${used} / ${max}`,
  /**
   * A closed date (modules/closures): the pickup picker's note, and the server's refusal of an
   * order or a reschedule to it.
   */
  closedOn: (date: string, reason: string) =>
    `We are closed on ${formatLongDate(date)}: ${reason}. Please choose another date.`,
  closedDatesHint: 'We are closed on',
};
