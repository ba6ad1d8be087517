import fastifyCors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  production: boolean;
  /** Origins allowed to call the API from another site; empty means same origin only. */
  corsOrigins: string[];
}

/**
 * The headers helmet would set for these options. They depend on the options alone, never on
 * the request, so helmet runs once at start-up instead of on every request (where it parsed
 * the whole policy again each time: an eighth of the cost of a cached API answer).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)(
    // helmet sets headers from its options alone and never reads the request.
    {} as unknown as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error)
        throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
    },
  );
  return Object.fromEntries(headers);
}

/** True when a string anywhere in the value holds a NUL character (walked without recursion). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Security headers on every response, the SPA's and the API's: a strict content security policy
 * (no inline script, no plugins, no framing, no <base> rewriting), nosniff, a referrer policy,
 * HSTS in production. Cross-origin calls are refused unless an origin is configured.
 *
 * Pages and static files get helmet's full set. API answers are JSON that no browser renders,
 * so they get the set the OWASP REST Security Cheat Sheet names for APIs: a policy that allows
 * nothing (`default-src 'none'`, and still no plugins, <base> or framing), nosniff, DENY
 * framing, same-origin resource policy, the referrer policy and HSTS; the headers that only
 * mean something for a document (opener policy, origin agent cluster, DNS prefetch, IE's
 * download and XSS filters, Flash's cross-domain policy) are left out, as they would cost each
 * of the busiest answers about 300 bytes for nothing.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const hsts = options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const referrerPolicy = { policy: 'strict-origin-when-cross-origin' as const };
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and dialogs set inline styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts,
    referrerPolicy,
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts,
    referrerPolicy,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

  // Set first, so that every answer carries them, errors and 404s included. Every answer also
  // names its request, so a customer's report can be matched to the log line. No API answer is
  // stored by a browser or a proxy (it may carry an account's data, and one for a token must
  // never reach another user); the public catalogue and shop charges alone lift that for a
  // request with no token (modules/catalogue/catalogue.routes.ts, settings/shop-charges.routes.ts).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      reply.headers(apiHeaders).header('cache-control', 'no-store');
    } else {
      reply.headers(pageHeaders);
    }
    reply.header('x-request-id', request.id);
    done();
  });

  // No text the shop stores may hold a NUL character: PostgreSQL refuses it outright, and it
  // has no business in a name or an address. Refused before any route sees the request.
  app.addHook('preValidation', (request, reply, done) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      void reply.status(400).send({ message: 'Text must not contain NUL characters.' });
      return;
    }
    done();
  });

  await app.register(fastifyCors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
});
