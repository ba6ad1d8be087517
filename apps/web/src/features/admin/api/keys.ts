import type {
  TOutstandingQuery,
  TAuditQuery,
  TAdminContactMessagesQuery,
  TAdminMessagesQuery,
  TAdminOrdersQuery,
  TAdminUsersQuery,
} from '@freshfold/shared';
import { queryRoots } from '@/lib/query-keys';

/**
 * The keys of an admin list read whole: `all`, its prefix for every admin (what a write makes
 * stale), and `of`, one admin's copy.
 */
function wholeListKeys<const Segment extends string>(segment: Segment) {
  const all = ['admin', segment] as const;
  return { all, of: (adminId: number) => [...all, adminId] as const };
}

/**
 * Query keys of the admin dashboard, each ending with the signed-in admin's id (what one
 * account fetched is never shown to another in the same tab). Writes invalidate a list by its
 * prefix (`usersAll`, `ordersAll`, `messagesAll`, `contactMessagesAll`, a whole list's `all`),
 * which covers every admin's copy.
 */
export const adminKeys = {
  all: ['admin'] as const,
  usersAll: ['admin', 'users'] as const,
  users: (adminId: number, query: TAdminUsersQuery) => ['admin', 'users', adminId, query] as const,
  ordersAll: ['admin', 'orders'] as const,
  orders: (adminId: number, query: TAdminOrdersQuery) =>
    ['admin', 'orders', adminId, query] as const,
  services: wholeListKeys('services'),
  vouchers: wholeListKeys('vouchers'),
  slots: wholeListKeys('slots'),
  closures: wholeListKeys('closures'),
  serviceArea: wholeListKeys('service-area'),
  shopCharges: wholeListKeys('settings'),
  /** Every message query (the list, one message, an order's): a retry changes all of them. */
  messagesAll: ['admin', 'messages'] as const,
  messages: (adminId: number, query: TAdminMessagesQuery) =>
    ['admin', 'messages', adminId, 'list', query] as const,
  message: (adminId: number, id: number) => ['admin', 'messages', adminId, 'one', id] as const,
  orderMessages: (adminId: number, orderId: number) =>
    ['admin', 'messages', adminId, 'order', orderId] as const,
  /** What customers wrote on the contact page: every filter and page, the tab's count too. */
  contactMessagesAll: ['admin', 'contact-messages'] as const,
  contactMessages: (adminId: number, query: TAdminContactMessagesQuery) =>
    ['admin', 'contact-messages', adminId, query] as const,
  /** The day's board, by date: an order change anywhere in the dashboard makes it stale. */
  boardAll: ['admin', 'board'] as const,
  board: (adminId: number, date: string) => ['admin', 'board', adminId, date] as const,
  /** Every order's payments and the outstanding list: a payment recorded changes them. */
  paymentsAll: ['admin', 'payments'] as const,
  orderPayments: (adminId: number, orderId: number) =>
    ['admin', 'payments', adminId, 'order', orderId] as const,
  outstanding: (adminId: number, query: TOutstandingQuery) =>
    ['admin', 'payments', adminId, 'outstanding', query] as const,
  /** The audit log: read fresh whenever its tab opens (any write adds to it). */
  audit: (adminId: number, query: TAuditQuery) => ['admin', 'audit', adminId, query] as const,
};

/** The customer's catalogue query; an admin change to services or items makes it stale. */
export const customerCatalogueKey = queryRoots.catalogue;
/** The customer's pickup slots and closed dates; a slot change or a closure makes them stale. */
export const customerPickupSlotsKey = queryRoots.pickupSlots;
/** Every customer's order queries; an admin order change makes them stale. */
export const customerOrdersKey = queryRoots.myOrders;

/** `?a=1&b=x` from the defined, non-empty values. */
export function toSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
