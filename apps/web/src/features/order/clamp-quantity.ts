import { MAX_LINE_QUANTITY } from '@freshfold/shared';

/** The spec's rule for the order page: at least 0, and anything that is not a number is 0. */
export function clampQuantity(raw: string): number {
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, MAX_LINE_QUANTITY);
}
