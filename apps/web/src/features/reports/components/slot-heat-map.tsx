import { REPORTS_PAGE_MESSAGES as M, type TReportSlotCell } from '@freshfold/shared';
import { formatShare } from '../change';
import { formatDay } from '../format';
import { HEAT_STEPS, heatStep, themeColor } from '../palette';
import { ChartCard } from './chart-card';

/** Minutes after midnight of a slot label's start: `7:00 PM - 9:00 PM` → 1140. */
function startMinutes(label: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)/i.exec(label);
  if (!match) return Number.MAX_SAFE_INTEGER;
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

/**
 * The columns and rows of the map: the slots by their time of day (each date has slots of its
 * own, so a column is a slot time, not a slot id) and the dates in order.
 */
function axes(cells: readonly TReportSlotCell[]) {
  const labels = [...new Set(cells.map((cell) => cell.slotLabel))].sort(
    (a, b) => startMinutes(a) - startMinutes(b) || a.localeCompare(b),
  );
  const dates = [...new Set(cells.map((cell) => cell.date))].sort();
  return { labels, dates };
}

/**
 * The map's cells by `date|slotLabel`. A date can hold two slots of the same time (a slot moved
 * to a weekday that has one of that time already): their places booked and offered are added up,
 * as the shop has that many pickups in that window, so no booking drops off the map. The table
 * still lists each slot on its own.
 */
function cellsByKey(cells: readonly TReportSlotCell[]) {
  const byKey = new Map<string, Pick<TReportSlotCell, 'booked' | 'capacity'>>();
  for (const cell of cells) {
    const key = `${cell.date}|${cell.slotLabel}`;
    const before = byKey.get(key);
    byKey.set(key, {
      booked: (before?.booked ?? 0) + cell.booked,
      capacity: (before?.capacity ?? 0) + cell.capacity,
    });
  }
  return byKey;
}

function cellStyle(cell: Pick<TReportSlotCell, 'booked' | 'capacity'> | undefined) {
  const step = HEAT_STEPS[cell ? heatStep(cell.booked, cell.capacity) : 0] ?? HEAT_STEPS[0];
  return { backgroundColor: themeColor(step.fill), color: themeColor(step.text) };
}

/** The legend: what each shade means, the same steps as the cells. */
function Legend() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-ink">
      <span className="font-medium">{M.slotLegend}:</span>
      {HEAT_STEPS.map((step, index) => (
        <span key={step.fill} className="inline-flex items-center gap-1.5">
          <span
            className="inline-block size-4 rounded border border-muted"
            style={{ backgroundColor: themeColor(step.fill) }}
          />
          {M.slotLegendSteps[index]}
        </span>
      ))}
    </div>
  );
}

/**
 * Slot utilisation as a heat map drawn with a CSS grid: a row per pickup date, a column per slot
 * time, each cell shaded by the share booked and labelled `booked/capacity`, so the shade is never
 * the only way to tell. Scrolls sideways on a phone.
 */
export function SlotHeatMap({ cells }: { cells: readonly TReportSlotCell[] }) {
  const { labels, dates } = axes(cells);
  const byKey = cellsByKey(cells);
  const chart =
    cells.length === 0 ? (
      <p className="py-8 text-center text-sm text-muted">{M.noSlots}</p>
    ) : (
      <div className="space-y-3">
        <div className="max-h-[28rem] overflow-auto">
          <div
            className="grid gap-1 text-xs"
            style={{
              gridTemplateColumns: `4.5rem repeat(${String(labels.length)}, minmax(5.5rem, 1fr))`,
            }}
          >
            <span className="sticky left-0 bg-surface" />
            {labels.map((label) => (
              <span key={label} className="px-1 pb-1 text-center font-medium text-muted">
                {label}
              </span>
            ))}
            {dates.map((date) => [
              <span
                key={date}
                className="sticky left-0 self-center whitespace-nowrap bg-surface py-1.5 pr-2 font-medium text-muted"
              >
                {formatDay(date)}
              </span>,
              ...labels.map((label) => {
                const cell = byKey.get(`${date}|${label}`);
                return (
                  <span
                    key={`${date}|${label}`}
                    className="rounded border border-line py-1.5 text-center font-semibold tabular-nums"
                    style={cellStyle(cell)}
                  >
                    {cell ? `${String(cell.booked)}/${String(cell.capacity)}` : '–'}
                  </span>
                );
              }),
            ])}
          </div>
        </div>
        <Legend />
      </div>
    );
  return (
    <ChartCard
      title={M.charts.slots}
      className="lg:col-span-2"
      chart={chart}
      table={{
        labels: [M.columns.date, M.columns.slot],
        figures: [M.columns.booked, M.columns.capacity, M.columns.utilisation],
        rows: cells.map((cell) => [
          cell.date,
          cell.slotLabel,
          cell.booked,
          cell.capacity,
          cell.capacity > 0 ? formatShare(cell.booked / cell.capacity) : '–',
        ]),
      }}
    />
  );
}
