/**
 * `npm run build && npx tsx apps/server/bench/profile.ts [--db url] [--only createOrder,myOrders]
 * [--prof] [--connections 50] [--servers a/main.js,b/main.js --rounds 3]`: the server's own CPU time per request for
 * each endpoint (read from /proc, so the load generator's share is not counted: on a shared
 * machine it drifts far less than requests per second), and with --prof a CPU profile of each
 * run summarised by package and by function (INCLUSIVE=regex adds inclusive times). On a local
 * PostgreSQL it also reports the database's CPU per request and what its connections wait for,
 * and the load generator's own CPU per request. `bare` is a bare node:http server answering the
 * catalogue's bytes. With --servers, each endpoint runs on each build in turn, to compare two
 * builds of the server in the same minutes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, indianDate } from '@freshfold/shared';
import { databaseKindOf } from '../src/config.js';
import { issueToken } from '../src/modules/accounts/tokens.js';
import {
  BENCH_ADMIN_PASSWORD,
  cancelOpenOrders,
  createBenchDatabase,
  freePort,
  orderRequests,
  ROOT,
  scriptOptions,
  seedShop,
  stop,
  waitFor,
  type BenchRequest,
} from './harness.js';

const args = scriptOptions({
  db: undefined,
  only: undefined,
  duration: 5,
  prof: false,
  top: 25,
  servers: 'apps/server/dist/main.js',
  rounds: 1,
  /** Connections of the load generator; 1 shows each request's own cost, with no queue. */
  connections: 50,
});
const SECRET = randomBytes(32).toString('hex');

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
}

/**
 * PostgreSQL on this machine, while an endpoint is loaded: the CPU of its processes (the
 * database's connections and the server-wide ones: WAL writer, checkpointer…) from /proc, and
 * what its connections are doing (state and wait event), sampled every 20 ms from
 * pg_stat_activity. Null for SQLite.
 */
async function watchDatabase(url: string) {
  if (databaseKindOf(url) !== 'postgres') return null;
  const monitor = new pg.Client({ connectionString: url });
  await monitor.connect();
  const database = new URL(url).pathname.slice(1);
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where (datname = $1 or datname is null) and pid <> pg_backend_pid()',
    [database],
  );
  const ticksOf = (pids: number[]) => {
    try {
      return pids.reduce((sum, pid) => sum + cpuTicks(pid), 0);
    } catch {
      return NaN; // another machine's, or gone
    }
  };
  const pids = rows.map((row) => row.pid);
  const before = ticksOf(pids);
  const waits = new Map<string, number>();
  const watching = { on: true };
  const sampler = (async () => {
    while (watching.on) {
      const sample = await monitor.query<{ what: string; n: number }>(
        `select coalesce(state, '?') || ' ' || coalesce(wait_event_type || ':' || wait_event,
             case when state = 'active' then 'on CPU' else '' end) as what,
           count(*)::integer as n
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by 1`,
        [database],
      );
      for (const row of sample.rows) waits.set(row.what, (waits.get(row.what) ?? 0) + row.n);
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  return {
    async stop(requests: number): Promise<string> {
      watching.on = false;
      await sampler;
      await monitor.end();
      const ticks = ticksOf(pids) - before;
      const samples = [...waits.values()].reduce((sum, n) => sum + n, 0);
      const top = [...waits.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([what, n]) => `${what} ${String(Math.round((n / samples) * 100))} %`);
      return `  database CPU ${Number.isNaN(ticks) ? 'n/a' : ((ticks * 10000) / requests).toFixed(0)} µs/req; its connections: ${top.join(', ')}`;
    },
  };
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function summarise(file: string, top: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  let total = 0;
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') return;
    busy += delta;
    const seen = new Set<string>();
    for (let cursor: number | undefined = id; cursor !== undefined; cursor = parent.get(cursor)) {
      const n = byId.get(cursor);
      if (!n) break;
      const url = n.callFrame.url.replace(/^file:\/\/.*node_modules\//, '').replace(ROOT, '');
      const key = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
    }
  });
  if (process.env.INCLUSIVE) {
    const re = new RegExp(process.env.INCLUSIVE);
    console.log('inclusive (share of busy time):');
    for (const [key, value] of [...inclusive.entries()]
      .filter(([k]) => re.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 60))
      console.log(`  ${((value / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const delta = profile.timeDeltas[index] ?? 0;
    total += delta;
    const url = node.callFrame.url.replace(/^file:\/\/.*node_modules\//, '').replace(ROOT, '');
    const key = `${node.callFrame.functionName || '(anon)'} ${url}:${node.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    const pkg = node.callFrame.url.includes('node_modules/')
      ? (/node_modules\/((@[^/]+\/)?[^/]+)/.exec(node.callFrame.url)?.[1] ?? '?')
      : node.callFrame.url
        ? node.callFrame.url.startsWith('node:')
          ? node.callFrame.url
          : 'app'
        : node.callFrame.functionName;
    files.set(pkg, (files.get(pkg) ?? 0) + delta);
  });
  const show = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, value]) => `  ${((value / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n');
  console.log(`by package:\n${show(files, 15)}\nby function (self):\n${show(self, top)}`);
}

async function main() {
  const { url, drop } = await createBenchDatabase(args.db, 'freshfold_prof');
  const { volume, adminId, slots, items } = await seedShop(url);
  const tomorrow = addDays(indianDate(), 1);
  const heavyToken = issueToken(
    { id: volume.heavyCustomerId, role: 'user', tokenVersion: 0 },
    SECRET,
  );
  const adminToken = issueToken({ id: adminId, role: 'admin', tokenVersion: 0 }, SECRET);
  const tokens = volume.customerIds.map((id) =>
    issueToken({ id, role: 'user', tokenVersion: 0 }, SECRET),
  );
  const endpoints: Record<string, () => BenchRequest> = {
    bare: () => ({ path: '/' }),
    catalogue: () => ({ path: '/api/services/getAllService' }),
    slots: () => ({ path: `/api/pickup-timeslots/by-date?date=${tomorrow}` }),
    myOrders: () => ({
      path: `/api/authUser/myOrders/${volume.heavyCustomerId}`,
      headers: { authorization: `Bearer ${heavyToken}` },
    }),
    adminPage: () => ({
      path: '/api/admin/getAllOrders?page=1&pageSize=20',
      headers: { authorization: `Bearer ${adminToken}` },
    }),
    adminPending: () => ({
      path: '/api/admin/getAllOrders?status=pending&page=1&pageSize=20',
      headers: { authorization: `Bearer ${adminToken}` },
    }),
    createOrder: orderRequests({ tomorrow, slots, items, tokens }),
  };
  const names = args.only ? args.only.split(',') : Object.keys(endpoints);
  try {
    for (let round = 0; round < args.rounds; round += 1)
      for (const name of names)
        for (const server of args.servers.split(',')) {
          const next = endpoints[name];
          if (!next) throw new Error(`no endpoint ${name}`);
          // Each run on pickups no customer holds (one open order per customer and slot).
          if (name === 'createOrder') await cancelOpenOrders(url, tomorrow);
          const profDir = mkdtempSync(join(tmpdir(), 'freshfold-cpuprof-'));
          const port = await freePort();
          const bareBody = name === 'bare' ? join(profDir, 'body.json') : '';
          if (bareBody) {
            const port0 = await freePort();
            const srv = spawn(process.execPath, ['apps/server/dist/main.js'], {
              cwd: ROOT,
              env: {
                ...process.env,
                NODE_ENV: 'production',
                HOST: '127.0.0.1',
                PORT: String(port0),
                ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
                LOG_LEVEL: 'warn',
                DATABASE_URL: url,
                JWT_SECRET: SECRET,
              },
              stdio: 'ignore',
            });
            await waitFor(`http://127.0.0.1:${port0}/api/health`, srv);
            writeFileSync(
              bareBody,
              await (await fetch(`http://127.0.0.1:${port0}/api/services/getAllService`)).text(),
            );
            await stop(srv);
          }
          const child = spawn(
            process.execPath,
            [
              ...(args.prof ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []),
              ...(bareBody
                ? [
                    '-e',
                    `const b=require('fs').readFileSync(${JSON.stringify(bareBody)});require('http').createServer((q,s)=>{if(q.url==='/api/health'){s.end('ok');return}s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1');process.on('SIGTERM',()=>process.exit(0))`,
                  ]
                : [server]),
            ],
            {
              cwd: ROOT,
              env: {
                ...process.env,
                NODE_ENV: 'production',
                HOST: '127.0.0.1',
                PORT: String(port),
                ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
                LOG_LEVEL: 'warn',
                DATABASE_URL: url,
                JWT_SECRET: SECRET,
              },
              stdio: ['ignore', 'ignore', 'inherit'],
            },
          );
          const base = `http://127.0.0.1:${port}`;
          await waitFor(`${base}/api/health`, child);
          // warm up
          await autocannon({
            url: base,
            connections: 10,
            duration: 1,
            requests: [{ setupRequest: (r: object) => ({ ...r, ...next() }) }] as never,
          });
          const before = cpuTicks(child.pid ?? 0);
          const ownBefore = process.cpuUsage();
          const watch = await watchDatabase(url);
          const result = await autocannon({
            url: base,
            connections: args.connections,
            duration: args.duration,
            requests: [{ setupRequest: (r: object) => ({ ...r, ...next() }) }] as never,
          });
          const ticks = cpuTicks(child.pid ?? 0) - before;
          const own = process.cpuUsage(ownBefore);
          const errors = result.errors + result.non2xx + result.timeouts;
          console.log(
            `${name.padEnd(13)} ${server.padEnd(30)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${result.latency.p50} p99 ${result.latency.p99} ms  errors ${errors}  server CPU ${((ticks * 10000) / result.requests.total).toFixed(0)} µs/req  load generator ${((own.user + own.system) / result.requests.total).toFixed(0)} µs/req`,
          );
          if (watch) console.log(await watch.stop(result.requests.total));
          await stop(child);
          if (args.prof) {
            const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
            if (file) summarise(join(profDir, file), args.top);
          }
          rmSync(profDir, { recursive: true, force: true });
        }
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
