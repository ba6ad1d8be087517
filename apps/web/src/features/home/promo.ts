import { readString, STORAGE_KEYS, writeString } from '@/lib/storage';

/** The welcome offer the Home page advertises; the server holds the same voucher. */
export const WELCOME_PROMO = {
  code: 'WELCOME20',
  discountPercent: 20,
  minOrderRupees: 500,
  /** How long a visitor is on Home before the offer appears. */
  delayMs: 2000,
} as const;

export function hasSeenPromo(): boolean {
  return readString(STORAGE_KEYS.promoSeen) !== null;
}

export function markPromoSeen(): void {
  writeString(STORAGE_KEYS.promoSeen, 'true');
}
