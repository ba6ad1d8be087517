import './zod-config.js';
import { z } from 'zod';

/** `?page=&pageSize=` of a server-paginated admin list: page 1 and 20 rows unless asked. */
export const PAGE_QUERY_FIELDS = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

type PagedList<K extends string, T extends z.ZodType> = z.ZodObject<
  { [P in K]: z.ZodArray<T> } & { total: z.ZodNumber; page: z.ZodNumber; pageSize: z.ZodNumber }
>;

/**
 * One page of a server-paginated list: the page's rows under `key`, the number of rows the
 * whole list holds (for the pager), and the page and page size that were served.
 */
export function pagedList<K extends string, T extends z.ZodType>(key: K, row: T): PagedList<K, T> {
  const rows = { [key]: z.array(row) } as { [P in K]: z.ZodArray<T> };
  return z.object({
    ...rows,
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
