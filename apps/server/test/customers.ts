import { randomUUID } from 'node:crypto';
import { addDays, indianDate, weekdayOf, type Weekday } from '@freshfold/shared';
import { hashPassword } from '../src/modules/auth/password.js';
import { issueToken } from '../src/modules/auth/tokens.js';
import type { TestContext } from './helpers.js';

export interface TestCustomer {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/**
 * A fresh customer (optionally referred by another) with a session token, written straight to
 * the database so that ordering tests do not depend on the registration flow.
 */
export async function createCustomer(
  ctx: TestContext,
  options: { referrerId?: number; role?: 'user' | 'admin' } = {},
): Promise<TestCustomer> {
  const email = `customer-${randomUUID()}@example.in`;
  const timestamp = new Date().toISOString();
  const row = await ctx.database.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword('Secret@123', ctx.config.passwordParams),
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '9876501234',
      street: '1 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip_code: '560001',
      role: options.role ?? 'user',
      referred_by_user_id: options.referrerId ?? null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.referrerId !== undefined) {
    await ctx.database.db
      .insertInto('referrals')
      .values({
        referrer_user_id: options.referrerId,
        referred_user_id: row.id,
        created_at: timestamp,
      })
      .execute();
  }
  const token = issueToken(
    { id: row.id, role: options.role ?? 'user', tokenVersion: 0 },
    ctx.config.jwtSecret,
  );
  return { id: row.id, email, token, auth: { authorization: `Bearer ${token}` } };
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
