import type { Socket } from 'node:net';
import { hostname } from 'node:os';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';

export interface AccessLogOptions {
  /** The logger's level: no access line below `info`, and 5xx lines only down to `error`. */
  level: string;
  /**
   * 1 in this many successful health checks and hashed static assets is logged (1: all of
   * them). An answer of 400 or more, or one that failed, is always logged.
   */
  sampleEvery: number;
  /** The logger's destination: access lines are written to it directly (see `accessLineJson`). */
  stream?: DestinationStream;
}

/** What one access line holds, besides the request id that the request's logger adds. */
export interface AccessLine {
  method: string;
  /** The route's pattern (`/api/authUser/myOrders/:id`), or the path when no route matched. */
  route: string;
  status: number;
  durationMs: number;
  /** Bytes written to the connection for this answer, headers included (see `bytesSent`). */
  bytes: number | null;
  userId?: number;
}

/** What pino puts on every line of this process (its default `base`). */
const BASE = `"pid":${String(process.pid)},"hostname":${JSON.stringify(hostname())}`;

/**
 * An access line as pino writes it (level, time, pid, hostname, reqId, the fields, msg), put
 * together directly: it is written for every request, and going through the request's child
 * logger costs four times as much, most of it the redaction of credentials that an access line
 * never holds (its fields are fixed above). logging.test.ts and access-log.test.ts read these
 * lines back as JSON beside pino's own.
 */
export function accessLineJson(reqId: string, line: AccessLine, time = Date.now()): string {
  const user = line.userId === undefined ? '' : `,"userId":${String(line.userId)}`;
  return `{"level":30,"time":${String(time)},${BASE},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"status":${String(line.status)},"durationMs":${String(line.durationMs)},"bytes":${String(line.bytes)}${user},"msg":"request"}\n`;
}

/** Answers that are many, alike and rarely interesting: kept only as a sample. */
function isRoutine(route: string): boolean {
  return route === '/api/health' || route.startsWith('/assets/');
}

/** A URL's path, without the query string (which may carry a secret). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const COUNTED = Symbol('bytes of the connection already counted');
type CountedSocket = Socket & { [COUNTED]?: number };

/**
 * The bytes this answer put on its connection: the growth of the socket's `bytesWritten` since
 * the previous answer on the same keep-alive connection (answers on one connection go out one
 * after the other). `app.inject` has no real socket: there the Content-Length is taken.
 */
function bytesSent(request: FastifyRequest, reply: FastifyReply): number | null {
  const socket = request.raw.socket as CountedSocket | null | undefined;
  const written = socket?.bytesWritten;
  if (socket && typeof written === 'number') {
    const sent = written - (socket[COUNTED] ?? 0);
    socket[COUNTED] = written;
    return sent;
  }
  const length = Number(reply.getHeader('content-length'));
  return Number.isFinite(length) ? length : null;
}

/**
 * Fastify's request log lines, reduced to one access line per request, written when the answer
 * has gone: method, route, status, duration, bytes, request id and the signed-in user. Fastify's
 * "incoming request" line is kept for LOG_LEVEL=debug, its "route not found" line dropped; its
 * lines for errors it handles itself stay. A 5xx or a failed answer is logged at `error`, everything else at `info`, so
 * LOG_LEVEL=warn leaves only the failures.
 */
export class AccessLogController extends LogController {
  readonly #debug: boolean;
  readonly #info: boolean;
  readonly #error: boolean;
  readonly #sampleEvery: number;
  readonly #stream: DestinationStream | undefined;
  #routine = 0;

  constructor({ level, sampleEvery, stream }: AccessLogOptions) {
    super();
    this.#stream = stream;
    // 'silent' has no number: nothing is logged.
    const threshold = pino.levels.values[level] ?? Number.POSITIVE_INFINITY;
    this.#debug = threshold <= 20; // pino's debug
    this.#info = threshold <= 30; // pino's info
    this.#error = threshold <= 50; // pino's error
    this.#sampleEvery = sampleEvery;
  }

  /** At `debug` only: with the access line at the end, a request's start is rarely needed. */
  override incomingRequest(request: FastifyRequest): void {
    if (!this.#debug) return;
    request.log.debug(
      { method: request.method, route: request.routeOptions.url ?? pathOf(request.url) },
      'incoming request',
    );
  }

  override routeNotFound(): void {
    // The access line shows the 404.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const bytes = bytesSent(request, reply);
    const status = reply.statusCode;
    const failed = status >= 500 || Boolean(error);
    if (!(failed ? this.#error : this.#info)) return;
    const route = request.routeOptions.url ?? pathOf(request.url);
    if (status < 400 && !error && this.#sampleEvery > 1 && isRoutine(route)) {
      this.#routine += 1;
      if (this.#routine % this.#sampleEvery !== 1) return;
    }
    const line: AccessLine = {
      method: request.method,
      route,
      status,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      bytes,
    };
    // The account a genuine token names (its signature proves it), whether or not its session
    // was open: a refused session is logged with its account.
    if (request.signedUser) line.userId = request.signedUser.id;
    if (failed) request.log.error(error ? { ...line, err: error } : line, 'request');
    else if (this.#stream) this.#stream.write(accessLineJson(request.id, line));
    else request.log.info(line, 'request');
  }
}
