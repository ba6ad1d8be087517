import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * The most bytes one asynchronous write of the log carries. SonicBoom measures the byte length
 * of its last pending chunk on every line it takes, which flattens that string each time: with
 * its default of 16 KB that costs 3 µs a line, with 4 KB under 1 µs (measured with 300 000
 * access lines on Node 24). 4 KB is also a pipe's atomic write, and more than a busy second's
 * lines per write is not needed: the writes follow each other as fast as the disk takes them.
 */
const MAX_WRITE = 4096;

/**
 * The logger's options, shared by the server and anything else that logs like it: the level,
 * and credentials censored wherever they appear in a logged object.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.password_hash',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}

/** Where the log lines go, and how to be sure they got there. */
export interface LogOutput {
  stream: DestinationStream;
  /**
   * Writes out, synchronously, whatever is still buffered, when the process must end at once.
   * A write already under way finishes on its own, so its lines may come after these.
   */
  flushSync: () => void;
  /**
   * Writes out whatever is still buffered, in order, after the write under way (if any), and
   * resolves once it is written: on shutdown and on a crash. Never rejects; after
   * `CLOSE_TIMEOUT_MS` it falls back to `flushSync`.
   */
  close: () => Promise<void>;
}

/** How long `close` waits for standard output to take the buffered lines. */
const CLOSE_TIMEOUT_MS = 2000;

/**
 * Standard output. JSON lines written asynchronously (pino's SonicBoom destination): a request
 * only appends its line to a buffer, and the buffer goes out in writes of at most `MAX_WRITE`
 * bytes while the event loop serves the next requests. Lines still buffered when the process
 * ends are written by `flushSync()`, which main.ts calls on shutdown and on a crash (pino also
 * registers it for the `exit` event). In development at a terminal the lines are pretty-printed
 * instead, by pino-pretty, loaded only then and writing synchronously, so nothing waits in a
 * buffer.
 */
export async function openLogOutput({ pretty }: { pretty: boolean }): Promise<LogOutput> {
  if (pretty) {
    const { default: prettyStream } = await import('pino-pretty');
    const stream = prettyStream({
      sync: true,
      colorize: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId,method,route,status,durationMs,bytes,userId',
      messageFormat: prettyMessage,
    });
    return { stream, flushSync: () => undefined, close: () => Promise.resolve() };
  }
  const destination = pino.destination({ dest: 1, sync: false, maxWrite: MAX_WRITE });
  const flushSync = () => {
    try {
      destination.flushSync();
    } catch {
      // Not open yet (nothing was written), closed, or standard output is gone: nothing to save.
    }
  };
  return {
    stream: destination,
    flushSync,
    close: () =>
      new Promise<void>((resolve) => {
        const fallback = setTimeout(() => {
          flushSync();
          resolve();
        }, CLOSE_TIMEOUT_MS);
        const done = () => {
          clearTimeout(fallback);
          resolve();
        };
        // end() lets the write under way finish, writes the rest after it and then says 'close'
        // (standard output itself stays open).
        destination.once('close', done);
        try {
          destination.end();
        } catch {
          done(); // Closed already.
        }
      }),
  };
}

/**
 * A pretty line's text. An access line reads as one line: `GET /api/health 200 1.2 ms 527 B
 * (request id)`; any other line is its message, followed by its request id when it has one.
 */
function prettyMessage(line: Record<string, unknown>, messageKey: string): string {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const request = typeof line.reqId === 'string' ? ` (${line.reqId})` : '';
  if (typeof line.method !== 'string') return `${text(line[messageKey])}${request}`;
  const user = line.userId === undefined ? '' : ` user ${text(line.userId)}`;
  return `${line.method} ${text(line.route)} ${text(line.status)} ${text(line.durationMs)} ms ${text(line.bytes)} B${user}${request}`;
}

/**
 * Pretty lines for a person at a terminal outside production; JSON lines for everything else
 * (a log collector, a file, production).
 */
export function wantsPrettyLog(
  env: string,
  // Declared a boolean, but undefined when standard output is a pipe or a file.
  stdoutIsTerminal = process.stdout.isTTY as boolean | undefined,
): boolean {
  return env !== 'production' && stdoutIsTerminal === true;
}

/**
 * A failure nothing else caught ends the process, but not before its fatal line and every
 * line still buffered are written out, in order. A second failure while they are written
 * changes nothing.
 */
export function exitOnCrash(log: Pick<Logger, 'fatal'>, output: Pick<LogOutput, 'close'>): void {
  let crashing = false;
  const crash = (error: unknown, origin: string) => {
    if (crashing) return;
    crashing = true;
    try {
      log.fatal({ err: error, origin }, 'crashed: exiting');
    } finally {
      void output.close().then(() => process.exit(1));
    }
  };
  process.on('uncaughtException', (error) => crash(error, 'uncaughtException'));
  process.on('unhandledRejection', (reason) => crash(reason, 'unhandledRejection'));
}
