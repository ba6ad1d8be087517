import { randomUUID } from 'node:crypto';
import { NOTIFICATION_CHANNELS } from '@freshfold/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { NotificationsConfig } from '../../config.js';
import type { Database } from '../../db/tables.js';
import { transaction } from '../../db/transaction.js';
import type { Channels } from './channels/index.js';
import { DeliveryError } from './channels/channel.js';
import { isCustomerKind } from './customer-messages.js';
import {
  claimDueMessages,
  markUnsendable,
  recordOutcome,
  type AttemptOutcome,
  type ClaimedRow,
  type SendTimeFactsRow,
} from './outbox.repository.js';
import { onWake } from './outbox.service.js';
import { sendTimeFactsOf, verdictOf } from './send-time-check.js';
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
  db: Kysely<Database>;
  postgres: boolean;
  channels: Channels;
  config: NotificationsConfig;
  log: FastifyBaseLogger;
  /** Signs the unsubscribe links of customers' e-mails (the server's JWT_SECRET). */
  secret: string;
}

/** How long a wake-up waits for more commits to deliver with (`wake`). */
export const WAKE_GATHER_MS = 10;

export interface DeliveryWorker {
  start(): void;
  /** Stops polling and waits for the messages being sent to be recorded. */
  stop(): Promise<void>;
  /** Looks for due messages within `WAKE_GATHER_MS`; what `wakeDelivery()` calls. */
  wake(): void;
}

/**
 * Sends what the outbox holds: claims due messages with a lease, checks that each still applies
 * (`send-time-check.ts`), renders each at its first attempt, sends it through its channel, and
 * records the outcome (sent; a retry after a backoff; failed, for good or past the retry window;
 * not sent, without a channel or when it no longer applies). Runs on a short
 * poll, and within `WAKE_GATHER_MS` when `wakeDelivery()` is called after a commit in this
 * process.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const instance = randomUUID();
  let claims = 0;
  let timer: NodeJS.Timeout | undefined;
  /** When the scheduled run is due (ms since the epoch), while one is scheduled. */
  let dueAt = Infinity;
  let running: Promise<void> | null = null;
  let wanted = false;
  let stopped = true;
  let stopWaking = (): void => undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (stopped) return;
    dueAt = Date.now() + delay;
    timer = setTimeout(run, delay);
    timer.unref();
  };

  function run(): void {
    if (stopped) return;
    if (running) {
      wanted = true;
      return;
    }
    dueAt = Infinity;
    running = drain(
      options,
      () => `${instance}/${String((claims += 1))}`,
      () => stopped,
    )
      .catch((error: unknown) => options.log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = null;
        schedule(wanted ? WAKE_GATHER_MS : options.config.pollIntervalMs);
        wanted = false;
      });
  }

  /**
   * After a commit: a run within `WAKE_GATHER_MS`, which takes the messages of the commits right
   * behind this one too. Under a stream of orders, one run (one statement for what no channel
   * sends, one claim) serves many orders, instead of one per order; a run already due sooner is
   * left as it is, so wake-ups never put it off.
   */
  function wake(): void {
    if (stopped) return;
    if (running) {
      wanted = true;
      return;
    }
    if (dueAt > Date.now() + WAKE_GATHER_MS) schedule(WAKE_GATHER_MS);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopWaking = onWake(wake);
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopWaking();
      clearTimeout(timer);
      await running;
    },
    wake,
  };
}

/**
 * Marks what no channel can send as not sent, in one statement, then claims and delivers
 * batches of the rest until none is due (or the worker stops). A batch's messages are sent at
 * once and their outcomes recorded together, in one transaction: one commit per batch, not one
 * per message, for the outbox shares the database with the orders that fill it.
 */
async function drain(
  options: DeliveryWorkerOptions,
  nextToken: () => string,
  isStopped: () => boolean,
): Promise<void> {
  const sendable = NOTIFICATION_CHANNELS.filter((channel) => options.channels[channel]);
  const unsendable = NOTIFICATION_CHANNELS.filter((channel) => !options.channels[channel]);
  if (unsendable.length > 0) {
    const now = new Date().toISOString();
    await markUnsendable(options.db, { now, channels: unsendable, lastError: NO_CHANNEL });
  }
  while (sendable.length > 0 && !isStopped()) {
    const now = Date.now();
    const token = nextToken();
    const claimed = await claimDueMessages(options.db, {
      now: new Date(now).toISOString(),
      leaseUntil: new Date(now + options.config.leaseMs).toISOString(),
      retryUntil: new Date(now + options.config.retryForMs).toISOString(),
      token,
      limit: BATCH,
      postgres: options.postgres,
      channels: sendable,
    });
    if (claimed.length === 0) return;
    // The customers' choices and orders as they are now, not as when the messages were written.
    const facts = await sendTimeFactsOf(options.db, claimed);
    const outcomes = await Promise.all(
      claimed.map((row) => attempt(options, row, facts.get(row.id))),
    );
    await recordOutcomes(options, token, claimed, outcomes);
    if (claimed.length < BATCH) return;
  }
}

async function recordOutcomes(
  options: DeliveryWorkerOptions,
  token: string,
  rows: readonly ClaimedRow[],
  outcomes: readonly AttemptOutcome[],
): Promise<void> {
  const recorded = await transaction(options.db, async (trx) => {
    const kept: boolean[] = [];
    for (const [index, row] of rows.entries()) {
      const outcome = outcomes[index];
      kept.push(outcome ? await recordOutcome(trx, row.id, token, outcome) : false);
    }
    return kept;
  });
  for (const [index, row] of rows.entries()) {
    const outcome = outcomes[index];
    if (!recorded[index]) {
      options.log.warn({ messageId: row.id }, 'outbox lease lost before the outcome was recorded');
    } else if (outcome?.status === 'not_sent') {
      // The customer's or the shop's doing, not a fault: a withdrawn consent, a cancelled order.
      options.log.info(
        { messageId: row.id, channel: row.channel, reason: outcome.lastError },
        'message no longer applies, not sent',
      );
    } else if (outcome && outcome.status !== 'sent') {
      options.log.warn(
        {
          messageId: row.id,
          channel: row.channel,
          status: outcome.status,
          error: outcome.lastError,
        },
        'message not delivered',
      );
    }
  }
}

/** The bodies to send: as stored after an earlier attempt, rendered now at the first. */
async function bodiesOf(options: DeliveryWorkerOptions, row: ClaimedRow) {
  // Every e-mail to a customer's account carries its unsubscribe link, in the body and headers;
  // the shop's own mail about a customer does not.
  const unsubscribe =
    row.channel === 'email' && row.user_id !== null && isCustomerKind(row.kind)
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

/**
 * One attempt at one message, checked first against `facts`, what applies now; never throws,
 * every way it ends is an outcome to record.
 */
async function attempt(
  options: DeliveryWorkerOptions,
  row: ClaimedRow,
  facts: SendTimeFactsRow | undefined,
): Promise<AttemptOutcome> {
  const channel = options.channels[row.channel];
  // Only sendable channels are claimed (`drain`); kept for the type, and as what it would mean.
  if (!channel) {
    return { status: 'not_sent', lastError: NO_CHANNEL, bodyHtml: null, bodyText: null };
  }
  const verdict = verdictOf(row, facts);
  if (!verdict.send) {
    // Kept, with the reason, for the shop to see; not rendered, as a message no channel sends.
    return {
      status: 'not_sent',
      lastError: verdict.reason,
      bodyHtml: row.body_html,
      bodyText: row.body_text,
    };
  }
  // To the customer's number or address as it is now (an old number may be someone else's now).
  const readdressed = verdict.recipient === row.recipient ? {} : { recipient: verdict.recipient };
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
  const stored = { bodyHtml: body.html, bodyText: body.text, ...readdressed };
  const deadline = row.retry_until ? Date.parse(row.retry_until) : Number.POSITIVE_INFINITY;
  // Claimed again and again without an outcome (an instance dying on it): give up in the end.
  if (Date.now() > deadline) {
    return { status: 'failed', lastError: 'not delivered within the retry window', ...stored };
  }
  try {
    const providerId = await channel.send({
      id: row.id,
      kind: row.kind,
      recipient: verdict.recipient,
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
