import './zod-config.js';
import { z } from 'zod';

/** Every error the API answers: `{ "message": "…" }`, plus the field at fault for bad input. */
export const ZErrorResponse = z.object({
  message: z.string(),
  field: z.string().optional(),
  requestId: z.string().optional(),
  /** A 409 about another order (the open order already holding a pickup slot): its id. */
  orderId: z.number().int().optional(),
  /** A refused change of several orders (the board's bulk status): the orders at fault. */
  orderIds: z.array(z.number().int()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** `GET /api/health` */
export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** The largest id a row can have: PostgreSQL's `integer`, which both databases' ids fit in. */
export const MAX_ID = 2_147_483_647;

/** A path id: a positive whole number, also when it arrives as a string. */
export const ZIdParam = z.coerce.number().int().positive().max(MAX_ID);
