import { ADMIN_MESSAGES, type TOutboxMessage, type TOutboxStatus } from '@freshfold/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/input';
import { EmptyRow, Table, Td, Th, ThActions, Tr } from '@/components/ui/table';
import { adminOutcome } from '../admin-toast';
import { useAdminMessages } from '../api/get-messages';
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
import { MessageDetailsDialog } from './message-details-dialog';
import { Pager } from './pager';
import { RetryButton } from './row-actions';

const PAGE_SIZE = 20;
const COLUMNS = 8;

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

/** The status to list: all of them, or one. */
function StatusFilter({
  value,
  onChange,
}: {
  value: TOutboxStatus | '';
  onChange: (value: TOutboxStatus | '') => void;
}) {
  return (
    <FormField label="Filter by status" className="mb-4 max-w-xs">
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value as TOutboxStatus | '')}
      >
        <option value="">All statuses</option>
        {MESSAGE_STATUS_ORDER.map((status) => (
          <option key={status} value={status}>
            {MESSAGE_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/**
 * Messages: everything sent (or not) to customers and the shop, failures first, each openable
 * to see what was sent, and a retry for those that did not go out.
 */
export function MessagesTab() {
  const [status, setStatus] = useState<TOutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const messages = useAdminMessages({ status: status || undefined, page, pageSize: PAGE_SIZE });
  const retry = useRetryMessage();
  const data = messages.data;

  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="mb-4 text-xl font-semibold text-ink">
        Messages
      </h2>
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <Table caption="Messages">
        <thead>
          <tr>
            <Th>When</Th>
            <Th>Kind</Th>
            <Th>Channel</Th>
            <Th>Recipient</Th>
            <Th>Status</Th>
            <Th className="text-right">Attempts</Th>
            <Th>Last error</Th>
            <ThActions />
          </tr>
        </thead>
        <tbody>
          {data?.messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              onView={() => setViewing(message.id)}
              retrying={retry.isPending && retry.variables === message.id}
              onRetry={() =>
                retry.mutate(
                  message.id,
                  adminOutcome(ADMIN_MESSAGES.messageRetried, ADMIN_MESSAGES.retryMessageFailed),
                )
              }
            />
          ))}
          {data && data.messages.length === 0 ? (
            <EmptyRow columns={COLUMNS}>{ADMIN_MESSAGES.noMessages}</EmptyRow>
          ) : null}
          {messages.isError && !data ? (
            <EmptyRow columns={COLUMNS}>{ADMIN_MESSAGES.messagesLoadFailed}</EmptyRow>
          ) : null}
        </tbody>
      </Table>
      {data ? (
        <Pager
          label="Messages pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={setPage}
        />
      ) : null}
      {viewing !== null ? (
        <MessageDetailsDialog id={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </section>
  );
}
