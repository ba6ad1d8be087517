import { API_MESSAGES } from '@freshfold/shared';
import { HttpError } from '../../lib/http-error.js';

/** How much password hashing the server takes on at once (README, `PASSWORD_HASH_*`). */
export interface HashingLimits {
  /** Hashes computed at the same time; keep it below libuv's thread pool (4 by default). */
  concurrency: number;
  /** Hashes that may wait for a free slot; one more is refused at once. */
  queue: number;
  /** The longest a hash may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** 503 with `Retry-After`: the server is hashing as much as it will; try again shortly. */
export class HashingBusyError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(503, API_MESSAGES.server.busy, undefined, { 'retry-after': String(retryAfterSeconds) });
    this.name = 'HashingBusyError';
  }
}

/** What a hash is assumed to take before one has been timed (scrypt N=2^17 on a small server). */
const FIRST_GUESS_MS = 500;

/**
 * A gate in front of password hashing. scrypt runs on libuv's thread pool, which also reads
 * files, compresses and resolves names for every other request: unbounded, a few hundred
 * logins at once would queue everything else behind their hashes for tens of seconds. The gate
 * lets `concurrency` hashes run (fewer than the pool's threads, so the rest stay free), keeps at
 * most `queue` waiting in order, and refuses anything beyond that at once with a 503 and a
 * `Retry-After` estimated from recent hashing times, as it does a hash that waited `maxWaitMs`.
 * A refused request costs microseconds, so a flood of logins cannot make anyone else wait.
 */
export function createHashingGate({ concurrency, queue, maxWaitMs }: HashingLimits) {
  let running = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  let averageMs = FIRST_GUESS_MS;

  function busy(): HashingBusyError {
    const rounds = (running + waiting.length) / concurrency;
    return new HashingBusyError(Math.min(60, Math.max(1, Math.ceil((rounds * averageMs) / 1000))));
  }

  /** Waits for a free slot; the slot is handed over by the hash that ends, never raced for. */
  function slot(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= queue) return Promise.reject(busy());
    return new Promise((admit, refuse) => {
      const entry = {
        admit,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          refuse(busy());
        }, maxWaitMs),
      };
      entry.timer.unref();
      waiting.push(entry);
    });
  }

  function release(): void {
    const next = waiting.shift();
    if (!next) {
      running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  }

  return {
    /** Runs one hash when a slot is free; throws `HashingBusyError` when the server is full. */
    async run<T>(hash: () => Promise<T>): Promise<T> {
      await slot();
      const started = performance.now();
      try {
        return await hash();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
    /**
     * Throws `HashingBusyError` when a hash asked for now would be refused: lets a request that
     * will need one be turned away before it does any other work (a database lookup).
     */
    assertRoom(): void {
      if (running >= concurrency && waiting.length >= queue) throw busy();
    },
    /** Hashes running and waiting now (for tests and logs). */
    load(): { running: number; waiting: number } {
      return { running, waiting: waiting.length };
    },
  };
}
