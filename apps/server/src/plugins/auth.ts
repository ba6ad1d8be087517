import { API_MESSAGES, isShopRole, MESSAGES, type TUserRole } from '@freshfold/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedQuery } from '../db/prepared.js';
import { forbidden, HttpError } from '../lib/http-error.js';
import { assertSessionOpen, type SignedUser } from '../modules/accounts/session.js';
import { verifyToken } from '../modules/accounts/tokens.js';

/** The signed-in caller, read fresh from the database on every request that needs it. */
export interface AuthUser {
  id: number;
  email: string;
  role: TUserRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid token of an enabled account is sent. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 without a valid token, 403 unless the account is staff or an admin. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 without a valid token, 403 unless the account is an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: reads a token when one is sent, but lets guests through. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook: 401 unless a genuine token is sent; the route's own transaction must then
     * check its session (`assertSessionOpen`) before it answers or writes anything.
     */
    requireSignedUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The caller a genuine token names, whether or not its session was checked yet. */
    signedUser: SignedUser | null;
  }
  interface FastifyContextConfig {
    /** Under `/api/admin`: `staff` opens the route to staff as well as admins (app.ts). */
    access?: 'staff';
  }
}

/** The caller a genuine token names, for handlers behind `requireSignedUser`. */
export function signedUser(request: FastifyRequest): SignedUser {
  if (!request.signedUser) throw new HttpError(401, API_MESSAGES.server.unauthorized);
  return request.signedUser;
}

/** The caller, for handlers behind `requireUser` / `requireAdmin`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new HttpError(401, API_MESSAGES.server.unauthorized);
  return request.authUser;
}

/** 403 unless the caller is this user or an admin: the one ownership rule for accounts. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number): AuthUser {
  const user = currentUser(request);
  if (user.role !== 'admin' && user.id !== userId) throw forbidden(API_MESSAGES.server.forbidden);
  return user;
}

/** 403 unless the caller is this customer, staff or an admin: who may see a customer's orders. */
export function assertSelfOrShop(request: FastifyRequest, userId: number): AuthUser {
  const user = currentUser(request);
  if (!isShopRole(user.role) && user.id !== userId) {
    throw forbidden(API_MESSAGES.server.forbidden);
  }
  return user;
}

/**
 * The one place that decides 401 and 403. The token proves who the caller is; the role,
 * token version and disabled flag come from the database (`assertSessionOpen`), so a demotion, a
 * logout elsewhere or a disabled account takes effect on the very next request.
 */
const sessionUserQuery = preparedQuery((db, p: { id: number }) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'token_version', 'is_disabled'])
    .where('id', '=', p.id),
);

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('authUser', null);
  app.decorateRequest('signedUser', null);

  /** The caller the token names (null when none is sent); 401 for a token not genuine. */
  function signedUserOf(request: FastifyRequest): SignedUser | null {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? verifyToken(match[1], app.config.jwtSecret) : null;
    if (!claims) throw new HttpError(401, MESSAGES.account.sessionExpired);
    request.signedUser = { id: Number(claims.sub), tokenVersion: claims.ver };
    return request.signedUser;
  }

  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    const signed = signedUserOf(request);
    if (!signed) return null;
    const row = await sessionUserQuery.first(app.db, { id: signed.id });
    assertSessionOpen(row, signed);
    return { id: row.id, email: row.email, role: row.role };
  }

  app.decorate('requireSignedUser', async (request: FastifyRequest) => {
    if (!signedUserOf(request)) throw new HttpError(401, API_MESSAGES.server.unauthorized);
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.authUser = await resolve(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.authUser = await resolve(request);
    if (!request.authUser) throw new HttpError(401, API_MESSAGES.server.unauthorized);
  });
  /** 401 without a signed-in caller, 403 unless `allowed(role)`. */
  function requireRole(allowed: (role: TUserRole) => boolean) {
    return async (request: FastifyRequest) => {
      request.authUser = await resolve(request);
      if (!request.authUser) throw new HttpError(401, API_MESSAGES.server.unauthorized);
      if (!allowed(request.authUser.role)) throw forbidden(API_MESSAGES.server.forbidden);
    };
  }
  app.decorate('requireStaff', requireRole(isShopRole));
  app.decorate(
    'requireAdmin',
    requireRole((role) => role === 'admin'),
  );
});
