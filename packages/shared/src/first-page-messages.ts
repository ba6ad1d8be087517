/**
 * The texts the first bundle needs (the session in the header, the cart's toasts, Home, Not
 * Found, the API client's fallback), in a module of their own. `MESSAGES` holds them too (it
 * spreads these), but importing `MESSAGES` would bring every page's texts into the Home page's
 * JavaScript, whose budget is 100 KB (e2e/budgets.spec.ts).
 */
export const SESSION_MESSAGES = {
  logoutSuccess: 'Logged out successfully',
  sessionExpired: 'Your session has expired. Please log in again.',
  accountDisabled: 'This account is disabled. Contact the shop.',
} as const;

/** What the cart says as it changes (lib/cart.tsx). */
export const CART_CHANGE_MESSAGES = {
  added: (item: string) => `Added ${item} to cart`,
  updated: (item: string) => `Updated ${item} quantity in cart`,
  removed: (item: string) => `Removed ${item} from cart`,
  cleared: 'Cart cleared',
  voucherRemoved: 'Voucher removed',
  useCartOutsideProvider: 'useCart must be used within a CartProvider',
  quantityCapped: (item: string, max: number) =>
    `At most ${max} of ${item} per order: the quantity is now ${max}.`,
  tooManyLines: (max: number) => `An order can hold at most ${max} different items.`,
} as const;

export const SERVICES_FETCH_MESSAGES = {
  servicesUnavailable: "We couldn't load our services just now.",
  servicesUnavailableHint: 'Check your connection and try again.',
  retry: 'Try again',
} as const;

export const SERVER_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const NOT_FOUND_MESSAGE = 'Oops! Page not found';
