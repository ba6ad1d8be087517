import { resolve } from 'node:path';
import { databaseKindOf, sqliteFileOf } from '../config.js';
import { backupSqlite } from './backup.js';

/** `npm run backup`: a consistent copy of the SQLite database named by DATABASE_URL. */
const url = process.env.DATABASE_URL ?? 'sqlite:./data/freshfold.db';
if (databaseKindOf(url) === 'postgres') {
  console.error(
    'DATABASE_URL names a PostgreSQL database: back it up with pg_dump (see "Backups" in the README).',
  );
  process.exit(1);
}
const folder = resolve(process.env.BACKUP_DIR ?? 'data/backups');
try {
  const { file, bytes, orders } = await backupSqlite(sqliteFileOf(url), folder);
  console.log(
    `Backed up to ${file} (${(bytes / 1024).toFixed(0)} KB, ${orders} orders, integrity ok).`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
