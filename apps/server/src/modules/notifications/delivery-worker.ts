import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsConfig } from '../../config.js';
import type { Db } from '../../db/tables.js';
import type { Channels } from './channels/index.js';
import { DeliveryError } from './channels/channel.js';
import {
  claimDueMessages,
  recordOutcome,
  type AttemptOutcome,
  type ClaimedRow,
} from './outbox.repository.js';
import { onWake } from './outbox.service.js';
import type { NotificationData } from './templates/data.js';
import { renderMessage } from './templates/render.js';
import { unsubscribeUrl } from './unsubscribe.js';

/** Messages one claim takes, and so the most sent at once by one instance. */
const BATCH = 10;
/** The longest wait between two attempts of one message. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;
export const NO_CHANNEL = 'no channel configured';

/**
 * The wait before attempt `attempts + 1`: the base doubled per attempt made, at most an hour,
 * and then between half and all of it at random ("equal jitter"), so messages that failed
 * together (an SMTP outage) do not all come back at the same instant.
 */
export function backoffMs(attempts: number, baseMs: number, random = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export interface DeliveryWorkerOptions {
  db: Db;
  postgres: boolean;
  channels: Channels;
  config: NotificationsConfig;
  log: FastifyBaseLogger;
  /** Signs the unsubscribe links of customers' e-mails (the server's JWT_SECRET). */
  secret: string;
}

export interface DeliveryWorker {
  start(): void;
  /** Stops polling and waits for the messages being sent to be recorded. */
  stop(): Promise<void>;
  /** Looks for due messages now; what `wakeDelivery()` calls. */
  wake(): void;
}

/**
 * Sends what the outbox holds: claims due messages with a lease, renders each at its first
 * attempt, sends it through its channel, and records the outcome (sent; a retry after a backoff;
 * failed, for good or past the retry window; not sent, without a channel). Runs on a short
 * poll, and at once when `wakeDelivery()` is called after a commit in this process.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const instance = randomUUID();
  let claims = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wanted = false;
  let stopped = true;
  let stopWaking = (): void => undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };

  function run(): void {
    if (stopped) return;
    if (running) {
      wanted = true;
      return;
    }
    running = drain(
      options,
      () => `${instance}/${String((claims += 1))}`,
      () => stopped,
    )
      .catch((error: unknown) => options.log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = null;
        schedule(wanted ? 0 : options.config.pollIntervalMs);
        wanted = false;
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopWaking = onWake(run);
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopWaking();
      clearTimeout(timer);
      await running;
    },
    wake: run,
  };
}

/** Claims and delivers batches until none is due (or the worker stops). */
async function drain(
  options: DeliveryWorkerOptions,
  nextToken: () => string,
  isStopped: () => boolean,
): Promise<void> {
  while (!isStopped()) {
    const now = Date.now();
    const token = nextToken();
    const claimed = await claimDueMessages(options.db, {
      now: new Date(now).toISOString(),
      leaseUntil: new Date(now + options.config.leaseMs).toISOString(),
      retryUntil: new Date(now + options.config.retryForMs).toISOString(),
      token,
      limit: BATCH,
      postgres: options.postgres,
    });
    await Promise.all(claimed.map((row) => deliver(options, row, token)));
    if (claimed.length < BATCH) return;
  }
}

async function deliver(options: DeliveryWorkerOptions, row: ClaimedRow, token: string) {
  const outcome = await attempt(options, row);
  const recorded = await recordOutcome(options.db, row.id, token, outcome);
  if (!recorded) {
    options.log.warn({ messageId: row.id }, 'outbox lease lost before the outcome was recorded');
  } else if (outcome.status !== 'sent') {
    options.log.warn(
      { messageId: row.id, channel: row.channel, status: outcome.status, error: outcome.lastError },
      'message not delivered',
    );
  }
}

/** The bodies to send: as stored after an earlier attempt, rendered now at the first. */
async function bodiesOf(options: DeliveryWorkerOptions, row: ClaimedRow) {
  // Every e-mail to a customer's account carries its unsubscribe link, in the body and headers.
  const unsubscribe =
    row.channel === 'email' && row.user_id !== null
      ? unsubscribeUrl(options.config.publicUrl, row.user_id, options.secret)
      : null;
  if (row.body_text !== null && row.channel === 'email') {
    return {
      html: row.body_html,
      text: row.body_text,
      templateParameters: [],
      unsubscribeUrl: unsubscribe,
    };
  }
  // SMS and WhatsApp texts are cheap to render; WhatsApp needs the template's parameters again.
  const rendered = await renderMessage(JSON.parse(row.data) as NotificationData, row.channel, {
    publicUrl: options.config.publicUrl,
    unsubscribeUrl: unsubscribe,
  });
  return {
    html: row.body_html ?? rendered.html,
    text: row.body_text ?? rendered.text,
    templateParameters: rendered.templateParameters,
    unsubscribeUrl: unsubscribe,
  };
}

/** One attempt at one message; never throws, every way it ends is an outcome to record. */
async function attempt(options: DeliveryWorkerOptions, row: ClaimedRow): Promise<AttemptOutcome> {
  const channel = options.channels[row.channel];
  // Nothing would send it, so it is not rendered now (an e-mail takes milliseconds of CPU): the
  // dashboard renders it when it is opened, and a retry once a channel is configured renders it.
  if (!channel) {
    return {
      status: 'not_sent',
      lastError: NO_CHANNEL,
      bodyHtml: row.body_html,
      bodyText: row.body_text,
    };
  }
  let body: Awaited<ReturnType<typeof bodiesOf>>;
  try {
    body = await bodiesOf(options, row);
  } catch (error) {
    // A template that cannot render this data will not render it on a retry either.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      status: 'failed',
      lastError: `could not render: ${reason}`,
      bodyHtml: null,
      bodyText: '',
    };
  }
  const stored = { bodyHtml: body.html, bodyText: body.text };
  const deadline = row.retry_until ? Date.parse(row.retry_until) : Number.POSITIVE_INFINITY;
  // Claimed again and again without an outcome (an instance dying on it): give up in the end.
  if (Date.now() > deadline) {
    return { status: 'failed', lastError: 'not delivered within the retry window', ...stored };
  }
  try {
    const providerId = await channel.send({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      replyTo: row.reply_to,
      subject: row.subject,
      ...body,
    });
    return {
      status: 'sent',
      lastError: null,
      providerId,
      sentAt: new Date().toISOString(),
      ...stored,
    };
  } catch (error) {
    const retryable = !(error instanceof DeliveryError) || error.retryable;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const next = Date.now() + backoffMs(row.attempts, options.config.retryBaseMs);
    if (!retryable || next > deadline) return { status: 'failed', lastError: reason, ...stored };
    return {
      status: 'pending',
      nextAttemptAt: new Date(next).toISOString(),
      lastError: reason,
      ...stored,
    };
  }
}
