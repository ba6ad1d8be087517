/**
 * A small round-robin HTTP load balancer for benchmarks: each request goes to the next of its
 * servers over keep-alive connections, with the client's address appended to X-Forwarded-For
 * as a reverse proxy does (the servers run with TRUST_PROXY=true).
 */
import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';

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

export interface Balancer {
  url: string;
  /** The servers requests go to from now on, in turn. */
  use(servers: readonly string[]): void;
  /** Requests passed to each server since the start. */
  readonly passed: Map<string, number>;
  close(): Promise<void>;
}

export async function startBalancer(servers: readonly string[]): Promise<Balancer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let targets = servers.map((server) => new URL(server));
  let turn = 0;
  const passed = new Map<string, number>(servers.map((server) => [server, 0]));
  const balancer = createServer((incoming, outgoing) => {
    const target = targets[turn % targets.length];
    turn += 1;
    if (!target) {
      outgoing.writeHead(503).end();
      return;
    }
    passed.set(target.origin, (passed.get(target.origin) ?? 0) + 1);
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
  await new Promise<void>((done) => balancer.listen(0, '127.0.0.1', done));
  const { port } = balancer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    use(next) {
      targets = next.map((server) => new URL(server));
      turn = 0;
    },
    passed,
    async close() {
      balancer.closeAllConnections();
      await new Promise((done) => balancer.close(done));
      agent.destroy();
    },
  };
}
