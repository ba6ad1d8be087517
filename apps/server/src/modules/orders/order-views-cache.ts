import { ZOrder, type TOrder } from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { compileJsonSerializer } from '../../plugins/serializer.js';
import { loadOrderViews } from './order-views.js';

/** What a list query reads of each order to check a rendered copy: cheap columns of the row. */
export interface OrderStamp {
  id: number;
  /** Moved by database triggers on any change to what the order's view shows. */
  version: number;
  /** With the id, tells an order apart from a later one given the same id after a deletion. */
  created_at: string;
}

export interface RenderedOrder {
  id: number;
  /** The order as `ZOrder` JSON. */
  json: string;
}

interface Entry {
  version: number;
  createdAt: string;
  json: string;
}

/**
 * Orders rendered as the API's JSON, kept in memory and checked against the database on every
 * read. A list (a customer's orders, an admin page) reads its orders' stamps in the query that
 * finds them; an order whose stamp matches its rendered copy is not read again, the others are
 * loaded (three queries for all of them) and rendered.
 *
 * Correct across instances sharing the database, because the stamp is read on every request
 * and the database moves it (triggers, migration 2026-11-23-001) in the same transaction as any
 * change the view shows. The stamp is read before the copy is loaded, so a copy is never
 * tagged newer than it is: a change made between the two reads only costs a reload next time.
 */
export function createOrderViewCache(options: { maxOrders?: number } = {}) {
  const maxOrders = options.maxOrders ?? 10_000;
  const entries = new Map<number, Entry>();
  const serialise = compileJsonSerializer(ZOrder);

  function remember(id: number, entry: Entry): void {
    entries.delete(id); // re-inserted last: the map's order is least recently used first
    entries.set(id, entry);
    if (entries.size > maxOrders) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  return {
    /**
     * The JSON of each order (`ZOrder`), in the order of `stamps`. An order deleted since its
     * stamp was read is left out, as a fresh read would.
     */
    async render(
      db: Kysely<Database> | Transaction<Database>,
      stamps: readonly OrderStamp[],
    ): Promise<RenderedOrder[]> {
      const json: (RenderedOrder | undefined)[] = new Array<RenderedOrder | undefined>(
        stamps.length,
      );
      const missing = new Map<number, { index: number; stamp: OrderStamp }>();
      stamps.forEach((stamp, index) => {
        const entry = entries.get(stamp.id);
        if (entry && entry.version === stamp.version && entry.createdAt === stamp.created_at) {
          json[index] = { id: stamp.id, json: entry.json };
          remember(stamp.id, entry);
        } else {
          missing.set(stamp.id, { index, stamp });
        }
      });
      if (missing.size > 0) {
        const views: TOrder[] = await loadOrderViews(db, [...missing.keys()]);
        for (const view of views) {
          const wanted = missing.get(view.id);
          if (!wanted) continue;
          const text = serialise(view);
          json[wanted.index] = { id: view.id, json: text };
          remember(view.id, {
            version: wanted.stamp.version,
            createdAt: wanted.stamp.created_at,
            json: text,
          });
        }
      }
      return json.filter((order): order is RenderedOrder => order !== undefined);
    },
    /** How many rendered orders are kept (for tests). */
    get size(): number {
      return entries.size;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type OrderViewCache = ReturnType<typeof createOrderViewCache>;
