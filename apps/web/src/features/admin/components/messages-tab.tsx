import { ADMIN_MESSAGES, type TOutboxMessage, type TOutboxStatus } from '@freshfold/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Td, Th, Tr } from '@/components/ui/table';
import { mutateEach } from '@/lib/mutate-each';
import { adminOutcome } from '../admin-toast';
import { useAdminMessages } from '../api/lists';
import { useRetryMessage } from '../api/retry-message';
import {
  canRetry,
  CHANNEL_LABELS,
  formatMessageTime,
  formatRecipient,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUS_ORDER,
} from '../message-labels';
import { MessageStatusBadge } from './message-body';
import { StatusFilteredList } from './filtered-list';
import { MessageDetailsDialog } from './message-details-dialog';
import { useFilteredPages } from './paged-table';
import { RetryButton } from './row-actions';

const PAGE_SIZE = 20;

/** One message: when, what, how, to whom, how it went, and its buttons. */
function MessageRow({
  message,
  onView,
  onRetry,
  retrying,
}: {
  message: TOutboxMessage;
  onView: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Tr>
      <Td className="whitespace-nowrap">{formatMessageTime(message.createdAt)}</Td>
      <Td>
        <div>{MESSAGE_KIND_LABELS[message.kind]}</div>
        {message.orderId !== null ? (
          <div className="text-xs text-muted">Order #{message.orderId}</div>
        ) : null}
      </Td>
      <Td>{CHANNEL_LABELS[message.channel]}</Td>
      <Td className="max-w-48 break-all">{formatRecipient(message)}</Td>
      <Td>
        <MessageStatusBadge status={message.status} />
      </Td>
      <Td className="text-right tabular-nums">{message.attempts}</Td>
      <Td className="max-w-64 break-words text-xs text-muted">{message.lastError ?? '—'}</Td>
      <Td>
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`View message #${message.id}`}
            onClick={onView}
          >
            View
          </Button>
          {canRetry(message) ? (
            <RetryButton
              label={`Retry message #${message.id}`}
              disabled={retrying}
              onClick={onRetry}
            />
          ) : null}
        </div>
      </Td>
    </Tr>
  );
}

/** The status filter's choices: all of them, then each in the list's order. */
const STATUS_FILTER_OPTIONS: readonly (readonly [TOutboxStatus | '', string])[] = [
  ['', 'All statuses'],
  ...MESSAGE_STATUS_ORDER.map((status) => [status, MESSAGE_STATUS_LABELS[status]] as const),
];

/**
 * Messages: everything sent (or not) to customers and the shop, failures first, each openable
 * to see what was sent, and a retry for those that did not go out.
 */
export function MessagesTab() {
  const filtering = useFilteredPages<TOutboxStatus | ''>('', PAGE_SIZE);
  const { filter: status, pages } = filtering;
  const [viewing, setViewing] = useState<number | null>(null);
  const messages = useAdminMessages({
    status: status || undefined,
    page: pages.page,
    pageSize: pages.pageSize,
  });
  const retry = useRetryMessage();

  return (
    <StatusFilteredList
      id="messages"
      title="Messages"
      statuses={STATUS_FILTER_OPTIONS}
      filtering={filtering}
      headings={[
        'When',
        'Kind',
        'Channel',
        'Recipient',
        'Status',
        <Th className="text-right">Attempts</Th>,
        'Last error',
      ]}
      rows={messages.data?.messages.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          onView={() => setViewing(message.id)}
          retrying={retry.isPending && retry.variables === message.id}
          onRetry={() =>
            // The rows share the mutation: each hears its own outcome, not only the latest.
            mutateEach(
              retry,
              message.id,
              adminOutcome(ADMIN_MESSAGES.messageRetried, ADMIN_MESSAGES.retryMessageFailed),
            )
          }
        />
      ))}
      list={messages}
      emptyText={ADMIN_MESSAGES.noMessages}
      failedText={ADMIN_MESSAGES.messagesLoadFailed}
    >
      {viewing !== null ? (
        <MessageDetailsDialog id={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </StatusFilteredList>
  );
}
