import { ADMIN_MESSAGES, type TOutboxMessageDetail } from '@freshfold/shared';
import { useAdminOrderMessages } from '../api/get-order-messages';
import { CHANNEL_LABELS, formatMessageTime, MESSAGE_KIND_LABELS } from '../message-labels';
import { MessageBody, MessageFacts, MessageStatusBadge } from './message-body';

/** One message of the order, folded: its kind, channel and status; opened, what was sent. */
function OrderMessage({ message }: { message: TOutboxMessageDetail }) {
  return (
    <li>
      <details className="rounded-lg border border-line">
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <span className="font-medium">{MESSAGE_KIND_LABELS[message.kind]}</span>
          <span className="text-muted">{CHANNEL_LABELS[message.channel]}</span>
          <MessageStatusBadge status={message.status} />
          <span className="text-xs text-muted">
            {formatMessageTime(message.createdAt)} · {message.attempts} attempt
            {message.attempts === 1 ? '' : 's'}
          </span>
        </summary>
        <div className="space-y-3 border-t border-line p-3">
          <MessageFacts message={message} />
          <MessageBody message={message} />
        </div>
      </details>
    </li>
  );
}

/** The order detail's "Messages": what the customer and the shop were sent about it. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const messages = useAdminOrderMessages(orderId);
  const list = messages.data?.messages;
  return (
    <section className="mt-4" aria-labelledby={`order-${orderId}-messages`}>
      <h3 id={`order-${orderId}-messages`} className="text-sm font-semibold text-ink">
        Messages
      </h3>
      {list ? (
        list.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{ADMIN_MESSAGES.noOrderMessages}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {list.map((message) => (
              <OrderMessage key={message.id} message={message} />
            ))}
          </ul>
        )
      ) : messages.isError ? (
        <p className="mt-1 text-sm text-danger">{ADMIN_MESSAGES.messagesLoadFailed}</p>
      ) : (
        <p className="mt-1 text-sm text-muted">Loading messages…</p>
      )}
    </section>
  );
}
