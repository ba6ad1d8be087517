import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { getCatalogue } from './services.service.js';

export interface CachedCatalogue {
  version: string;
  body: string;
  etag: string;
}

/** Reads the catalogue's version stamp; every change to services or items bumps it. */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', 'catalogue_version')
    .executeTakeFirst();
  return row?.value ?? '0';
}

/**
 * Bumps the catalogue's version stamp. Call it in the transaction that changes a service or an
 * item, so that every server instance sharing the database rebuilds its cached copy.
 */
export async function bumpCatalogueVersion(db: Kysely<Database>): Promise<void> {
  const version = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insertInto('app_state')
    .values({ key: 'catalogue_version', value: version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
    .execute();
}

/**
 * The serialised catalogue, rebuilt only when its version stamp in the database changes. Only
 * admins change the catalogue, and the stamp is a single primary-key read, so every instance
 * answers from memory yet never serves a catalogue older than the database's.
 */
export function createCatalogueCache(db: Kysely<Database>) {
  let cached: CachedCatalogue | null = null;
  let building: Promise<CachedCatalogue> | null = null;

  async function build(version: string): Promise<CachedCatalogue> {
    const body = JSON.stringify(await getCatalogue(db));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { version, body, etag };
  }

  return {
    async get(): Promise<CachedCatalogue> {
      const version = await readCatalogueVersion(db);
      if (cached?.version === version) return cached;
      // Concurrent requests after a change share one rebuild.
      building ??= build(version).finally(() => {
        building = null;
      });
      const fresh = await building;
      cached = fresh;
      return fresh;
    },
  };
}
