import { ADMIN_MESSAGES, type TOutboxMessageDetail } from '@freshfold/shared';
import { Badge } from '@/components/ui/badge';
import {
  CHANNEL_LABELS,
  formatMessageTime,
  formatRecipient,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUS_TONES,
} from '../message-labels';

/** A message's status as a coloured badge. */
export function MessageStatusBadge({ status }: { status: TOutboxMessageDetail['status'] }) {
  return <Badge tone={MESSAGE_STATUS_TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}

/** What, to whom, how and how it went: the facts above a message's body. */
export function MessageFacts({ message }: { message: TOutboxMessageDetail }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-muted">Kind</dt>
      <dd>{MESSAGE_KIND_LABELS[message.kind]}</dd>
      <dt className="text-muted">To</dt>
      <dd className="break-all">
        {formatRecipient(message)} ({CHANNEL_LABELS[message.channel]})
      </dd>
      {message.subject ? (
        <>
          <dt className="text-muted">Subject</dt>
          <dd>{message.subject}</dd>
        </>
      ) : null}
      <dt className="text-muted">Status</dt>
      <dd>
        <MessageStatusBadge status={message.status} />{' '}
        <span className="text-muted">
          {message.attempts} attempt{message.attempts === 1 ? '' : 's'}
        </span>
      </dd>
      <dt className="text-muted">Written</dt>
      <dd>{formatMessageTime(message.createdAt)}</dd>
      {message.sentAt ? (
        <>
          <dt className="text-muted">Sent</dt>
          <dd>{formatMessageTime(message.sentAt)}</dd>
        </>
      ) : null}
      {message.lastError ? (
        <>
          <dt className="text-muted">Last error</dt>
          <dd className="break-words text-danger">{message.lastError}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * A message's rendered bodies: the e-mail's HTML in a sandboxed frame (no scripts, no forms, no
 * navigation, an origin of its own, so nothing in it can reach the dashboard), and the text the
 * customer reads in a mail client without HTML, on WhatsApp or by SMS.
 */
export function MessageBody({ message }: { message: TOutboxMessageDetail }) {
  return (
    <div className="space-y-3">
      <p className="text-xs text-muted">{ADMIN_MESSAGES.messageBodyHint}</p>
      {message.bodyHtml !== null ? (
        <iframe
          title={`Message #${message.id} as e-mailed`}
          sandbox=""
          srcDoc={message.bodyHtml}
          className="h-96 w-full rounded-lg border border-line bg-white"
        />
      ) : null}
      <section aria-label={`Message #${message.id} as text`}>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">Text</h4>
        {/* Focusable, so that a long text scrolls from the keyboard too. */}
        <pre
          tabIndex={0}
          className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-canvas p-3 font-sans text-sm text-ink"
        >
          {message.bodyText}
        </pre>
      </section>
    </div>
  );
}
