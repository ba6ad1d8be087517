import { REPORTS_PAGE_MESSAGES as M, type TReportSlotCell } from '@freshfold/shared';
import { formatShare } from '../change';
import { formatDay } from '../format';
import { HEAT_STEPS, heatStep, themeColor } from '../palette';
import { ChartCard } from './chart-card';

/** The slots of the range (by slot time, as the server lists them) and its dates. */
function axes(cells: readonly TReportSlotCell[]) {
  const slots = new Map<number, string>();
  const dates: string[] = [];
  for (const cell of cells) {
    if (!slots.has(cell.slotId)) slots.set(cell.slotId, cell.slotLabel);
    if (dates.at(-1) !== cell.date) dates.push(cell.date);
  }
  return { slots: [...slots], dates };
}

function cellStyle(cell: TReportSlotCell | undefined) {
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
 * Slot utilisation as a heat map drawn with a CSS grid: a row per pickup date, a column per slot,
 * each cell shaded by the share booked and labelled `booked/capacity`, so the shade is never the
 * only way to tell. Scrolls sideways on a phone.
 */
export function SlotHeatMap({ cells }: { cells: readonly TReportSlotCell[] }) {
  const { slots, dates } = axes(cells);
  const byKey = new Map(cells.map((cell) => [`${cell.date}|${String(cell.slotId)}`, cell]));
  const chart =
    cells.length === 0 ? (
      <p className="py-8 text-center text-sm text-muted">{M.noSlots}</p>
    ) : (
      <div className="space-y-3">
        <div className="max-h-[28rem] overflow-auto">
          <div
            className="grid gap-1 text-xs"
            style={{
              gridTemplateColumns: `4.5rem repeat(${String(slots.length)}, minmax(5.5rem, 1fr))`,
            }}
          >
            <span />
            {slots.map(([id, label]) => (
              <span key={id} className="px-1 pb-1 text-center font-medium text-muted">
                {label}
              </span>
            ))}
            {dates.map((date) => [
              <span
                key={date}
                className="self-center whitespace-nowrap pr-2 font-medium text-muted"
              >
                {formatDay(date)}
              </span>,
              ...slots.map(([id]) => {
                const cell = byKey.get(`${date}|${String(id)}`);
                return (
                  <span
                    key={`${date}|${String(id)}`}
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
        columns: [
          { label: M.columns.date },
          { label: M.columns.slot },
          { label: M.columns.booked, numeric: true },
          { label: M.columns.capacity, numeric: true },
          { label: M.columns.utilisation, numeric: true },
        ],
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
