import type { Kysely } from 'kysely';
import { replaceCheck } from './portable.js';

// Frozen: change it with a new migration.

const OLD_CHECK = `role in ('user','admin')`;
const NEW_CHECK = `role in ('user','staff','admin')`;

/**
 * A third role, `staff`, beside `user` (a customer) and `admin`: staff run the day (board,
 * orders, intake, tags) but cannot manage users, prices, vouchers, slots or closures.
 * The check constraint on `users.role` is widened (`replaceCheck`: on SQLite a rebuild of the
 * table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await setRoleCheck(db, OLD_CHECK, NEW_CHECK);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('users').set({ role: 'user' }).where('role', '=', 'staff').execute();
  await setRoleCheck(db, NEW_CHECK, OLD_CHECK);
}

async function setRoleCheck(db: Kysely<any>, from: string, to: string): Promise<void> {
  await replaceCheck(db, { table: 'users', constraint: 'users_role_check', from, to });
}
