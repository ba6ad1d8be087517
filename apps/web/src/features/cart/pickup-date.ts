import { indianDate, isIsoDate } from '@freshfold/shared';

/** What the cart, login and checkout pass each other through navigation state. */
export interface PickupNavigationState {
  redirect?: string;
  /** `YYYY-MM-DD`, or a full ISO timestamp as the spec's guest checkout sends it. */
  pickupDate?: string;
  pickupSlot?: number | string;
}

/** A pickup date from navigation state as an Indian `YYYY-MM-DD` date, or null. */
export function pickupDateFromState(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (isIsoDate(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : indianDate(instant);
}

/** A slot id from navigation state, or null. */
export function pickupSlotFromState(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Midnight of an Indian date, as the ISO string the spec's login hand-over carries. */
export function pickupDateAsIsoString(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toISOString();
}
