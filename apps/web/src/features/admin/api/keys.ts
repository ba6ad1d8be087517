import type { TAdminOrdersQuery, TAdminUsersQuery } from '@freshfold/shared';

/** Query keys of the admin dashboard; writes invalidate the ones they change. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: TAdminUsersQuery) => ['admin', 'users', query] as const,
  usersAll: ['admin', 'users'] as const,
  orders: (query: TAdminOrdersQuery) => ['admin', 'orders', query] as const,
  ordersAll: ['admin', 'orders'] as const,
  services: ['admin', 'services'] as const,
  vouchers: ['admin', 'vouchers'] as const,
  slots: ['admin', 'slots'] as const,
};

/** The customer's catalogue query; an admin change to services or items makes it stale. */
export const customerCatalogueKey = ['services'] as const;
/** Every customer order query (`['orders', 'mine', id]`); an admin order change makes it stale. */
export const customerOrdersKey = ['orders'] as const;

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
