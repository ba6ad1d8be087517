import type { TNotificationChannel, TNotificationKind } from '@freshfold/shared';

/** A message as a channel sends it: rendered, addressed, with the template data it came from. */
export interface OutgoingMessage {
  /** The outbox row's id: e-mails carry it in their Message-ID, so a resend is recognisable. */
  id: number;
  kind: TNotificationKind;
  /** An e-mail address, or a phone number in E.164 without the `+` (919876543210). */
  recipient: string;
  replyTo: string | null;
  subject: string;
  /** The e-mail's HTML; null for WhatsApp and SMS. */
  html: string | null;
  text: string;
  /** WhatsApp template messages: the body's parameters, in the template's order. */
  templateParameters: readonly string[];
  /** E-mail to a customer: the one-click unsubscribe link (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl?: string | null;
}

/**
 * One way of delivering messages (SMTP, WhatsApp Cloud API, Twilio). `send` resolves with the
 * provider's id of the message, or throws a `DeliveryError` saying whether trying again later
 * may succeed; anything else it throws is taken as retryable (a bug or an outage we did not
 * foresee should not lose a message).
 */
export interface Channel {
  readonly name: TNotificationChannel;
  send(message: OutgoingMessage): Promise<string>;
  /** Releases connections; called when the app closes. */
  close?(): Promise<void>;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** False when the provider refused the message for good (bad address, bad credentials). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** How long any provider gets for one message; well below the worker's lease. */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * An HTTP provider's answer as a DeliveryError: 429 and 5xx may pass, other 4xx will not.
 * `detail` is the provider's own explanation, read from its error body.
 */
export function httpDeliveryError(provider: string, status: number, detail: string): DeliveryError {
  const retryable = status === 429 || status >= 500;
  return new DeliveryError(
    `${provider} answered ${String(status)}: ${detail}`.slice(0, 1000),
    retryable,
  );
}

/** A request that never got an answer (refused, reset, timed out): worth another try. */
export function networkDeliveryError(provider: string, error: unknown): DeliveryError {
  const reason =
    error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
  return new DeliveryError(`${provider} could not be reached: ${reason}`, true);
}

/**
 * POSTs one message to an HTTP provider within SEND_TIMEOUT_MS and answers the response with
 * its JSON body (empty when it has none); no answer at all is a `networkDeliveryError`.
 */
export async function postToProvider<Answer extends object>(
  provider: string,
  endpoint: string,
  request: { headers: Record<string, string>; body: string | URLSearchParams },
): Promise<{ response: Response; answer: Partial<Answer> }> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw networkDeliveryError(provider, error);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<Answer>;
  return { response, answer };
}
