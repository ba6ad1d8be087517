/**
 * The roots of the query keys that more than one feature touches. The feature that reads the
 * data builds its keys under the root, with the user id for an account's own data (orders,
 * referrals); a write in another feature that changes the data invalidates the root, so no
 * feature imports another's api. Public data (the catalogue, the pickup slots) is the same for
 * every visitor and has no user id.
 */
export const queryRoots = {
  catalogue: ['services'],
  myOrders: ['orders'],
  referrals: ['referrals'],
  pickupSlots: ['pickup-slots'],
  /** The cart's quotes: a profile change (its PIN code, the service area) makes them stale. */
  orderQuote: ['order-quote'],
} as const;
