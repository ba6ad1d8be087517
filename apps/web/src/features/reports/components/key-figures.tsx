import {
  formatRupees,
  formatShortDate,
  REPORTS_PAGE_MESSAGES as M,
  type TReportFigures,
  type TReportSummary,
} from '@freshfold/shared';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import {
  figureChange,
  formatPercent,
  formatShare,
  pointsChange,
  type FigureChange,
} from '../change';
import { formatCount } from '../format';

type FigureName = keyof TReportFigures;

/** The six figures in the page's order, how each is written, and whether a rise is good news. */
const FIGURES: { name: FigureName; format: (value: number) => string; higherIsBetter: boolean }[] =
  [
    { name: 'revenue', format: formatRupees, higherIsBetter: true },
    { name: 'orders', format: formatCount, higherIsBetter: true },
    { name: 'averageOrderValue', format: formatRupees, higherIsBetter: true },
    { name: 'newCustomers', format: formatCount, higherIsBetter: true },
    { name: 'repeatCustomerRate', format: formatShare, higherIsBetter: true },
    { name: 'cancelled', format: formatCount, higherIsBetter: false },
  ];

const TONE_CLASSES = { good: 'text-success', bad: 'text-danger', neutral: 'text-muted' } as const;

/** `▲ 12.5%` or `▼ 3 pts`, with what it means in words for a screen reader and at a glance. */
function ChangeLine({ change, size }: { change: FigureChange; size: string }) {
  if (change.direction === 'same') {
    return <span className="text-muted">{M.unchanged}</span>;
  }
  const arrow = change.direction === 'up' ? '▲' : '▼';
  const meaning = change.tone === 'good' ? M.better : M.worse;
  return (
    <span className={cn('font-semibold', TONE_CLASSES[change.tone])}>
      <span aria-hidden="true">{arrow} </span>
      <span className="sr-only">{change.direction === 'up' ? M.up : M.down} </span>
      {change.percent === null ? M.newSincePrevious : size}
      <span className="font-normal"> ({meaning})</span>
    </span>
  );
}

function FigureCard({
  summary,
  figure,
}: {
  summary: TReportSummary;
  figure: (typeof FIGURES)[number];
}) {
  const current = summary[figure.name];
  const previous = summary.previous[figure.name];
  const change = figureChange(current, previous, figure.higherIsBetter);
  const size =
    figure.name === 'repeatCustomerRate'
      ? `${String(Math.abs(pointsChange(current, previous)))} ${M.points}`
      : formatPercent(change.percent ?? 0);
  return (
    <li>
      <Card className="h-full p-4 sm:p-5">
        <h3 className="text-sm font-medium text-muted">{M.figures[figure.name]}</h3>
        <p className="mt-1 text-xl font-bold tabular-nums text-ink sm:text-2xl">
          {figure.format(current)}
        </p>
        <p className="mt-2 text-sm">
          <ChangeLine change={change} size={size} />
        </p>
        <p className="mt-1 text-xs text-muted">{M.previousValue(figure.format(previous))}</p>
      </Card>
    </li>
  );
}

/**
 * The key figures of the range, each against the period of the same length just before it,
 * which the line above them names. A rise in cancellations is shown as bad news.
 */
export function KeyFigures({ summary }: { summary: TReportSummary }) {
  return (
    <section aria-labelledby="report-figures">
      <h2 id="report-figures" className="sr-only">
        {M.keyFigures}
      </h2>
      <p className="text-sm text-muted">
        {M.comparedWith(formatShortDate(summary.previousFrom), formatShortDate(summary.previousTo))}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
        {FIGURES.map((figure) => (
          <FigureCard key={figure.name} summary={summary} figure={figure} />
        ))}
      </ul>
    </section>
  );
}
