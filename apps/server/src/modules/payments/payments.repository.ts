import { sql, type Insertable, type SqlBool } from 'kysely';
import { isPostgres, lockedForUpdate } from '../../db/dialect.js';
import type { Db, PaymentLinksTable, PaymentsTable } from '../../db/tables.js';

function orderPaymentQuery(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'status',
      'total_paise',
      'paid_paise',
      'refunded_paise',
      'forgone_paise',
    ])
    .where('id', '=', orderId);
}

/**
 * An order's money still due (decisions 016 and 018): its total less what the shop holds of its
 * payments and the part of its refunds the shop forgoes (not what it owed back; a correction is
 * already out of `paid_paise`). For the outstanding list and the reports, in their SQL.
 */
export const DUE_PAISE = sql<number>`orders.total_paise - orders.paid_paise - orders.forgone_paise`;

/**
 * An order with money still due, written exactly as `orders_outstanding_idx` (2026-12-04-001)
 * is built, so both databases read that index for it.
 */
export const STILL_OWING = sql<SqlBool>`orders.total_paise > orders.paid_paise + orders.forgone_paise`;

/**
 * The order a payment is for, with the sums its row keeps, locked until the transaction ends so
 * that two payments to one order are checked one after the other. Payments read the order row
 * (the orders module's table) here because its payment columns are theirs: the trigger on
 * `payments` keeps them (migration 2026-11-30-001).
 */
export function selectOrderForPayment(db: Db, orderId: number) {
  return lockedForUpdate(db, orderPaymentQuery(db, orderId)).executeTakeFirst();
}

/** The order's payment columns, as `selectOrderForPayment` reads them, without a lock. */
export function selectOrderPaymentState(db: Db, orderId: number) {
  return orderPaymentQuery(db, orderId).executeTakeFirst();
}

export type OrderPaymentRow = NonNullable<Awaited<ReturnType<typeof selectOrderForPayment>>>;

const PAYMENT_COLUMNS = [
  'payments.id',
  'payments.order_id',
  'payments.amount_paise',
  'payments.method',
  'payments.reference',
  'payments.reason',
  'payments.is_correction',
  'payments.created_at',
] as const;

/** Records a payment; answers its id. */
export async function insertPayment(db: Db, payment: Insertable<PaymentsTable>): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values(payment)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Records a provider's payment once: undefined when a payment with its `provider_payment_id`
 * is recorded already (a replayed event).
 */
export async function insertProviderPayment(
  db: Db,
  payment: Insertable<PaymentsTable> & { provider_payment_id: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('payments')
    .values(payment)
    .onConflict((conflict) => conflict.column('provider_payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The payment a provider's id names (Razorpay's `pay_…`), or undefined when none is recorded. */
export function selectProviderPayment(db: Db, providerPaymentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'order_id', 'amount_paise', 'method'])
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

/**
 * The advisory lock space of a provider's payment (two 32-bit keys: this, and the hash of its
 * `pay_…` id), beside the slots' -1 and -2 and their positive slot ids (slots.repository.ts).
 */
const PROVIDER_PAYMENT_LOCKS = -3;

/**
 * Locks a provider's payment id until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time): its payment and its refunds, whose events may arrive together in
 * either order, are recorded one after the other, so a refund held while its payment is being
 * recorded is seen by that payment.
 */
export async function lockProviderPayment(db: Db, providerPaymentId: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(${PROVIDER_PAYMENT_LOCKS}, hashtext(${providerPaymentId}))`.execute(
    db,
  );
}

/**
 * Holds a provider's refund of a payment not recorded yet (its events came out of order), once
 * per refund id: false when it is held already (a replayed event).
 */
export async function holdProviderRefund(
  db: Db,
  refund: { providerRefundId: string; providerPaymentId: string; amountPaise: number },
  now: string,
): Promise<boolean> {
  const row = await db
    .insertInto('held_provider_refunds')
    .values({
      provider_refund_id: refund.providerRefundId,
      provider_payment_id: refund.providerPaymentId,
      amount_paise: refund.amountPaise,
      received_at: now,
    })
    .onConflict((conflict) => conflict.column('provider_refund_id').doNothing())
    .returning('provider_refund_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the refunds held for a provider's payment (deleting them), oldest first. */
export async function takeHeldRefundsOf(db: Db, providerPaymentId: string) {
  const held = await db
    .deleteFrom('held_provider_refunds')
    .where('provider_payment_id', '=', providerPaymentId)
    .returning(['provider_refund_id', 'amount_paise', 'received_at'])
    .execute();
  return held.sort((a, b) => a.received_at.localeCompare(b.received_at));
}

/** An order's payments, oldest first, each with the e-mail of whoever recorded it. */
export function selectPaymentsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.recorded_by')
    .select(PAYMENT_COLUMNS)
    .select('users.email as recorded_by_email')
    .where('payments.order_id', '=', orderId)
    .orderBy('payments.id')
    .execute();
}

export type PaymentRow = Awaited<ReturnType<typeof selectPaymentsOfOrder>>[number];

/**
 * A page of completed orders with money still due, oldest first, with their customer's name
 * and phone (the users table, read here for the list as the order views read it).
 */
export async function selectOutstandingPage(db: Db, page: { limit: number; offset: number }) {
  const outstanding = db
    .selectFrom('orders')
    .where('orders.status', '=', 'completed')
    .where(STILL_OWING);
  const [rows, count] = await Promise.all([
    outstanding
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.id',
        'orders.user_id',
        'orders.status',
        'orders.created_at',
        'orders.updated_at',
        'orders.total_paise',
        'orders.paid_paise',
        'orders.refunded_paise',
        'orders.forgone_paise',
        'users.first_name',
        'users.last_name',
        'users.phone',
      ])
      .orderBy('orders.created_at')
      .orderBy('orders.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    outstanding.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Keeps a payment link made at Razorpay for an order. */
export async function insertPaymentLink(
  db: Db,
  link: Omit<Insertable<PaymentLinksTable>, 'cancelled_at'>,
): Promise<void> {
  await db.insertInto('payment_links').values(link).execute();
}

/**
 * The order's links that can still be paid at `now` (not expired, not cancelled), newest first.
 * An order has a handful at the most: its rows are read by the `(order_id, id)` index.
 */
export function selectOpenPaymentLinks(db: Db, orderId: number, now: string) {
  return db
    .selectFrom('payment_links')
    .select(['id', 'provider_link_id', 'url', 'amount_paise', 'expires_at'])
    .where('order_id', '=', orderId)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

export type OpenPaymentLinkRow = Awaited<ReturnType<typeof selectOpenPaymentLinks>>[number];

/** Marks links cancelled at Razorpay, so that they are neither handed out nor cancelled again. */
export async function markPaymentLinksCancelled(
  db: Db,
  ids: readonly number[],
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('payment_links').set({ cancelled_at: at }).where('id', 'in', ids).execute();
}
