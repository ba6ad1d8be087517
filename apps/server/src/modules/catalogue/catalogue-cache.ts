import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { readCatalogueVersion } from './catalogue.repository.js';
import { getCatalogue } from './catalogue.service.js';

export interface CachedCatalogue {
  version: string;
  body: string;
  etag: string;
  /** The body compressed once per change, at the strongest settings, instead of per request. */
  brotli: Buffer;
  gzip: Buffer;
}

/**
 * The serialised catalogue, kept in memory. Only admins change the catalogue: a change made
 * through this process invalidates the copy at once, and a change made by another instance
 * sharing the database is noticed through the version stamp, read at most once per
 * `recheckMs` (a single primary-key read), so no instance serves a stale catalogue for longer.
 */
export function createCatalogueCache(db: Kysely<Database>, options: { recheckMs?: number } = {}) {
  const recheckMs = options.recheckMs ?? 250;
  let cached: CachedCatalogue | null = null;
  let checkedAt = 0;
  let pending: Promise<CachedCatalogue> | null = null;

  async function refresh(): Promise<CachedCatalogue> {
    const version = await readCatalogueVersion(db);
    if (cached?.version !== version) {
      const body = JSON.stringify(await getCatalogue(db));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      cached = {
        version,
        body,
        etag,
        brotli: brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
      };
    }
    checkedAt = Date.now();
    return cached;
  }

  return {
    get(): Promise<CachedCatalogue> | CachedCatalogue {
      if (cached && Date.now() - checkedAt < recheckMs) return cached;
      // Concurrent requests share one check (and one rebuild).
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Drops the copy; the next request rebuilds it. Call after changing services or items. */
    invalidate(): void {
      cached = null;
      checkedAt = 0;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
