import type { TAdminContactMessagesQuery, TContactMessage } from '@freshfold/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Td, Tr } from '@/components/ui/table';
import { mutateEach } from '@/lib/mutate-each';
import { useSession } from '@/lib/session';
import { adminOutcome } from '../admin-toast';
import { useAdminContactMessages } from '../api/lists';
import { useUpdateContactMessage } from '../api/update-contact-message';
import {
  CONTACT_FILTER_OPTIONS,
  CONTACT_TEXTS,
  FOLDED_MESSAGE_CHARS,
  formatIndianPhone,
} from '../contact-texts';
import { formatMessageTime } from '../message-labels';
import { StatusFilteredList } from './filtered-list';
import { useFilteredPages } from './paged-table';

type ContactFilter = NonNullable<TAdminContactMessagesQuery['status']>;

const PAGE_SIZE = 20;
/** The tab opens on every message, unhandled first; the tab's label reads its count. */
const FIRST_VIEW: TAdminContactMessagesQuery = { status: 'all', page: 1, pageSize: PAGE_SIZE };

/** Who wrote, and how to answer: the e-mail and the phone as links. */
function Sender({ message }: { message: TContactMessage }) {
  return (
    <>
      <div className="font-medium text-ink">{message.name}</div>
      <a
        className="block break-all text-brand-700 hover:underline"
        href={`mailto:${message.email}`}
      >
        {message.email}
      </a>
      {message.phone ? (
        <a className="text-brand-700 hover:underline" href={`tel:+91${message.phone}`}>
          {formatIndianPhone(message.phone)}
        </a>
      ) : null}
    </>
  );
}

/** The subject and the message, a long one folded until the shop opens it. */
function MessageText({ message }: { message: TContactMessage }) {
  const [open, setOpen] = useState(false);
  const foldable = message.message.length > FOLDED_MESSAGE_CHARS || message.message.includes('\n');
  const textId = `contact-message-${message.id}-text`;
  return (
    <>
      <div className="font-medium text-ink">{message.subject ?? '—'}</div>
      {/* Focusable when open, so that a long text scrolls from the keyboard too. */}
      <p
        id={textId}
        tabIndex={open ? 0 : undefined}
        className={
          open
            ? 'mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words text-ink'
            : 'mt-1 line-clamp-2 break-words text-muted'
        }
      >
        {message.message}
      </p>
      {foldable ? (
        <button
          type="button"
          className="mt-1 text-xs font-medium text-brand-700 hover:underline"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Read all'}
          <span className="sr-only"> of the message from {message.name}</span>
        </button>
      ) : null}
    </>
  );
}

/** Handled or not, and by whom and when. */
function HandledState({ message, myId }: { message: TContactMessage; myId: number | undefined }) {
  if (!message.handled) return <Badge tone="yellow">Unhandled</Badge>;
  const by = message.handledBy === myId ? 'you' : `admin #${message.handledBy ?? '?'}`;
  return (
    <>
      <Badge tone="green">Handled</Badge>
      <div className="mt-1 text-xs text-muted">
        {message.handledAt ? `${formatMessageTime(message.handledAt)}, ` : ''}by {by}
      </div>
    </>
  );
}

function ContactRow({
  message,
  myId,
  busy,
  onHandled,
}: {
  message: TContactMessage;
  myId: number | undefined;
  busy: boolean;
  onHandled: (handled: boolean) => void;
}) {
  return (
    <Tr>
      <Td className="whitespace-nowrap">{formatMessageTime(message.createdAt)}</Td>
      <Td className="max-w-56">
        <Sender message={message} />
      </Td>
      <Td className="min-w-64 max-w-md">
        <MessageText message={message} />
      </Td>
      <Td>
        <HandledState message={message} myId={myId} />
      </Td>
      <Td className="text-right">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onHandled(!message.handled)}
        >
          {message.handled ? 'Reopen' : 'Mark handled'}
          <span className="sr-only"> the message from {message.name}</span>
        </Button>
      </Td>
    </Tr>
  );
}

/** The tab's label: "Contact", with how many messages wait to be handled. */
export function ContactTabLabel() {
  const unhandled = useAdminContactMessages(FIRST_VIEW).data?.unhandled ?? 0;
  return (
    <>
      Contact
      {unhandled > 0 ? (
        <Badge tone="brand" className="ml-2 px-2">
          {unhandled}
          <span className="sr-only"> unhandled</span>
        </Badge>
      ) : null}
    </>
  );
}

/** Contact: what customers wrote on the contact page, unhandled first, each to mark handled. */
export function ContactTab() {
  const filtering = useFilteredPages<ContactFilter>('all', PAGE_SIZE);
  const { filter: status, pages } = filtering;
  const messages = useAdminContactMessages({ status, page: pages.page, pageSize: pages.pageSize });
  const update = useUpdateContactMessage();
  const myId = useSession().user?.id;

  return (
    <StatusFilteredList
      id="contact"
      title="Contact messages"
      statuses={CONTACT_FILTER_OPTIONS}
      filtering={filtering}
      headings={['Received', 'From', 'Message', 'Handled']}
      rows={messages.data?.messages.map((message) => (
        <ContactRow
          key={message.id}
          message={message}
          myId={myId}
          busy={update.isPending && update.variables.id === message.id}
          onHandled={(handled) =>
            // The rows share the mutation: each hears its own outcome, not only the latest.
            mutateEach(
              update,
              { id: message.id, handled },
              adminOutcome(
                handled ? CONTACT_TEXTS.markedHandled : CONTACT_TEXTS.reopened,
                CONTACT_TEXTS.updateFailed,
              ),
            )
          }
        />
      ))}
      list={messages}
      emptyText={CONTACT_TEXTS.noMessages}
      failedText={CONTACT_TEXTS.loadFailed}
    />
  );
}
