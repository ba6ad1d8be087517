import fastifyRateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '@freshfold/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.js';
import {
  clientAddressKey,
  memoryFailedAttempts,
  redisFailedAttempts,
  type FailedAttempts,
} from './failed-attempts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins per (account, address) and per account; see plugins/failed-attempts.ts. */
    loginAttempts: FailedAttempts;
    /** Unknown voucher codes per account and per address; see modules/vouchers/voucher-guesses.ts. */
    voucherAttempts: FailedAttempts;
  }
}

/**
 * The abuse limits (docs/api.md, "Rate limits"): strict per account, generous per address,
 * because many customers share one carrier-grade NAT address.
 *
 * - failed logins per (account, client address) and per account: `app.loginAttempts`, used
 *   by the login and password-change services;
 * - unknown voucher codes per account and per address: `app.voucherAttempts`, used wherever a
 *   customer's voucher code is checked;
 * - registrations per address: the `rateLimit` config of `POST /api/auth/register`;
 * - a per-address ceiling on every request, off unless `RATE_LIMIT_GLOBAL_MAX` is set.
 *
 * With `REDIS_URL` every counter lives in Redis, so several instances share them. A Redis
 * outage lets requests through (logged) rather than taking the API down.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const limits = app.config.rateLimit;
  const redis = limits.redisUrl
    ? new Redis(limits.redisUrl, {
        // Fail fast while Redis is away instead of queueing customers' requests behind it.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 1000,
      })
    : null;
  if (redis) {
    let reported = false;
    redis.on('error', (error: Error) => {
      // ioredis retries on its own; one warning per outage is enough.
      if (!reported) app.log.warn({ err: error }, 'redis unavailable; rate limits fail open');
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    // Start counting from the first request: wait (briefly) for the connection. If Redis is
    // down the server starts anyway, and ioredis keeps reconnecting in the background.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      timer.unref();
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      redis.once('ready', settle);
      redis.once('error', settle);
    });
  }

  await app.register(fastifyRateLimit, {
    // Only routes that ask (registration); the ceiling below is an application-wide hook.
    global: false,
    ...(redis ? { redis, nameSpace: `${limits.redisKeyPrefix}rate-limit:` } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, API_MESSAGES.server.tooManyRequests),
  });
  if (limits.globalMax !== null) {
    // An application-level onRequest hook runs before every route's own hooks, so requests
    // that a route would refuse anyway (401s, 404s) count against the ceiling too. Its own
    // counter (`createRateLimit`), so a route's limit (registration) still applies after it.
    const ceiling = app.createRateLimit({
      max: limits.globalMax,
      timeWindow: limits.globalWindowMs,
      keyGenerator: (request) => `global:${clientAddressKey(request.ip)}`,
    });
    app.addHook('onRequest', async (request, reply) => {
      const result = await ceiling(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new HttpError(429, API_MESSAGES.server.tooManyRequests);
      }
    });
  }

  const failedAttempts = (name: string, windowMs: number) =>
    redis
      ? redisFailedAttempts(
          redis,
          { windowMs, prefix: `${limits.redisKeyPrefix}${name}:` },
          app.log,
        )
      : memoryFailedAttempts({ windowMs });
  app.decorate('loginAttempts', failedAttempts('login-failures', limits.loginWindowMs));
  app.decorate('voucherAttempts', failedAttempts('voucher-failures', limits.voucherWindowMs));

  app.addHook('onClose', async () => {
    await app.loginAttempts.close();
    await app.voucherAttempts.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
});

/** The route config that limits `POST /api/auth/register` per client address. */
export function registrationRateLimit(app: FastifyInstance) {
  return {
    max: app.config.rateLimit.registerPerHour,
    timeWindow: 60 * 60 * 1000,
    // An IPv6 client by its /64, which one client can fill with addresses of its own.
    keyGenerator: (request: FastifyRequest) => `register:${clientAddressKey(request.ip)}`,
    errorResponseBuilder: (_request: unknown, context: { statusCode: number }) =>
      new HttpError(context.statusCode, API_MESSAGES.account.tooManyRegistrations),
  };
}

/**
 * A preHandler that limits a form per client address and per sender's e-mail address (the
 * body's normalised `email`, read after validation) in an hour, counted in the rate-limit
 * plugin's store (Redis when configured, so every instance shares the counts). Keys start with
 * `name`; each limit, once exceeded, answers 429 with its message and a Retry-After.
 */
export function hourlyFormLimit(
  app: FastifyInstance,
  options: {
    name: string;
    perAddress: { max: number; message: string };
    perEmail: { max: number; message: string };
  },
) {
  const hourMs = 60 * 60 * 1000;
  const perAddress = app.createRateLimit({
    max: options.perAddress.max,
    timeWindow: hourMs,
    keyGenerator: (request) => `${options.name}-address:${clientAddressKey(request.ip)}`,
  });
  const perEmail = app.createRateLimit({
    max: options.perEmail.max,
    timeWindow: hourMs,
    keyGenerator: (request) => `${options.name}-email:${(request.body as { email: string }).email}`,
  });
  const check = async (
    limit: typeof perAddress,
    request: FastifyRequest,
    message: string,
  ): Promise<void> => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, message, undefined, {
        'retry-after': String(result.ttlInSeconds),
      });
    }
  };
  return async (request: FastifyRequest): Promise<void> => {
    await check(perAddress, request, options.perAddress.message);
    await check(perEmail, request, options.perEmail.message);
  };
}
