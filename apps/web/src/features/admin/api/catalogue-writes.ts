import { adminKeys, customerCatalogueKey } from './keys';

/** After any service or item change: the admin list and the customer's catalogue are stale. */
export const CATALOGUE_KEYS = [adminKeys.services.all, customerCatalogueKey] as const;
