import type { TShopChargesResponse } from '@freshfold/shared';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';

/**
 * How long an answer is used before a page that shows a claim asks again. Asking costs the
 * server one row and, unchanged, answers 304: a fee an admin sets shows on the next page.
 */
export const SHOP_CHARGES_FRESH_MS = 10_000;

/**
 * `GET /api/shop/charges`: the shop's delivery fee and minimum order, in rupees. Checked by
 * hand rather than with the contract's zod schema, which Home's bundle does without.
 */
export async function getShopCharges(): Promise<TShopChargesResponse> {
  const data = await api<Partial<TShopChargesResponse> | null>('/shop/charges');
  const { deliveryFee, minimumOrder } = data ?? {};
  if (typeof deliveryFee !== 'number' || typeof minimumOrder !== 'number') {
    throw new Error('The shop charges answer is not { deliveryFee, minimumOrder }');
  }
  return { deliveryFee, minimumOrder };
}

/**
 * The last answer, shared by every claim on the page. A small store rather than TanStack
 * Query: Home, the footer and the promo show claims, and Home does without the query cache to
 * keep its bundle small (see app/router.tsx).
 */
let latest: { charges: TShopChargesResponse; at: number } | undefined;
let pending = false;
const listeners = new Set<() => void>();

function refresh(): void {
  if (pending || (latest && Date.now() - latest.at < SHOP_CHARGES_FRESH_MS)) return;
  pending = true;
  getShopCharges()
    .then((charges) => {
      latest = { charges, at: Date.now() };
      listeners.forEach((listener) => listener());
    })
    // Unanswered, the claims stay as the spec words them; the cart still shows any fee.
    .catch(() => undefined)
    .finally(() => (pending = false));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  refresh();
  return () => listeners.delete(listener);
}

/** Forgets the last answer, so the next claim shown asks again (an admin saved new charges). */
export function forgetShopCharges(): void {
  latest = undefined;
  // The claims on screen (the footer's) ask at once, and show the new wording when it comes.
  if (listeners.size > 0) refresh();
}

/**
 * The shop's charges once fetched. Undefined on the server and while a page hydrates, so the
 * prerendered HTML and the first render show the default claims alike (no hydration
 * mismatch); the fetched claims follow. Each newly shown claim asks again once the answer is
 * older than SHOP_CHARGES_FRESH_MS.
 */
export function useShopCharges(): TShopChargesResponse | undefined {
  return useSyncExternalStore(
    subscribe,
    () => latest?.charges,
    () => undefined,
  );
}
