/**
 * `npm run flood [-- --duration 15 --connections 200]`: what an unauthenticated login flood
 * does to everyone else. The built server (production mode, scrypt at its production cost) on a
 * fresh seeded database; a child process keeps `connections` logins with made-up e-mails and
 * passwords in flight for `duration` seconds, while this process asks for the Home page and the
 * catalogue every 250 ms and signs the seeded admin in every 2 seconds, timing each answer. The
 * same probes run for 5 seconds before the flood, as the baseline. Prints a Markdown summary
 * (docs/security.md, "Login flood"); `--server` and `--web-dist` point at another build to
 * compare with.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/db/seed.js';
import {
  BENCH_ADMIN_PASSWORD,
  ROOT,
  scriptOptions,
  startNode,
  stop,
  waitFor,
  freePort,
} from './harness.js';

const args = scriptOptions({
  role: 'probe',
  url: '',
  duration: 15,
  connections: 200,
  server: 'apps/server/dist/main.js',
  'web-dist': 'apps/web/dist',
  label: 'this build',
});
const ADMIN_EMAIL = 'admin@freshfold.in';

interface FloodResult {
  requests: number;
  statuses: Record<string, number>;
  perSecond: number;
}

/** The flood itself, in its own process so that its load does not slow the probes' timing. */
async function flood(url: string): Promise<void> {
  const result = await autocannon({
    url,
    connections: args.connections,
    duration: args.duration,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            userName: `flood-${randomUUID()}@example.in`,
            password: `Guess#${randomBytes(6).toString('hex')}`,
          }),
        }),
      },
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
  );
  const summary: FloodResult = {
    requests: result.requests.total,
    statuses,
    perSecond: result.requests.average,
  };
  process.stdout.write(JSON.stringify(summary));
}

interface Sample {
  status: number;
  ms: number;
}

async function timed(url: string, init?: RequestInit): Promise<Sample & { body: string }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body };
  } catch {
    return { status: 0, ms: performance.now() - started, body: '' };
  }
}

function login(base: string) {
  return timed(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD }),
  });
}

/**
 * Probes until `until`: the Home page, its script and the catalogue every 250 ms, a genuine
 * login every 2 s.
 */
async function probe(base: string, script: string, until: number) {
  const page: Sample[] = [];
  const asset: Sample[] = [];
  const catalogue: Sample[] = [];
  const logins: Sample[] = [];
  const pending: Promise<unknown>[] = [];
  let tick = 0;
  while (performance.now() < until) {
    pending.push(timed(`${base}/`).then((sample) => page.push(sample)));
    pending.push(timed(`${base}${script}`).then((sample) => asset.push(sample)));
    pending.push(
      timed(`${base}/api/services/getAllService`).then((sample) => catalogue.push(sample)),
    );
    if (tick % 8 === 0) pending.push(login(base).then((sample) => logins.push(sample)));
    tick += 1;
    await new Promise((done) => setTimeout(done, 250));
  }
  await Promise.all(pending);
  return { page, asset, catalogue, logins };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function describe(samples: Sample[]): string {
  const ms = samples.map((sample) => sample.ms);
  const statuses = new Map<number, number>();
  for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const counted = [...statuses].map(([status, count]) => `${count}× ${status || 'no answer'}`);
  return `${Math.round(quantile(ms, 0.5))} / ${Math.round(quantile(ms, 0.95))} / ${Math.round(Math.max(...ms))} ms (${counted.join(', ')})`;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'freshfold-flood-'));
  const url = `sqlite:${join(folder, 'flood.db')}`;
  const handle = openDatabase(url);
  await migrateToLatest(handle.db);
  // The production cost, as a live shop's admin hash has it.
  await seedIfEmpty(handle.db, {
    adminEmail: ADMIN_EMAIL,
    adminPassword: BENCH_ADMIN_PASSWORD,
    passwordParams: { N: 2 ** 17, r: 8, p: 1 },
  });
  await handle.close();

  const port = await freePort();
  const server = startNode([args.server], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    WEB_DIST: resolve(ROOT, args['web-dist']),
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, server);
    const home = await timed(`${base}/`);
    const script = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    if (home.status !== 200 || !script) throw new Error('no web app at /: build it first');
    const warm = await login(base);
    if (warm.status !== 200)
      throw new Error(`the genuine login failed: ${warm.status} ${warm.body}`);

    const baseline = await probe(base, script, performance.now() + 5000);

    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/bench/login-flood.ts',
        '--role',
        'flood',
        '--url',
        base,
        '--duration',
        String(args.duration),
        '--connections',
        String(args.connections),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const flooded = new Promise<FloodResult>((done, fail) =>
      child.once('exit', (code) =>
        code === 0 ? done(JSON.parse(output) as FloodResult) : fail(new Error(`flood ${code}`)),
      ),
    );
    // Let the flood reach full strength before probing.
    await new Promise((done) => setTimeout(done, 1000));
    const during = await probe(base, script, performance.now() + (args.duration - 2) * 1000);
    const result = await flooded;

    const lines = [
      `Login flood, ${args.label}: ${args.connections} connections of unknown e-mails for ${args.duration} s (${Math.round(result.perSecond)} logins/s answered: ${Object.entries(
        result.statuses,
      )
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ')}).`,
      '',
      '| Probe (median / p95 / max) | Before the flood | During the flood |',
      '| --- | --- | --- |',
      `| \`GET /\` | ${describe(baseline.page)} | ${describe(during.page)} |`,
      `| \`GET ${script}\` | ${describe(baseline.asset)} | ${describe(during.asset)} |`,
      `| \`GET /api/services/getAllService\` | ${describe(baseline.catalogue)} | ${describe(during.catalogue)} |`,
      `| Genuine admin login | ${describe(baseline.logins)} | ${describe(during.logins)} |`,
    ];
    console.log(lines.join('\n'));
  } finally {
    await stop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

if (args.role === 'flood') {
  await flood(args.url);
} else {
  await main();
}
