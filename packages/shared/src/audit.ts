import './zod-config.js';
import { z } from 'zod';
import { MAX_ID } from './common.js';
import { OPTIONAL_DATE_RANGE_FIELDS, RANGE_OUT_OF_ORDER, rangeInOrder } from './date-range.js';
import { PAGE_QUERY_FIELDS, pagedList } from './pagination.js';

/**
 * `GET /api/admin/audit`: the audit log, newest first. `from` and `to` are dates (inclusive,
 * Asia/Kolkata days), `actor` a user id, `q` a word found in the action, the entity or its id.
 */
export const ZAuditQuery = z
  .object({
    ...OPTIONAL_DATE_RANGE_FIELDS,
    actor: z.coerce.number().int().min(1).max(MAX_ID).optional(),
    q: z.string().trim().max(100).optional(),
    ...PAGE_QUERY_FIELDS,
  })
  .refine(rangeInOrder, RANGE_OUT_OF_ORDER);
export type TAuditQuery = z.input<typeof ZAuditQuery>;

/** One write by an admin or a staff member: who, when, what, and the entity before and after. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int(),
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = pagedList('entries', ZAuditEntry);
export type TAuditPage = z.infer<typeof ZAuditPage>;
