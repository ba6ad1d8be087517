/**
 * `npm run soak [-- --duration 300 --rate 300 --idle 30]`: the built server on a fresh database
 * with a shop's volume, under a steady mix of traffic (catalogue, slots, a customer's orders,
 * the admin list, new orders) for five minutes, then left idle for `--idle` seconds (when V8
 * collects garbage on its own and native objects such as SQLite statements are finalised; a
 * native module that mishandles that aborts the process), then stopped with SIGTERM. The
 * server's memory (RSS, from /proc) is read at idle after start-up, every 5 s under load, and
 * at idle after it; the run passes with 0 errors, flat memory (over the second half of the
 * load, when caches and the JIT have settled, RSS may not grow by more than 10 %) and a clean
 * exit (code 0, no signal). Writes docs/reliability.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { addDays, indianDate, weekdayOf } from '@freshfold/shared';
import { issueToken } from '../src/modules/accounts/tokens.js';
import { ROOT, scriptOptions, seedShop, startBuiltServer } from './harness.js';

const args = scriptOptions({ duration: 300, rate: 300, idle: 30, 'dry-run': false });
const SECRET = randomBytes(32).toString('hex');

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'freshfold-soak-'));
  const url = `sqlite:${join(folder, 'soak.db')}`;
  const { volume, adminId, slots, items } = await seedShop(url);
  const { child: server, base } = await startBuiltServer({ DATABASE_URL: url, JWT_SECRET: SECRET });

  const adminToken = issueToken({ id: adminId, role: 'admin', tokenVersion: 0 }, SECRET);
  const heavyToken = issueToken(
    { id: volume.heavyCustomerId, role: 'user', tokenVersion: 0 },
    SECRET,
  );
  const tokens = volume.customerIds.map((id) =>
    issueToken({ id, role: 'user', tokenVersion: 0 }, SECRET),
  );
  const tomorrow = addDays(indianDate(), 1);
  let turn = 0;
  // A customer holds one open order per date and slot: each customer's k-th order goes to the
  // k-th of their (date, slot) pairs, 28 dates and then the next slot of each day.
  let ordersSent = 0;
  const next = () => {
    turn += 1;
    switch (turn % 10) {
      case 0:
      case 1: {
        const customer = ordersSent % tokens.length;
        const round = Math.floor(ordersSent / tokens.length);
        ordersSent += 1;
        const date = addDays(tomorrow, (customer + round) % 28);
        const slotsOfDay = slots.filter((slot) => slot.day === weekdayOf(date));
        return {
          method: 'POST' as const,
          path: '/api/authUser/createOrder',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[customer]}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            items: [{ itemId: items[turn % items.length]?.id, quantity: 1 + (turn % 3) }],
            pickupDate: date,
            pickupSlotId: slotsOfDay[Math.floor(round / 28) % Math.max(slotsOfDay.length, 1)]?.id,
            geoLocation: { lat: 12.97, lng: 77.59 },
          }),
        };
      }
      case 2:
        return {
          method: 'GET' as const,
          path: `/api/authUser/myOrders/${volume.heavyCustomerId}`,
          headers: { authorization: `Bearer ${heavyToken}` },
        };
      case 3:
        return {
          method: 'GET' as const,
          path: `/api/admin/getAllOrders?page=${1 + (turn % 20)}&pageSize=20`,
          headers: { authorization: `Bearer ${adminToken}` },
        };
      case 4:
      case 5:
        return {
          method: 'GET' as const,
          path: `/api/pickup-timeslots/by-date?date=${addDays(tomorrow, turn % 28)}`,
        };
      default:
        return { method: 'GET' as const, path: '/api/services/getAllService' };
    }
  };

  const idleAtStart = server.pid ? rssOf(server.pid) : 0;
  const samples: { at: number; rss: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    if (server.pid) samples.push({ at: (Date.now() - started) / 1000, rss: rssOf(server.pid) });
  }, 5000);
  const result = await autocannon({
    url: base,
    connections: 20,
    overallRate: args.rate,
    duration: args.duration,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  clearInterval(sampler);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    server.once('exit', (code, signal) => done({ code, signal })),
  );
  await new Promise((done) => setTimeout(done, args.idle * 1000));
  const idleAfter = server.pid && server.exitCode === null ? rssOf(server.pid) : 0;
  server.kill('SIGTERM');
  const { code, signal } = await exit;
  const clean = code === 0 && signal === null;
  rmSync(folder, { recursive: true, force: true });

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const secondHalf = samples.filter((sample) => sample.at >= args.duration / 2);
  const first = secondHalf[0]?.rss ?? 0;
  const last = secondHalf.at(-1)?.rss ?? 0;
  const growth = first > 0 ? (last - first) / first : 0;
  const errors = result.errors + result.non2xx + result.timeouts;
  const flat = growth <= 0.1;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, SQLite, 1 000 customers and 10 000 orders to start with.`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Duration, target rate | ${args.duration} s at ${args.rate} requests/s (20 connections) |`,
    '| Mix | 40 % catalogue, 20 % slots by date, 20 % new orders, 10 % a customer\u2019s 50 orders, 10 % admin order pages |',
    `| Requests served | ${result.requests.total} (${Math.round(result.requests.average)}/s) |`,
    `| Latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms |`,
    `| Errors (connection, non-2xx, timeouts) | ${errors} |`,
    `| Server RSS at start / max / end | ${mb(samples[0]?.rss ?? 0)} / ${mb(Math.max(...samples.map((sample) => sample.rss)))} / ${mb(samples.at(-1)?.rss ?? 0)} |`,
    `| RSS change over the second half | ${(growth * 100).toFixed(1)} % (${flat ? 'flat' : 'growing'}; the limit is 10 %) |`,
    `| Server RSS at idle: after start-up / ${args.idle} s after the load | ${mb(idleAtStart)} / ${mb(idleAfter)} |`,
    `| Server exit on SIGTERM after the idle time | ${signal ? `killed by ${signal}` : `code ${String(code)}`} (${clean ? 'clean' : 'NOT clean'}) |`,
  ].join('\n');
  console.log(`\n${table}`);
  if (!args['dry-run']) {
    const file = join(ROOT, 'docs/reliability.md');
    const doc = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      doc.replace(
        /<!-- soak:start -->[\s\S]*?<!-- soak:end -->/,
        `<!-- soak:start -->\n${table}\n<!-- soak:end -->`,
      ),
    );
    console.log('Wrote the figures to docs/reliability.md');
  }
  if (errors > 0 || !flat || !clean) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
