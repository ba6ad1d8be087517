import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseKindOf } from '../src/config.js';

/**
 * A fresh, empty database: a new PostgreSQL database on the server of `postgresUrl` when it
 * is a `postgres://` address, a SQLite file in a temporary folder otherwise. `drop` removes it.
 */
export async function createScratchDatabase(
  postgresUrl: string | undefined,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (postgresUrl && databaseKindOf(postgresUrl) === 'postgres') {
    const name = `${prefix}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    url: `sqlite:${join(folder, 'scratch.db')}`,
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}
