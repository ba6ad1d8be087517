import { addDays, type TAuditEntry } from '@freshfold/shared';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { AuditLogTable, Database, Db } from '../../db/tables.js';
import { containsPattern } from '../../db/like-pattern.js';

export async function insertAuditEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  from?: string | undefined;
  to?: string | undefined;
  actor?: number | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** Midnight in Asia/Kolkata (UTC+5:30, no daylight saving) of `isoDate`, as a UTC timestamp. */
function indianMidnight(isoDate: string): string {
  return `${addDays(isoDate, -1)}T18:30:00.000Z`;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.from) query = query.where('at', '>=', indianMidnight(filter.from));
  if (filter.to) query = query.where('at', '<', indianMidnight(addDays(filter.to, 1)));
  if (filter.actor !== undefined) query = query.where('actor_id', '=', filter.actor);
  if (filter.q) {
    const like = sql<string>`${containsPattern(filter.q)} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(action)`, 'like', like),
        eb(sql`lower(entity)`, 'like', like),
        eb(sql`lower(entity_id)`, 'like', like),
        eb('actor_email', 'like', like),
      ]),
    );
  }
  return query;
}

/** A page of the log, newest first, and how many entries the filter matches. */
export async function selectAuditPage(
  db: Kysely<Database>,
  filter: AuditFilter,
): Promise<{ entries: TAuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: fromJson(row.before),
      after: fromJson(row.after),
      requestId: row.request_id,
    })),
  };
}

function fromJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}
