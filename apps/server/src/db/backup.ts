import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

export interface BackupResult {
  file: string;
  bytes: number;
  orders: number;
}

/**
 * A consistent copy of a live SQLite database, written with SQLite's online backup API (the
 * server may keep reading and writing meanwhile; the copy is one committed state), then
 * checked with `PRAGMA integrity_check`. The copy is an ordinary database file: restore it by
 * stopping the server and putting it in place of the original (without its -wal/-shm files).
 */
export async function backupSqlite(
  source: string,
  folder: string,
  now: Date = new Date(),
): Promise<BackupResult> {
  mkdirSync(folder, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const file = join(folder, `freshfold-${stamp}.db`);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(file);
  } finally {
    live.close();
  }
  const copy = new SQLite(file, { readonly: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new Error(`the copy failed its integrity check: ${String(integrity)}`);
    const { orders } = copy.prepare('select count(*) as orders from orders').get() as {
      orders: number;
    };
    return { file, bytes: statSync(file).size, orders };
  } finally {
    copy.close();
  }
}
