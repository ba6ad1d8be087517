import {
  ADMIN_MESSAGES,
  MESSAGES,
  type TAdminSetPasswordRequest,
  type TAdminUpdateUser,
  type TAdminUser,
  type TAdminUsersPage,
} from '@freshfold/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { badRequest, conflict, notFound, type HttpError } from '../../lib/http-error.js';
import { camelFields } from '../../lib/row-fields.js';
import { auditedWrite, type AuditActor } from '../audit/audit.js';
import {
  confirmCurrentPassword,
  profileColumns,
  profileOf,
  type AuthContext,
} from './accounts.service.js';
import { hashPassword } from './password.js';
import { assertHardToGuess } from './password-policy.js';
import {
  findPasswordHashById,
  lockActiveAdmins,
  replacePassword,
  selectUserById,
  selectUsersPage,
  setUserDisabled,
  updateUserRow,
  type AdminUserRow,
} from './users.repository.js';

function toAdminUser(row: AdminUserRow): TAdminUser {
  return {
    ...camelFields(row, ['id', 'email', 'role']),
    ...profileOf(row),
    loyaltyPoints: row.loyalty_points,
    createdDate: row.created_at || null,
    disabled: row.is_disabled === 1,
  };
}

/** True when `userId` is the only one of the (locked) active admins. */
function isLastAdmin(activeAdmins: readonly number[], userId: number): boolean {
  return activeAdmins.length <= 1 && activeAdmins.includes(userId);
}

/**
 * A change to one user, in a transaction, answering the user as it is afterwards. A change that
 * can leave the shop without an admin who can sign in names its refusal (`lastAdminConflict`):
 * the active admins are then locked before they are counted, and the change is refused when the
 * user is the last of them.
 */
function changeUser(
  db: Kysely<Database>,
  actor: AuditActor,
  change: { userId: number; action: string; lastAdminConflict: (() => HttpError) | null },
  write: (trx: Transaction<Database>) => Promise<void>,
): Promise<TAdminUser> {
  const { userId, action, lastAdminConflict } = change;
  return auditedWrite(db, actor, async (trx) => {
    const admins = lastAdminConflict ? await lockActiveAdmins(trx) : [];
    const existing = await selectUserById(trx, userId);
    if (!existing) throw notFound(ADMIN_MESSAGES.userNotFound);
    if (lastAdminConflict && isLastAdmin(admins, userId)) throw lastAdminConflict();
    await write(trx);
    const updated = await selectUserById(trx, userId);
    if (!updated) throw notFound(ADMIN_MESSAGES.userNotFound);
    const before = toAdminUser(existing);
    const after = toAdminUser(updated);
    return [after, { action, entity: 'user', entityId: userId, before, after }];
  });
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
 * that would leave the shop without an admin who can sign in is refused, atomically: the active
 * admins are locked before they are counted (`lockActiveAdmins`), so two admins demoting each
 * other at once cannot both go through.
 */
export async function updateUser(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: number,
  input: TAdminUpdateUser,
): Promise<TAdminUser> {
  // Staff cannot manage the shop: making an admin staff is a demotion too.
  const demotion =
    input.role && input.role !== 'admin' ? () => conflict(ADMIN_MESSAGES.lastAdmin, 'role') : null;
  const change = { userId, action: 'user.update', lastAdminConflict: demotion };
  return changeUser(db, actor, change, (trx) =>
    updateUserRow(trx, userId, {
      ...profileColumns(input),
      ...(input.role ? { role: input.role } : {}),
      updated_at: new Date().toISOString(),
    }),
  );
}

/**
 * Disables an account (it cannot log in, and every session of it ends at once) or enables it
 * again. An admin cannot disable their own account, and the last admin who can sign in cannot be
 * disabled: checked on the locked admin rows, so two admins disabling each other at once (whose
 * requests were both an admin's when they arrived) leave one.
 */
export async function setUserStatus(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: number,
  disabled: boolean,
): Promise<TAdminUser> {
  if (disabled && userId === actor.id) {
    throw conflict(ADMIN_MESSAGES.cannotDisableSelf, 'disabled');
  }
  const disabling = disabled ? () => conflict(ADMIN_MESSAGES.lastActiveAdmin, 'disabled') : null;
  const change = {
    userId,
    action: disabled ? 'user.disable' : 'user.enable',
    lastAdminConflict: disabling,
  };
  return changeUser(db, actor, change, (trx) =>
    setUserDisabled(trx, userId, disabled, new Date().toISOString()),
  );
}

/**
 * The shop sets a new password for a customer who lost theirs. Every session of the account ends
 * (the token version is bumped with the new hash). The password must be hard to guess for its
 * owner (their name and e-mail count against it).
 *
 * An admin setting their own password must give the current one, checked and counted as on the
 * profile's form (`confirmCurrentPassword`): otherwise a session left open on the shop's
 * computer would be enough to take the admin account over. Their own sessions end too.
 */
export async function setUserPassword(
  context: AuthContext,
  actor: AuditActor,
  userId: number,
  input: TAdminSetPasswordRequest,
  clientAddress: string,
): Promise<void> {
  const { db, config } = context;
  const target = await findPasswordHashById(db, userId);
  if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
  const ownAccount = userId === actor.id;
  if (ownAccount && !input.currentPassword) {
    throw badRequest(MESSAGES.account.currentPasswordRequired, 'currentPassword');
  }
  assertHardToGuess(
    input.newPassword,
    { firstName: target.first_name, lastName: target.last_name, email: target.email },
    'newPassword',
  );
  if (ownAccount) {
    await confirmCurrentPassword(context, target, input.currentPassword ?? '', clientAddress);
  }
  // Hash outside any transaction: it is slow on purpose.
  const passwordHash = await hashPassword(input.newPassword, config.passwordParams);
  await auditedWrite(db, actor, async (trx) => {
    const version = await replacePassword(trx, userId, passwordHash, new Date().toISOString());
    if (version === null) throw notFound(ADMIN_MESSAGES.userNotFound);
    // Never the password or its hash: only that it was set, and that every session ended.
    const after = { passwordSet: true, sessionsEnded: true };
    return [
      undefined,
      { action: 'user.password', entity: 'user', entityId: userId, before: null, after },
    ];
  });
}
