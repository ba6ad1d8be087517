import './zod-config.js';
import { z } from 'zod';

/** One priced item of a service. `price` is in rupees. */
export const ZServiceItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  service_id: z.number().int(),
});
export type TServiceItem = z.infer<typeof ZServiceItem>;

/** A service (Dry Cleaning, Laundry, …) with its items. */
export const ZService = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  items: z.array(ZServiceItem),
});
export type TService = z.infer<typeof ZService>;

/** `GET /api/services/getAllService` */
export const ZGetAllServicesResponse = z.array(ZService);
export type TGetAllServicesResponse = z.infer<typeof ZGetAllServicesResponse>;
