import { randomUUID } from 'node:crypto';
import {
  addDays,
  indianDate,
  weekdayOf,
  type TNotificationKind,
  type TReferralsResponse,
  type TUserRole,
  type Weekday,
} from '@freshfold/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OrderStatus } from '../src/db/tables.js';
import type { TestContext } from './helpers.js';

export interface TestCustomer {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** A customer's name, phone and address, as the profile form takes them. */
export const PROFILE = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876501234',
  street: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

/** The sign-up form of a customer in Bengaluru with this e-mail; `changes` replace its fields. */
export function registrationForm(email: string, changes: Record<string, unknown> = {}) {
  return { ...PROFILE, email, userName: email, password: 'Secret#Garden42', ...changes };
}

/**
 * A fresh customer (optionally referred by another) registered through `POST /api/auth/register`
 * like a real one, with the session token it answers. An admin is a registered user promoted
 * in the database, as the shop would do it.
 */
export async function createCustomer(
  ctx: TestContext,
  options: { referrerId?: number; role?: TUserRole } = {},
): Promise<TestCustomer> {
  const email = `customer-${randomUUID()}@example.in`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registrationForm(email, { referrerId: options.referrerId }),
  });
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  const { id, token } = response.json<{ id: number; token: string }>();
  if (options.role && options.role !== 'user') await promoteToAdmin(ctx, id, options.role);
  return { id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** `POST /api/auth/login` with this e-mail and password, from `remoteAddress` when given. */
export function logIn(
  app: FastifyInstance,
  userName: string,
  password: string,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    payload: { userName, password },
  });
}

/** Makes an account an admin (or staff) in the database, as the shop would do it. */
export async function promoteToAdmin(
  ctx: TestContext,
  userId: number,
  role: 'admin' | 'staff' = 'admin',
): Promise<void> {
  await ctx.database.db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

/** The next date (tomorrow or later, Indian calendar) that falls on this weekday. */
export function nextDateOn(day: Weekday, now: Date = new Date()): string {
  const today = indianDate(now);
  for (let offset = 1; offset <= 7; offset += 1) {
    const date = addDays(today, offset);
    if (weekdayOf(date) === day) return date;
  }
  throw new Error('unreachable: every weekday occurs within a week');
}

/** The seeded slots of a weekday, earliest first. */
export async function slotsOfDay(ctx: TestContext, day: Weekday) {
  return ctx.database.db
    .selectFrom('pickup_slots')
    .select(['id', 'start_time', 'end_time'])
    .where('day', '=', day)
    .orderBy('start_time')
    .execute();
}

/** A catalogue item by name, with its price in paise. */
export async function itemNamed(ctx: TestContext, name: string, service?: string) {
  let query = ctx.database.db
    .selectFrom('service_items')
    .innerJoin('services', 'services.id', 'service_items.service_id')
    .select(['service_items.id', 'service_items.price_paise'])
    .where('service_items.name', '=', name);
  if (service) query = query.where('services.name', '=', service);
  return query.executeTakeFirstOrThrow();
}

/**
 * An order row written straight to `orders` (no items, no status events), for tests of the
 * schema and its triggers; returns its id.
 */
export async function insertOrderRow(
  ctx: TestContext,
  options: {
    userId: number;
    slotId: number;
    status?: OrderStatus;
    pickupDate?: string;
    createdAt?: string;
    totalPaise?: number;
  },
): Promise<number> {
  const createdAt = options.createdAt ?? new Date().toISOString();
  const total = options.totalPaise ?? 24000;
  const row = await ctx.database.db
    .insertInto('orders')
    .values({
      user_id: options.userId,
      status: options.status ?? 'pending',
      pickup_date: options.pickupDate ?? '2026-12-01',
      pickup_slot_id: options.slotId,
      pickup_slot_label: '6:00 AM - 8:00 AM',
      subtotal_paise: total,
      discount_paise: 0,
      total_paise: total,
      latitude: 12.97,
      longitude: 77.64,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A fresh customer's order, written straight to `orders` (`insertOrderRow`) in the first seeded
 * slot; returns its id and the customer.
 */
export async function newCustomerOrderRow(
  ctx: TestContext,
  options: Omit<Parameters<typeof insertOrderRow>[1], 'userId' | 'slotId'> = {},
): Promise<{ id: number; customer: TestCustomer }> {
  const customer = await createCustomer(ctx);
  const slot = await ctx.database.db
    .selectFrom('pickup_slots')
    .select('id')
    .executeTakeFirstOrThrow();
  const id = await insertOrderRow(ctx, { userId: customer.id, slotId: slot.id, ...options });
  return { id, customer };
}

/** A user's row, as stored. */
export function storedUser(ctx: TestContext, userId: number) {
  return ctx.database.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The ids of the accounts under this e-mail address, as stored: none or one. */
export function accountsWithEmail(ctx: TestContext, email: string) {
  return ctx.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
}

/** A customer's loyalty points, as stored. */
export async function loyaltyPointsOf(ctx: TestContext, userId: number): Promise<number> {
  return (await storedUser(ctx, userId)).loyalty_points;
}

/** A user's loyalty ledger: each entry's points, its reason and its order, oldest first. */
export function loyaltyEntriesOf(ctx: TestContext, userId: number) {
  return ctx.database.db
    .selectFrom('loyalty_point_entries')
    .select(['points', 'reason', 'order_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The messages of `kind` queued in the outbox (for one order when given), by order, oldest first. */
export function outboxMessagesOf(ctx: TestContext, kind: TNotificationKind, orderId?: number) {
  let query = ctx.database.db.selectFrom('outbox').selectAll().where('kind', '=', kind);
  if (orderId !== undefined) query = query.where('order_id', '=', orderId);
  return query.orderBy('order_id').orderBy('id').execute();
}

/** The ids of the messages queued in the outbox for a user, whatever their channel. */
export async function outboxIdsOf(ctx: TestContext, userId: number): Promise<number[]> {
  const rows = await ctx.database.db
    .selectFrom('outbox')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.id);
}

/** `GET /api/referrals` as the customer: the friends they referred and the points. */
export async function referralsOf(
  ctx: TestContext,
  customer: TestCustomer,
): Promise<TReferralsResponse> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/referrals',
    headers: customer.auth,
  });
  return response.json<TReferralsResponse>();
}

/**
 * The referrer's balance and their one referral as /refer shows it: `points` earned, and given
 * as that referral's reward; `page` adds what else the page must say (its points pending).
 */
export async function expectReferralReward(
  ctx: TestContext,
  referrer: TestCustomer,
  points: number,
  referral: Record<string, unknown>,
  page: Record<string, unknown> = {},
): Promise<void> {
  expect(await loyaltyPointsOf(ctx, referrer.id)).toBe(points);
  expect(await referralsOf(ctx, referrer)).toMatchObject({
    ...page,
    pointsEarned: points,
    referrals: [{ rewardPoints: points, ...referral }],
  });
}
