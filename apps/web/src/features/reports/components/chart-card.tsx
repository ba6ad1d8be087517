import { REPORTS_PAGE_MESSAGES as M } from '@freshfold/shared';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A column of a chart's table: its heading, and whether it holds numbers (right-aligned). */
export interface ReportColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A chart's figures as a real table, for a screen reader and for copying into a spreadsheet:
 * the first cell of each row heads it. Scrolls sideways on a narrow screen.
 */
export function ReportTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ReportColumn[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  'whitespace-nowrap border-b border-line bg-canvas px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted',
                  column.numeric && 'text-right',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], index) => (
            <tr key={index} className="border-b border-line/70 last:border-0">
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-ink">
                {head}
              </th>
              {cells.map((cell, cellIndex) => (
                <td
                  key={cellIndex}
                  className={cn(
                    'whitespace-nowrap px-3 py-2',
                    columns[cellIndex + 1]?.numeric && 'text-right tabular-nums',
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chart's figures as its table shows them: the columns that name a row (`labels`, text), then
 * its figures (`figures`, numbers), each row's cells in that order.
 */
export interface ChartTable {
  labels: readonly string[];
  figures: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/** The table's columns: the labels, then the figures (right-aligned). */
function tableColumns({ labels, figures }: ChartTable): ReportColumn[] {
  return [
    ...labels.map((label) => ({ label })),
    ...figures.map((label) => ({ label, numeric: true })),
  ];
}

/**
 * A chart of the reports page in its card: its title, the chart (hidden from screen readers,
 * which read the table instead), and the table behind 'Show table'.
 */
export function ChartCard({
  title,
  note,
  chart,
  table,
  className,
}: {
  title: string;
  note?: ReactNode;
  chart: ReactNode;
  table: ChartTable;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-label={title}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
        </CardHeader>
        <CardContent className="space-y-4">
          <div aria-hidden="true">{chart}</div>
          <details className="group">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:underline">
              <span className="group-open:hidden">{M.showTable}</span>
              <span className="hidden group-open:inline">{M.hideTable}</span>
            </summary>
            <div className="mt-3">
              <ReportTable caption={title} columns={tableColumns(table)} rows={table.rows} />
            </div>
          </details>
        </CardContent>
      </section>
    </Card>
  );
}
