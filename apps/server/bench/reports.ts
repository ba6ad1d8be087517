/**
 * The reports section of `npm run bench` (`--reports-only` runs it alone): the database filled up
 * to 100 000 orders, the built server started on it, the reports page's four calls (summary and
 * charts, for the last 30 days and for the financial year so far) each loaded by one admin asking
 * again the moment an answer comes, then the export of every order, with the server's resident
 * memory sampled from /proc while the file streams.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { sql } from 'kysely';
import { addDays, indianDate } from '@freshfold/shared';
import { openDatabase } from '../src/db/database.js';
import { issueToken } from '../src/modules/accounts/tokens.js';
import { startBuiltServer, stop } from './harness.js';
import { load, renderRows, type Row } from './load.js';
import { seedVolume } from './volume.js';

/** The orders the reports are measured on, and their limits (issue 21). */
export const REPORT_ORDERS = 100_000;
const P99_TARGET_MS = 200;
const RSS_TARGET_MB = 50;

/** The resident memory of a process, in bytes, as the kernel counts it. */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** The first day of the Indian financial year (1 April) that `date` falls in. */
function financialYearStart(date: string): string {
  const [year = 0, month = 0] = date.split('-').map(Number);
  return `${String(month >= 4 ? year : year - 1)}-04-01`;
}

/** Fills the database up to `REPORT_ORDERS` orders (the volume seeder's shape), and analyses it. */
async function fillUp(url: string): Promise<number> {
  const handle = openDatabase(url);
  try {
    const row = await handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const missing = REPORT_ORDERS - row.n;
    if (missing > 0) {
      console.log(
        `Adding ${String(missing)} orders for the reports (${String(REPORT_ORDERS)} in all)…`,
      );
      await seedVolume(handle.db, {
        customers: 1000,
        orders: missing,
        heavyOrders: 0,
        batch: 'reports',
      });
      await sql.raw(handle.kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(handle.db);
    }
    const total = await handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return total.n;
  } finally {
    await handle.close();
  }
}

/**
 * Streams the export, sampling the server's resident memory every 20 ms from the moment the
 * request goes until the last byte arrives: answers the rows, the time, and the growth of the
 * peak over the memory just before.
 */
async function measureExport(base: string, path: string, token: string, pid: number) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`${path}: ${String(response.status)}`);
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
      peak = Math.max(peak, residentBytes(pid));
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    rows: lines - 1,
    seconds: (performance.now() - started) / 1000,
    megabytes: bytes / 1024 / 1024,
    growthMegabytes: (peak - before) / 1024 / 1024,
    beforeMegabytes: before / 1024 / 1024,
  };
}

/**
 * Runs the section on the database at `url` (seeded by `seedShop`) and answers its Markdown,
 * for docs/performance.md.
 */
export async function benchReports(
  url: string,
  options: { secret: string; adminId: number; duration: number; kind: string },
): Promise<string> {
  const orders = await fillUp(url);
  const { child, base } = await startBuiltServer({ DATABASE_URL: url, JWT_SECRET: options.secret });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  const token = issueToken({ id: options.adminId, role: 'admin', tokenVersion: 0 }, options.secret);
  const headers = { authorization: `Bearer ${token}` };
  const today = indianDate();
  const ranges = [
    { name: '30 days', from: addDays(today, -29), to: today },
    { name: 'financial year', from: financialYearStart(today), to: today },
  ];
  const rows: Row[] = [];
  let exported: Awaited<ReturnType<typeof measureExport>>;
  let again: Awaited<ReturnType<typeof measureExport>>[];
  try {
    for (const range of ranges) {
      for (const call of ['summary', 'charts'] as const) {
        const path = `/api/admin/reports/${call}?from=${range.from}&to=${range.to}`;
        // A few calls first, not counted: the server compiles the path and warms its caches.
        await load('warm-up', base, () => ({ path, headers }), '', { connections: 1, duration: 1 });
        const row = await load(
          `GET /api/admin/reports/${call} (${range.name})`,
          base,
          () => ({ path, headers }),
          `${range.from} to ${range.to}; target p99 ≤ ${String(P99_TARGET_MS)} ms`,
          { connections: 1, duration: options.duration },
        );
        rows.push(row);
      }
    }
    const exportPath = `/api/admin/exports/orders.csv?from=${addDays(today, -400)}&to=${addDays(today, 40)}`;
    exported = await measureExport(base, exportPath, token, pid);
    // Twice more: the first export grows the heap to what streaming needs (V8 collects the
    // database driver's garbage lazily); the next ones show whether memory keeps growing.
    again = [
      await measureExport(base, exportPath, token, pid),
      await measureExport(base, exportPath, token, pid),
    ];
  } finally {
    await stop(child);
  }
  const within = rows.every((row) => row.p99 <= P99_TARGET_MS && row.errors === 0);
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${String(cpus().length)} cores, Node ${process.version}, ${options.kind}, ${String(orders)} orders of 2 000 customers, one admin at the page asking again as each answer comes, ${String(options.duration)} s per call, the production server with the log off.`,
    '',
    ...renderRows(rows),
    '',
    `Every call within ${String(P99_TARGET_MS)} ms at p99: ${within ? 'yes' : 'no'}.`,
    '',
    `Export of every order (\`GET /api/admin/exports/orders.csv\`): ${String(exported.rows)} rows, ${exported.megabytes.toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; the server's resident memory ${exported.beforeMegabytes.toFixed(0)} MB before, peak growth during the export ${exported.growthMegabytes.toFixed(1)} MB (target ≤ ${String(RSS_TARGET_MB)} MB: ${exported.growthMegabytes <= RSS_TARGET_MB ? 'met' : 'not met'}), sampled from /proc/<pid>/status every 20 ms and at every chunk received. The same export twice more right after: ${again.map((run) => `${run.seconds.toFixed(1)} s, ${run.beforeMegabytes.toFixed(0)} MB before, peak growth ${run.growthMegabytes.toFixed(1)} MB`).join('; ')}.`,
  ].join('\n');
}
