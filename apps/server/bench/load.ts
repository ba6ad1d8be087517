/**
 * What the benchmarks share to load a server and report it: an endpoint loaded with autocannon,
 * several loaded in turns, the table of figures, and the block of docs/performance.md a
 * benchmark writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, type BenchRequest } from './harness.js';

/** One loaded endpoint's figures. */
export interface Row {
  name: string;
  requests: number;
  /** Answers counted in all. */
  total: number;
  p50: number;
  p99: number;
  errors: number;
  limit?: { name: string; requests: number };
  note: string;
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
}

/**
 * Loads `base` with the requests `next` makes, one per request, from `options.connections`
 * connections for `options.duration` seconds. Errors are failed connections, timeouts and
 * answers outside 2xx.
 */
export async function load(
  name: string,
  base: string,
  next: () => BenchRequest,
  note: string,
  options: LoadOptions,
): Promise<Row> {
  const first = next();
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        method: (first.method ?? 'GET') as 'GET',
        path: first.path,
        setupRequest: (request) => {
          const r = next();
          return {
            ...request,
            method: (r.method ?? 'GET') as 'GET',
            path: r.path,
            headers: { ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) },
            body: r.body,
          };
        },
      },
    ],
  });
  return {
    name,
    requests: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    note,
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/**
 * Loads several targets in turn, in short rounds (each target first in one round, then
 * second, …), so that a drift of the machine's speed during the run falls on every target
 * alike instead of on whichever ran in the slow minute: their ratios are then measured in the
 * same moments. Requests per second are the mean over the rounds; p50 and p99 the median of the
 * rounds' figures; errors the sum. `options.duration` is each target's time in all.
 */
export async function loadInterleaved(
  targets: { name: string; base: string; next: () => BenchRequest; note: string }[],
  options: LoadOptions,
  rounds = 4,
): Promise<Row[]> {
  const results = targets.map(() => [] as Row[]);
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const index = (round + turn) % targets.length;
      const target = targets[index];
      if (!target) continue;
      const row = await load(target.name, target.base, target.next, target.note, {
        ...options,
        duration: options.duration / rounds,
      });
      results[index]?.push(row);
    }
  }
  return targets.map((target, index) => {
    const rows = results[index] ?? [];
    return {
      name: target.name,
      requests: rows.reduce((sum, row) => sum + row.requests, 0) / rows.length,
      total: rows.reduce((sum, row) => sum + row.total, 0),
      p50: median(rows.map((row) => row.p50)),
      p99: median(rows.map((row) => row.p99)),
      errors: rows.reduce((sum, row) => sum + row.errors, 0),
      note: target.note,
    };
  });
}

/** The rows as a Markdown table, each beside its limit when any row has one. */
export function renderRows(rows: readonly Row[]): string[] {
  const limits = rows.some((row) => row.limit);
  const lines = limits
    ? [
        '| Endpoint | req/s | p50 ms | p99 ms | errors | limit (same run) | ratio | note |',
        '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
      ]
    : [
        '| Endpoint | req/s | p50 ms | p99 ms | errors | note |',
        '| --- | ---: | ---: | ---: | ---: | --- |',
      ];
  for (const row of rows) {
    const ratio = row.limit ? `${Math.round((row.requests / row.limit.requests) * 100)} %` : '';
    const limit = row.limit ? `${row.limit.name}: ${Math.round(row.limit.requests)}/s` : '';
    const figures = `| ${row.name} | ${Math.round(row.requests)} | ${row.p50} | ${row.p99} | ${row.errors} |`;
    lines.push(
      limits ? `${figures} ${limit} | ${ratio} | ${row.note} |` : `${figures} ${row.note} |`,
    );
  }
  return lines;
}

/**
 * Puts `text` in docs/performance.md between the markers `<!-- bench:${key}:start -->` and
 * `…:end -->`, replacing what they held, or at the end under `heading` the first time.
 */
export function writeReport(key: string, heading: string, text: string): void {
  const file = join(ROOT, 'docs/performance.md');
  let page: string;
  try {
    page = readFileSync(file, 'utf8');
  } catch {
    page = '# Performance\n';
  }
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const block = `${start}\n${text}\n${end}`;
  page = page.includes(start)
    ? page.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => block)
    : `${page.trimEnd()}\n\n### ${heading}\n\n${block}\n`;
  writeFileSync(file, page);
  console.log(`\nWrote the ${key} table to docs/performance.md`);
}
