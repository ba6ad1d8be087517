import {
  addDays,
  BOARD_MESSAGES,
  formatLongDate,
  indianDate,
  isIsoDate,
  type TBoardResponse,
  type TBoardStatus,
} from '@freshfold/shared';
import { ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { adminErrorToast } from '../admin-toast';
import { useBoard, useMarkBoardOrders } from '../api/board';
import { BoardSlotSection, type BoardSelection } from './board-slot';

/** The board's day, kept in the address (`?date=`) so a reload or a shared link keeps it. */
function useBoardDate(): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked !== null && isIsoDate(asked) ? asked : indianDate();
  const setDate = (next: string) => {
    if (isIsoDate(next)) setParams({ date: next }, { replace: true });
  };
  return [date, setDate];
}

/** The orders ticked, by id; a day's ticks are forgotten when another day is shown. */
function useSelection(date: string): BoardSelection & { ids: number[]; clear: () => void } {
  const [ticked, setTicked] = useState<{ date: string; ids: ReadonlySet<number> }>({
    date,
    ids: new Set(),
  });
  const ids = ticked.date === date ? ticked.ids : NONE;
  return useMemo(() => {
    const change = (edit: (next: Set<number>) => void) =>
      setTicked((current) => {
        const next = new Set(current.date === date ? current.ids : NONE);
        edit(next);
        return { date, ids: next };
      });
    return {
      ids: [...ids],
      has: (id) => ids.has(id),
      toggle: (id) =>
        change((next) => {
          if (!next.delete(id)) next.add(id);
        }),
      toggleAll: (all) =>
        change((next) => {
          const every = all.every((id) => next.has(id));
          for (const id of all) {
            if (every) next.delete(id);
            else next.add(id);
          }
        }),
      clear: () => setTicked({ date, ids: NONE }),
    };
  }, [date, ids]);
}

const NONE: ReadonlySet<number> = new Set();

/** The day: back and forth a day at a time, any date, today; and the run sheet to print. */
function BoardControls({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const today = indianDate();
  return (
    <div className="mt-6 flex flex-wrap items-end gap-2 print:hidden">
      <Button
        variant="outline"
        size="icon"
        className="h-11 w-11"
        aria-label={BOARD_MESSAGES.previousDay}
        onClick={() => onDate(addDays(date, -1))}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </Button>
      <FormField label={BOARD_MESSAGES.date} className="w-44">
        <Input type="date" value={date} required onChange={(event) => onDate(event.target.value)} />
      </FormField>
      <Button
        variant="outline"
        size="icon"
        className="h-11 w-11"
        aria-label={BOARD_MESSAGES.nextDay}
        onClick={() => onDate(addDays(date, 1))}
      >
        <ChevronRight aria-hidden className="size-5" />
      </Button>
      <Button variant="ghost" disabled={date === today} onClick={() => onDate(today)}>
        {BOARD_MESSAGES.today}
      </Button>
      <Button variant="outline" className="sm:ml-auto" onClick={() => window.print()}>
        <Printer aria-hidden className="size-4" />
        {BOARD_MESSAGES.printRunSheet}
      </Button>
    </div>
  );
}

/** The statuses the ticked orders can be marked with, each a button. */
const BULK_MARKS = [
  { status: 'pick_up_done', label: BOARD_MESSAGES.markPickedUp, variant: 'outline' },
  { status: 'completed', label: BOARD_MESSAGES.markDelivered, variant: 'primary' },
] as const;

/**
 * The bulk actions on the ticked orders, kept in view at the bottom of the screen while the
 * board scrolls. All or none: the server names the orders that cannot move, and moves none.
 */
function BoardActions({ selection }: { selection: ReturnType<typeof useSelection> }) {
  const mark = useMarkBoardOrders();
  const count = selection.ids.length;
  const markAs = (status: TBoardStatus) =>
    mark.mutate(
      { orderIds: selection.ids, status },
      {
        onSuccess: ({ changed }) => {
          toast.success(
            changed.length > 0
              ? BOARD_MESSAGES.marked(changed.length, status)
              : BOARD_MESSAGES.nothingToMark(status),
          );
          selection.clear();
        },
        onError: (error) => adminErrorToast(BOARD_MESSAGES.markFailed, error),
      },
    );
  const disabled = count === 0 || mark.isPending;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:shadow-lg print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm font-medium text-ink" aria-live="polite">
          {BOARD_MESSAGES.selected(count)}
        </p>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={selection.clear}>
          {BOARD_MESSAGES.clearSelection}
        </Button>
        {/* On a phone the two actions share a row of their own, each half of it. */}
        <div className="flex w-full gap-2 sm:w-auto">
          {BULK_MARKS.map(({ status, label, variant }) => (
            <Button
              key={status}
              size="sm"
              variant={variant}
              className="flex-1 sm:flex-none"
              disabled={disabled}
              onClick={() => markAs(status)}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}

function BoardSlots({ board, selection }: { board: TBoardResponse; selection: BoardSelection }) {
  if (board.slots.length === 0) {
    return <p className="mt-8 text-muted">{BOARD_MESSAGES.noSlots}</p>;
  }
  const dayLabel = formatLongDate(board.date);
  return (
    <div className="mt-8 space-y-6 print:mt-0 print:space-y-0">
      {board.slots.map((slot) => (
        <BoardSlotSection
          key={slot.slotId ?? 'unset'}
          slot={slot}
          dayLabel={dayLabel}
          selection={selection}
        />
      ))}
    </div>
  );
}

/**
 * `/admin/board`: the day the shop runs, slot by slot, for the staff at the counter and the
 * driver on the road; printed, it is the run sheet, a page per slot.
 */
export function Board() {
  const [date, setDate] = useBoardDate();
  const board = useBoard(date);
  const selection = useSelection(date);
  const reported = useRef(false);
  useEffect(() => {
    if (board.isError && !reported.current) {
      reported.current = true;
      adminErrorToast(BOARD_MESSAGES.loadFailed);
    }
  }, [board.isError]);

  return (
    <Container className="py-10 print:max-w-none print:p-0">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{BOARD_MESSAGES.title}</h1>
        <p className="mt-2 text-muted">
          {formatLongDate(date)} · {BOARD_MESSAGES.intro}
        </p>
      </div>
      <BoardControls date={date} onDate={setDate} />
      {board.data ? (
        <BoardSlots board={board.data} selection={selection} />
      ) : board.isError ? (
        <p className="mt-8 text-danger">{BOARD_MESSAGES.loadFailed}</p>
      ) : (
        <div className="mt-8 space-y-4" role="status" aria-label={BOARD_MESSAGES.loading}>
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      )}
      <BoardActions selection={selection} />
    </Container>
  );
}
