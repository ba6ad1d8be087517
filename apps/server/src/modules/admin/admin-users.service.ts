import {
  MESSAGES,
  type TAdminUpdateUser,
  type TAdminUser,
  type TAdminUsersPage,
} from '@freshfold/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { conflict, notFound } from '../../lib/http-error.js';
import {
  countActiveAdmins,
  selectUserById,
  selectUsersPage,
  updateUserRow,
  type AdminUserRow,
} from './admin-users.repository.js';

function toAdminUser(row: AdminUserRow): TAdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    loyaltyPoints: row.loyalty_points,
    createdDate: row.created_at || null,
  };
}

/** A page of users with their loyalty points, so the dashboard needs no call per row. */
export async function listUsers(
  db: Kysely<Database>,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<TAdminUsersPage> {
  const { rows, total } = await selectUsersPage(db, {
    q: query.q || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
}

/**
 * An admin's edit of a user's profile. Email and password are not editable here; a role change
 * that would leave the shop without an admin is refused.
 */
export async function updateUser(
  db: Kysely<Database>,
  userId: number,
  input: TAdminUpdateUser,
): Promise<TAdminUser> {
  return db.transaction().execute(async (trx) => {
    const existing = await selectUserById(trx, userId);
    if (!existing) throw notFound(MESSAGES.admin.userNotFound);
    if (input.role === 'user' && existing.role === 'admin') {
      if ((await countActiveAdmins(trx)) <= 1) throw conflict(MESSAGES.admin.lastAdmin, 'role');
    }
    await updateUserRow(trx, userId, {
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
      street: input.street,
      city: input.city,
      state: input.state,
      zip_code: input.zipCode,
      ...(input.role ? { role: input.role } : {}),
      updated_at: new Date().toISOString(),
    });
    const updated = await selectUserById(trx, userId);
    if (!updated) throw notFound(MESSAGES.admin.userNotFound);
    return toAdminUser(updated);
  });
}
