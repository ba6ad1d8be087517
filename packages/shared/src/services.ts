import './zod-config.js';
import { z } from 'zod';

/** What a service and each of its items have alike: the record's id, name and description. */
const ZCatalogueRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});

/** One priced item of a service. `price` is in rupees. */
export const ZServiceItem = ZCatalogueRecord.extend({
  price: z.number(),
  service_id: z.number().int(),
});
export type TServiceItem = z.infer<typeof ZServiceItem>;

/** A service (Dry Cleaning, Laundry, …) with its items. */
export const ZService = ZCatalogueRecord.extend({ items: z.array(ZServiceItem) });
export type TService = z.infer<typeof ZService>;

/** `GET /api/services/getAllService` */
export const ZGetAllServicesResponse = z.array(ZService);
export type TGetAllServicesResponse = z.infer<typeof ZGetAllServicesResponse>;
