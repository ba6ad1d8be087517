import {
  clampCartQuantity,
  formatRupees,
  INTAKE_MESSAGES,
  MAX_LINE_QUANTITY,
  type TAdminOrder,
  type TIntakeItemsRequest,
  type TService,
} from '@freshfold/shared';
import { Printer, X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { openPdf } from '@/lib/pdf-file';
import { adminErrorToast } from '../admin-toast';
import { fetchLabelSheet, useIntakeQuote, useReplaceOrderItems } from '../api/intake';
import { useAdminServices } from '../api/lists';
import { RecordOptions } from './select-options';

/**
 * A line being counted: how many arrived, what the list shows of it, and what it is: a
 * catalogue item (with the order's line it is, null for an item added at the counter), or a
 * line of the order whose item the shop deleted since (`itemId` null), which is sent by its
 * order line and keeps its booked price.
 */
type CountedLine = { quantity: number; name: string; serviceName: string } & (
  { itemId: number; orderItemId: number | null } | { itemId: null; orderItemId: number }
);

/** What tells two counted lines apart: the catalogue item, else the order's line. */
function keyOf(line: CountedLine): string {
  return line.itemId === null ? `line-${String(line.orderItemId)}` : `item-${String(line.itemId)}`;
}

/** A counted line as intake sends it (`ZIntakeItemsRequest`). */
function requestLineOf(line: CountedLine): TIntakeItemsRequest['items'][number] {
  return line.itemId === null
    ? { orderItemId: line.orderItemId, quantity: line.quantity }
    : { itemId: line.itemId, quantity: line.quantity };
}

/** The order's lines as intake starts from them, a line whose item left the catalogue too. */
function linesOf(order: TAdminOrder): CountedLine[] {
  return order.items.map((item) => ({
    ...(item.itemId === null
      ? { itemId: null, orderItemId: item.id }
      : { itemId: item.itemId, orderItemId: item.id }),
    quantity: item.quantity,
    name: item.name,
    serviceName: item.serviceName,
  }));
}

/** The lines being counted and the changes to them, each line by its `keyOf`. */
function useCountedLines(order: TAdminOrder) {
  const [lines, setLines] = useState(() => linesOf(order));
  return {
    lines,
    reset: (saved: TAdminOrder) => setLines(linesOf(saved)),
    setQuantity: (key: string, quantity: number) =>
      setLines((current) =>
        current.map((line) =>
          keyOf(line) === key ? { ...line, quantity: clampCartQuantity(quantity) } : line,
        ),
      ),
    remove: (key: string) => setLines((current) => current.filter((line) => keyOf(line) !== key)),
    add: (line: CountedLine) => setLines((current) => [...current, line]),
  };
}

/** The tags of a garment line, small and in a typewriter face, as on the labels. */
export function GarmentTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label={INTAKE_MESSAGES.tags}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Print labels': the order's label sheet, fetched with the session's token and opened in a
 * new tab (a tab opened at the click, so no pop-up blocker stops it), or saved when none opens.
 */
export function PrintLabelsButton({ orderId, disabled }: { orderId: number; disabled: boolean }) {
  const [pending, setPending] = useState(false);
  async function open() {
    setPending(true);
    try {
      await openPdf(() => fetchLabelSheet(orderId), `order-${orderId}-labels.pdf`);
    } catch (error) {
      adminErrorToast(INTAKE_MESSAGES.labelsFailed, error);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={disabled || pending} onClick={() => void open()}>
      <Printer className="h-4 w-4" aria-hidden="true" />
      {INTAKE_MESSAGES.printLabels}
    </Button>
  );
}

/**
 * One counted line: the item and its tags (and, for an item no longer in the catalogue, that it
 * keeps its booked price), how many arrived, and its removal.
 */
function LineRow({
  line,
  tags,
  lines,
}: {
  line: CountedLine;
  tags: readonly string[];
  lines: ReturnType<typeof useCountedLines>;
}) {
  return (
    <li className="flex items-start gap-2 py-2">
      <div className="min-w-0 flex-1 text-sm">
        <span className="block font-medium text-ink">{line.name}</span>
        <span className="block text-xs text-muted">{line.serviceName}</span>
        {line.itemId === null ? (
          <span className="block text-xs text-amber-800">{INTAKE_MESSAGES.notInCatalogue}</span>
        ) : null}
        <GarmentTags tags={tags} />
      </div>
      <div className="w-20 shrink-0">
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          className="h-9 text-right tabular-nums"
          aria-label={INTAKE_MESSAGES.quantityOf(line.name)}
          value={line.quantity}
          onChange={(event) => lines.setQuantity(keyOf(line), event.target.valueAsNumber)}
        />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="h-9 w-9 shrink-0"
        aria-label={INTAKE_MESSAGES.removeLine(line.name)}
        onClick={() => lines.remove(keyOf(line))}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

/** 'Add item': a service, then one of its items not on the order yet. */
function AddItem({
  services,
  lines,
}: {
  services: readonly TService[];
  lines: ReturnType<typeof useCountedLines>;
}) {
  const [serviceId, setServiceId] = useState('');
  const [itemId, setItemId] = useState('');
  const service = services.find((candidate) => String(candidate.id) === serviceId);
  const choices = (service?.items ?? []).filter(
    (item) => !lines.lines.some((line) => line.itemId === item.id),
  );
  const chosen = choices.find((item) => String(item.id) === itemId);
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField label={INTAKE_MESSAGES.service}>
        <NativeSelect
          value={serviceId}
          onChange={(event) => {
            setServiceId(event.target.value);
            setItemId('');
          }}
        >
          <option value="">{INTAKE_MESSAGES.service}</option>
          <RecordOptions records={services} label={(candidate) => candidate.name} />
        </NativeSelect>
      </FormField>
      <FormField label={INTAKE_MESSAGES.item}>
        <NativeSelect
          value={itemId}
          disabled={!service}
          onChange={(event) => setItemId(event.target.value)}
        >
          <option value="">{INTAKE_MESSAGES.chooseItem}</option>
          <RecordOptions
            records={choices}
            label={(item) => `${item.name} (${formatRupees(item.price)})`}
          />
        </NativeSelect>
      </FormField>
      <Button
        variant="outline"
        disabled={!chosen || !service}
        onClick={() => {
          if (!chosen || !service) return;
          lines.add({
            itemId: chosen.id,
            orderItemId: null,
            quantity: 1,
            name: chosen.name,
            serviceName: service.name,
          });
          setItemId('');
        }}
      >
        {INTAKE_MESSAGES.addItem}
      </Button>
    </div>
  );
}

/** The total the counted lines come to, as the server prices them, beside the order's now. */
function NewTotal({ order, lines }: { order: TAdminOrder; lines: readonly CountedLine[] }) {
  const body = useDeferredValue({ items: lines.map(requestLineOf) });
  const quote = useIntakeQuote(order.id, body);
  if (lines.length === 0) return <p className="text-sm text-danger">{INTAKE_MESSAGES.noLines}</p>;
  const data = quote.data;
  return (
    <div className="text-sm" aria-live="polite">
      <p>
        <span className="text-muted">{INTAKE_MESSAGES.newTotal}: </span>
        <span className="font-semibold tabular-nums">
          {data ? formatRupees(data.totalAmount) : '…'}
        </span>
        {data && data.discountPercent > 0 ? (
          <span className="text-muted">
            {' '}
            ({data.voucher ? `voucher ${data.voucher}` : 'referral welcome'}, {data.discountPercent}
            % off {formatRupees(data.subtotal)})
          </span>
        ) : null}
        {data && data.totalAmount !== order.totalAmount ? (
          <span className="text-muted"> · now {formatRupees(order.totalAmount)}</span>
        ) : null}
      </p>
      {data?.voucherMessage ? <p className="text-amber-800">{data.voucherMessage}</p> : null}
    </div>
  );
}

/**
 * The order detail's 'Intake', while the order is pending or picked up: the lines as they
 * arrived (quantities changed, lines removed, catalogue items added), the total they come to,
 * 'Save intake', and each line's garment tags with 'Print labels'.
 */
export function IntakeEditor({
  order,
  onSaved,
}: {
  order: TAdminOrder;
  onSaved: (order: TAdminOrder) => void;
}) {
  const lines = useCountedLines(order);
  const services = useAdminServices();
  const save = useReplaceOrderItems();
  const headingId = useId();
  const tagsOf = (line: CountedLine) =>
    order.items.find((item) =>
      line.orderItemId === null ? item.itemId === line.itemId : item.id === line.orderItemId,
    )?.tags ?? [];
  const hasTags = order.items.some((item) => item.tags.length > 0);

  function submit() {
    save.mutate(
      { id: order.id, body: { items: lines.lines.map(requestLineOf) } },
      {
        onSuccess: (saved) => {
          const tags = saved.items.reduce((sum, item) => sum + item.tags.length, 0);
          toast.success(INTAKE_MESSAGES.saved, {
            description: INTAKE_MESSAGES.savedDescription(tags),
          });
          lines.reset(saved);
          onSaved(saved);
        },
        onError: (error) => adminErrorToast(INTAKE_MESSAGES.saveFailed, error),
      },
    );
  }

  return (
    <section className="mt-4 rounded-lg border border-line p-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {INTAKE_MESSAGES.title}
      </h3>
      <p className="text-xs text-muted">{INTAKE_MESSAGES.hint}</p>
      <ul className="divide-y divide-line/70">
        {lines.lines.map((line) => (
          <LineRow key={keyOf(line)} line={line} tags={tagsOf(line)} lines={lines} />
        ))}
      </ul>
      <AddItem services={services.data ?? []} lines={lines} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <NewTotal order={order} lines={lines.lines} />
        <div className="flex flex-wrap gap-2">
          <PrintLabelsButton orderId={order.id} disabled={!hasTags} />
          <Button size="sm" disabled={save.isPending || lines.lines.length === 0} onClick={submit}>
            {INTAKE_MESSAGES.save}
          </Button>
        </div>
      </div>
    </section>
  );
}
