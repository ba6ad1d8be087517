/**
 * A small round-robin HTTP load balancer for benchmarks: each request goes to the next of its
 * servers over keep-alive connections, with the client's address appended to X-Forwarded-For
 * as a reverse proxy does (the servers run with TRUST_PROXY=true). It runs in a worker thread
 * of the calling process, so that it does not share an event loop with the load generator.
 */
import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** Headers of one connection, which a proxy does not pass on (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

type Command = { use: string[] } | { passed: true } | { close: true };
type Report = { listening: number } | { passed: Record<string, number> } | { closed: true };

/** The balancer itself, in the worker thread: listens, then obeys the commands it is sent. */
function serve(servers: readonly string[]): void {
  const port = parentPort;
  if (!port) return;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let targets = servers.map((server) => new URL(server));
  let turn = 0;
  const passed: Record<string, number> = Object.fromEntries(servers.map((server) => [server, 0]));
  const balancer = createServer((incoming, outgoing) => {
    const target = targets[turn % targets.length];
    turn += 1;
    if (!target) {
      outgoing.writeHead(503).end();
      return;
    }
    passed[target.origin] = (passed[target.origin] ?? 0) + 1;
    const client = incoming.socket.remoteAddress ?? '';
    const forwarded = incoming.headers['x-forwarded-for'];
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        agent,
        headers: {
          ...endToEnd(incoming.headers),
          host: target.host,
          'x-forwarded-for': forwarded ? `${String(forwarded)}, ${client}` : client,
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  const report = (message: Report) => {
    port.postMessage(message);
  };
  port.on('message', (command: Command) => {
    if ('use' in command) {
      targets = command.use.map((server) => new URL(server));
      turn = 0;
    } else if ('passed' in command) {
      report({ passed });
    } else {
      balancer.closeAllConnections();
      balancer.close(() => {
        agent.destroy();
        report({ closed: true });
        port.close();
      });
    }
  });
  balancer.listen(0, '127.0.0.1', () => {
    report({ listening: (balancer.address() as AddressInfo).port });
  });
}

if (!isMainThread && (workerData as { balancer?: string[] } | null)?.balancer) {
  serve((workerData as { balancer: string[] }).balancer);
}

export interface Balancer {
  url: string;
  /** The servers requests go to from now on, in turn. */
  use(servers: readonly string[]): void;
  /** Requests passed to each server since the start. */
  passed(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export async function startBalancer(servers: readonly string[]): Promise<Balancer> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { balancer: [...servers] } });
  const next = <T extends Report>(accept: (report: Report) => report is T) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (report: Report) => {
        if (!accept(report)) return;
        worker.off('message', onMessage);
        resolve(report);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const { listening } = await next(
    (report): report is { listening: number } => 'listening' in report,
  );
  const send = (command: Command) => {
    worker.postMessage(command);
  };
  return {
    url: `http://127.0.0.1:${String(listening)}`,
    use(targets) {
      send({ use: [...targets] });
    },
    async passed() {
      const answer = next(
        (report): report is { passed: Record<string, number> } => 'passed' in report,
      );
      send({ passed: true });
      return (await answer).passed;
    },
    async close() {
      const closed = next((report): report is { closed: true } => 'closed' in report);
      send({ close: true });
      await closed;
      await worker.terminate();
    },
  };
}
