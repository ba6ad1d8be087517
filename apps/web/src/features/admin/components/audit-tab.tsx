import { ADMIN_MESSAGES, type TAuditEntry } from '@freshfold/shared';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-range-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Td, Tr } from '@/components/ui/table';
import { useAdminAudit } from '../api/lists';
import { formatMessageTime } from '../message-labels';
import { AdminDialog } from './admin-dialog';
import { PagedTable, useFilteredPages } from './paged-table';
import { TabSection } from './tab-section';

const PAGE_SIZE = 25;

interface AuditFilter {
  from: string;
  to: string;
  q: string;
  actor: { id: number; email: string } | null;
}

const NO_FILTER: AuditFilter = { from: '', to: '', q: '', actor: null };

/** The fields a change touched: those whose value differs between before and after. */
function changedFields(entry: TAuditEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function AuditRow({
  entry,
  onActor,
  onView,
}: {
  entry: TAuditEntry;
  onActor: () => void;
  onView: () => void;
}) {
  const fields = entry.before && entry.after ? changedFields(entry) : [];
  return (
    <Tr>
      <Td className="whitespace-nowrap">{formatMessageTime(entry.at)}</Td>
      <Td className="max-w-56 break-all">
        <button
          type="button"
          className="text-left text-brand-700 underline-offset-2 hover:underline"
          aria-label={`Only changes by ${entry.actorEmail}`}
          onClick={onActor}
        >
          {entry.actorEmail}
        </button>
      </Td>
      <Td className="font-mono text-xs">{entry.action}</Td>
      <Td>
        {entry.entity}
        {entry.entityId === null ? '' : ` #${entry.entityId}`}
      </Td>
      <Td className="max-w-64 break-words text-xs text-muted">
        {fields.length > 0 ? fields.join(', ') : '—'}
      </Td>
      <Td className="text-right">
        <Button variant="outline" size="sm" aria-label={`View change ${entry.id}`} onClick={onView}>
          View
        </Button>
      </Td>
    </Tr>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold text-brand-900">{title}</h3>
      {/* Focusable, so a keyboard can scroll a long record. */}
      <pre
        tabIndex={0}
        aria-label={title}
        className="max-h-80 overflow-auto rounded-md bg-slate-50 p-3 text-xs"
      >
        {value === null ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** One change: who made it, with which request, and the record before and after. */
function AuditEntryDialog({ entry, onClose }: { entry: TAuditEntry; onClose: () => void }) {
  return (
    <AdminDialog
      title={`${entry.action} · ${entry.entity} #${entry.entityId ?? ''}`}
      onClose={onClose}
    >
      <p className="text-sm text-muted">
        {entry.actorEmail} · {formatMessageTime(entry.at)} · request {entry.requestId ?? '—'}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <JsonBlock title="Before" value={entry.before} />
        <JsonBlock title="After" value={entry.after} />
      </div>
    </AdminDialog>
  );
}

function AuditFilters({
  filter,
  onChange,
}: {
  filter: AuditFilter;
  onChange: (next: AuditFilter) => void;
}) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-4 sm:items-end">
      <DateRangeFields
        labels={{ from: 'From', to: 'To' }}
        range={filter}
        onChange={(change) => onChange({ ...filter, ...change })}
      />
      <FormField label="Search changes">
        <Input
          value={filter.q}
          placeholder="order, voucher, #42…"
          onChange={(event) => onChange({ ...filter, q: event.target.value })}
        />
      </FormField>
      {filter.actor ? (
        <Button variant="outline" onClick={() => onChange({ ...filter, actor: null })}>
          By {filter.actor.email} ✕
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Audit log: every write by an admin or a staff member, newest first, filtered by dates, by
 * who made it (click their e-mail) and by text; each openable to see before and after.
 */
export function AuditTab() {
  const { filter, changeFilter, pages } = useFilteredPages<AuditFilter>(NO_FILTER, PAGE_SIZE);
  const [viewing, setViewing] = useState<TAuditEntry | null>(null);
  const query = filter.q.trim().replace(/^#/, '');
  const audit = useAdminAudit({
    from: filter.from || undefined,
    to: filter.to || undefined,
    actor: filter.actor?.id,
    q: query || undefined,
    page: pages.page,
    pageSize: pages.pageSize,
  });

  return (
    <TabSection id="audit" title="Audit log">
      <AuditFilters filter={filter} onChange={changeFilter} />
      <PagedTable
        caption="Audit log"
        headings={['When', 'Who', 'Action', 'Record', 'Changed']}
        rows={audit.data?.entries.map((entry) => (
          <AuditRow
            key={entry.id}
            entry={entry}
            onView={() => setViewing(entry)}
            onActor={() =>
              changeFilter({ ...filter, actor: { id: entry.actorId, email: entry.actorEmail } })
            }
          />
        ))}
        list={audit}
        pages={pages}
        emptyText={ADMIN_MESSAGES.noAuditEntries}
        failedText={ADMIN_MESSAGES.auditLoadFailed}
      />
      {viewing ? <AuditEntryDialog entry={viewing} onClose={() => setViewing(null)} /> : null}
    </TabSection>
  );
}
