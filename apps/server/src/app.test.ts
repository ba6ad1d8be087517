import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { helmetHeaders } from './plugins/security.js';
import { createCustomer, nextDateOn, registrationForm } from '../test/customers.js';
import { DEMO, TEST_DB_KIND, testAppSuite } from '../test/helpers.js';

describe(`the app's edges (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('answers 503 to the health check when the database is gone', async () => {
    const database = openDatabase(ctx.config.databaseUrl, { poolSize: 1 });
    const app = await buildApp({ config: ctx.config, db: database.db, logger: false });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unavailable' });
    await app.close();
  });

  it('reports its health and the database it uses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: TEST_DB_KIND });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json<{ message: string }>().message).toMatch(/not found/i);
  });

  it('publishes an OpenAPI description generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/services/getAllService');
  });
});

describe(`security headers (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('sends the API a policy that allows nothing, nosniff, no framing and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    const csp = String(response.headers['content-security-policy']).split(';');
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]),
    );
    expect(csp.some((directive) => /^(script|style|connect)-src/.test(directive))).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Headers that only a document reads are not sent with JSON.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('sends pages a policy with no inline script, no plugins, no framing and no <base>', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same headers on errors, unknown paths and refusals', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/no-such-thing' },
      { method: 'GET' as const, url: '/api/auth/me' },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'x' } },
    ]) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('adds HSTS for a year with subdomains in production only', () => {
    const production = helmetHeaders({ hsts: { maxAge: 31_536_000, includeSubDomains: true } });
    expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(helmetHeaders({ hsts: false })['strict-transport-security']).toBeUndefined();
  });

  it('refuses a NUL character anywhere in the input with a 400, before any route runs', async () => {
    for (const request of [
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { userName: 'a\u0000', password: 'x' },
      },
      {
        method: 'POST' as const,
        url: '/api/vouchers/validate',
        payload: { code: 'X', nested: ['\u0000'] },
      },
      { method: 'GET' as const, url: '/api/pickup-timeslots/by-date?date=%00' },
    ]) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Text must not contain NUL characters.' });
    }
  });

  it('refuses an id larger than a database integer with a 400, not a database error', async () => {
    for (const url of ['/api/authUser/myOrders/2147483648', '/api/admin/deleteItem/99999999999']) {
      const response = await ctx.app.inject({
        method: url.includes('delete') ? 'DELETE' : 'GET',
        url,
      });
      expect([400, 401], url).toContain(response.statusCode);
    }
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationForm(`big-${Date.now()}@example.in`, {
        firstName: 'Big',
        lastName: 'Referrer',
        referrerId: 2147483648,
      }),
    });
    // An impossible referrer is ignored, as any unknown one is.
    expect(register.statusCode).toBe(200);
  });

  it('refuses cross-origin calls unless an origin is configured', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/services/getAllService',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe(`what browsers and proxies may keep (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it('marks every API answer no-store, and every answer to a request with a token', async () => {
    const customer = await createCustomer(ctx);
    const admin = await createCustomer(ctx, { role: 'admin' });
    const requests: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: '/api/auth/me', headers: customer.auth },
      { method: 'GET', url: `/api/authUser/myOrders/${customer.id}`, headers: customer.auth },
      { method: 'GET', url: '/api/referrals', headers: customer.auth },
      { method: 'GET', url: '/api/admin/getAllOrders', headers: admin.auth },
      { method: 'GET', url: '/api/admin/getAllUsers', headers: admin.auth },
      { method: 'GET', url: '/api/admin/getAllVouchers', headers: admin.auth },
      // Public data asked with a token: the answer still belongs to a signed-in request.
      { method: 'GET', url: '/api/services/getAllService', headers: customer.auth },
      {
        method: 'GET',
        url: `/api/pickup-timeslots/by-date?date=${nextDateOn('Monday')}`,
        headers: customer.auth,
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: DEMO.email, password: DEMO.password },
      },
      { method: 'GET', url: '/api/auth/me' },
      { method: 'GET', url: '/api/no-such-thing', headers: customer.auth },
    ];
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBeLessThan(500);
      expect(response.headers['cache-control'], request.url).toBe('no-store');
    }
  });

  it('lets a browser keep the public catalogue, revalidated by ETag, when no token is sent', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/services/getAllService' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = String(response.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/services/getAllService',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});

describe(`request ids (${TEST_DB_KIND})`, () => {
  const ctx = testAppSuite();

  it("keeps a caller's request id of 1 to 64 letters, digits, dots, dashes and underscores", async () => {
    for (const id of ['a', 'edge-7f3a.b_91', 'A'.repeat(64)]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': id },
      });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces any other request id with a fresh UUID instead of echoing it', async () => {
    for (const id of [
      '',
      'A'.repeat(65),
      '<script>alert(1)</script>',
      'id with spaces',
      'forged\tline',
      'a,b',
      'ünïcode',
      'x'.repeat(100_000),
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/no-such-thing',
        headers: { 'x-request-id': id },
      });
      expect(response.headers['x-request-id'], id.slice(0, 40)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });
});
