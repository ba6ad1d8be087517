import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, Db, OrdersTable, OrderStatus } from '../../db/tables.js';
import { lockedForUpdate } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared.js';
import { containsPattern } from '../../db/like-pattern.js';
import { JOINED_CUSTOMER_COLUMNS } from '../accounts/users.repository.js';
import { tagCodeIn } from './garment-tags.js';
import { ordersWithCustomers } from './orders.repository.js';

export interface OrderFilters {
  status: OrderStatus | undefined;
  /** Placed at or after this instant (ISO-8601 UTC). */
  createdFrom: string | undefined;
  /** Placed before this instant (ISO-8601 UTC). */
  createdBefore: string | undefined;
  q: string | undefined;
}

/**
 * The orders matching the filters. The customers' table is joined only for a text search,
 * so that counting a status or a date range reads the orders' indexes alone. A search finds a
 * customer's name or e-mail, an order id (`123`, `#123`) or a garment's tag code (`FF-0123-03`).
 */
function filtered(db: Db, filters: OrderFilters) {
  let query = db.selectFrom('orders');
  if (filters.status) query = query.where('orders.status', '=', filters.status);
  if (filters.createdFrom) query = query.where('orders.created_at', '>=', filters.createdFrom);
  if (filters.createdBefore) query = query.where('orders.created_at', '<', filters.createdBefore);
  const q = filters.q;
  if (!q) return query;
  const pattern = containsPattern(q);
  const orderId = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  const tagCode = tagCodeIn(q);
  return query.where((eb) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'orders.user_id')
          .where((inner) =>
            inner.or([
              inner(sql`lower(users.email)`, 'like', sql<string>`${pattern} escape '\\'`),
              inner(
                sql`lower(users.first_name || ' ' || users.last_name)`,
                'like',
                sql<string>`${pattern} escape '\\'`,
              ),
            ]),
          ),
      ),
      ...(orderId !== null ? [eb('orders.id', '=', orderId)] : []),
      // A garment's tag code finds its order, a retired tag's too (the code stays its order's).
      ...(tagCode !== null
        ? [
            eb(
              'orders.id',
              'in',
              eb.selectFrom('garment_tags').select('order_id').where('code', '=', tagCode),
            ),
          ]
        : []),
    ]),
  );
}

/** Who placed an order and where it is picked up, from the joined `users` row. */
const CUSTOMER_COLUMNS = ['users.email', ...JOINED_CUSTOMER_COLUMNS] as const;

const PAGE_COLUMNS = [
  'orders.id',
  'orders.version',
  'orders.created_at',
  ...CUSTOMER_COLUMNS,
] as const;

/**
 * The ids (newest first) and customers of one page of orders, and how many match in all. The
 * sort and the status filter follow the (status, created_at) and (created_at) indexes (with the
 * id added on PostgreSQL, where an index does not end with it). The dashboard's usual pages,
 * all orders or one status, run as one prepared query each that also reads the total from the
 * counts the database keeps (one round trip; a second only for a page past the end).
 */
export async function selectOrdersPage(
  db: Db,
  filters: OrderFilters,
  page: { limit: number; offset: number },
) {
  const plain = !filters.createdFrom && !filters.createdBefore && !filters.q;
  const { status } = filters;
  if (plain) {
    const rows = status
      ? await statusPageQuery.rows(db, { ...page, status })
      : await allPageQuery.rows(db, page);
    const total = rows[0] ? Number(rows[0].total) : await keptCount(db, status);
    return { rows, total };
  }
  const [rows, total] = await Promise.all([
    filtered(db, filters)
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(PAGE_COLUMNS)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countFiltered(db, filters),
  ]);
  return { rows, total };
}

/**
 * One page of orders (newest first) with their customers, of every status or of `status`, each
 * row carrying the total of the orders it pages through, as `order_counts` keeps it.
 */
function keptTotalPage(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
  status: OrderStatus | null,
) {
  let kept = db
    .selectFrom('order_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
  let query = ordersWithCustomers(db).select(PAGE_COLUMNS);
  if (status !== null) {
    kept = kept.where('order_counts.status', '=', status);
    query = query.where('orders.status', '=', status);
  }
  return query
    .select(kept.as('total'))
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

const allPageQuery = preparedQuery((db, p: { limit: number; offset: number }) =>
  keptTotalPage(db, p, null),
);

const statusPageQuery = preparedQuery(
  (db, p: { status: OrderStatus; limit: number; offset: number }) => keptTotalPage(db, p, p.status),
);

/** How many orders match a date range or a search: counted. */
async function countFiltered(db: Db, filters: OrderFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** How many orders there are in all or in one status: the sums kept in `order_counts`. */
async function keptCount(db: Db, status: OrderStatus | undefined): Promise<number> {
  const row = status
    ? await statusCountQuery.first(db, { status })
    : await allCountQuery.first(db, {});
  return row?.total ?? 0;
}

const allCountQuery = preparedQuery((db, _p: Record<string, never>) =>
  db
    .selectFrom('order_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total')),
);

const statusCountQuery = preparedQuery((db, p: { status: OrderStatus }) =>
  db
    .selectFrom('order_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'))
    .where('status', '=', p.status),
);

/** The customers of these orders, for the admin view of a single order. */
export function selectOrderCustomers(db: Db, orderIds: readonly number[]) {
  return ordersWithCustomers(db)
    .select(['orders.id', ...CUSTOMER_COLUMNS])
    .where('orders.id', 'in', orderIds)
    .execute();
}

/** What a change of an order reads of it, under its row lock. */
const LOCKED_COLUMNS = [
  'id',
  'user_id',
  'status',
  'pickup_date',
  'pickup_slot_id',
  'delivery_date',
  'delivery_slot_id',
  'total_paise',
  'points_redeemed_paise',
  'paid_paise',
  'discount_source',
  'voucher_code',
] as const;

/**
 * The order an admin changes, its row locked until the transaction ends on PostgreSQL (SQLite
 * runs one write transaction at a time), so two admins changing it at once are decided one
 * after the other, each seeing the other's change.
 */
export function selectOrderForUpdate(db: Db, orderId: number) {
  const query = db.selectFrom('orders').select(LOCKED_COLUMNS).where('id', '=', orderId);
  return lockedForUpdate(db, query).executeTakeFirst();
}

/**
 * Several orders an admin changes at once, locked as `selectOrderForUpdate` locks one, in the
 * order of their ids: two such changes lock their common orders in the same order, so neither
 * waits for the other while holding what the other waits for.
 */
export function selectOrdersForUpdate(db: Db, orderIds: readonly number[]) {
  const query = db
    .selectFrom('orders')
    .select(LOCKED_COLUMNS)
    .where('id', 'in', orderIds)
    .orderBy('id');
  return lockedForUpdate(db, query).execute();
}

export async function updateOrderRow(
  db: Db,
  orderId: number,
  changes: Updateable<OrdersTable>,
): Promise<void> {
  await db.updateTable('orders').set(changes).where('id', '=', orderId).execute();
}

/** Orders, each with whom to call about it, from the joined `users` row (a closed date's lists). */
function ordersToCall(db: Db) {
  return ordersWithCustomers(db).select([
    'orders.id',
    'orders.user_id',
    'users.first_name',
    'users.last_name',
    'users.phone',
  ]);
}

/**
 * The orders still waiting for their pickup (`pending`) on these dates, with whom to call about
 * each: by date, the slot's start time and id. A shop closing a date calls them to move it.
 */
export function selectPickupsToCollect(db: Db, dates: readonly string[]) {
  return ordersToCall(db)
    .innerJoin('pickup_slots', 'pickup_slots.id', 'orders.pickup_slot_id')
    .select(['orders.pickup_date', 'orders.pickup_slot_id', 'orders.pickup_slot_label'])
    .where('orders.pickup_date', 'in', dates)
    .where('orders.status', '=', 'pending')
    .orderBy('orders.pickup_date')
    .orderBy('pickup_slots.start_time')
    .orderBy('orders.id')
    .execute();
}

/**
 * The open orders (neither cancelled nor completed) whose delivery is planned on these dates,
 * with whom to call about each and the slot planned (null when none was set, or when the slot
 * was deleted since): by date, the slot's start time (no slot last) and id. A shop closing a
 * date moves them to another day.
 */
export function selectDeliveriesToMake(db: Db, dates: readonly string[]) {
  return ordersToCall(db)
    .leftJoin('pickup_slots', 'pickup_slots.id', 'orders.delivery_slot_id')
    .select([
      'orders.delivery_date',
      'orders.delivery_slot_id',
      'pickup_slots.start_time',
      'pickup_slots.end_time',
    ])
    .where('orders.delivery_date', 'in', dates)
    .where('orders.status', 'not in', ['cancelled', 'completed'])
    .orderBy('orders.delivery_date')
    .orderBy(sql`pickup_slots.start_time is null`)
    .orderBy('pickup_slots.start_time')
    .orderBy('orders.id')
    .execute();
}
