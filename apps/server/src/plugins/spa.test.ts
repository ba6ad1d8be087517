import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin, withoutTrailingSlashes } from './spa.js';

/** A web build with a shell and one prerendered page, enough for the SPA's routing. */
function writeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'freshfold-spa-'));
  writeFileSync(join(root, 'index.html'), '<html><body>shell</body></html>');
  mkdirSync(join(root, 'services'));
  writeFileSync(join(root, 'services', 'index.html'), '<html><body>services page</body></html>');
  return root;
}

describe('the SPA fallback', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = writeWebBuild();
    app = Fastify({ logger: false });
    await app.register(spaPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a prerendered page whatever the case and trailing slashes of its path', async () => {
    for (const url of ['/services', '/Services/', '/services///?from=home']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('services page');
    }
    const other = await app.inject({ method: 'GET', url: '/no-such-page/' });
    expect(other.body).toContain('shell');
  });

  it('answers a path of 64 000 slashes at once, not after a quadratic search', async () => {
    await app.inject({ method: 'GET', url: '/warm-up' });
    for (const url of [`/${'/'.repeat(64_000)}x`, `/${'/'.repeat(64_000)}x/`]) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      // A backtracking /\/+$/ takes seconds here (16 000 slashes alone cost ~175 ms).
      expect(elapsed).toBeLessThan(250);
    }
  });

  it('trims trailing slashes in one pass, reading each character once', () => {
    expect(withoutTrailingSlashes('/services///')).toBe('/services');
    expect(withoutTrailingSlashes('///')).toBe('');
    expect(withoutTrailingSlashes('/a//b')).toBe('/a//b');
    expect(withoutTrailingSlashes('')).toBe('');
  });
});
