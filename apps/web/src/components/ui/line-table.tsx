import type { TOrder } from '@freshfold/shared';
import type { Key, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One column of a LineTable: its header, the padding and alignment it keeps, and its cells. */
export interface LineColumn<Line> {
  /** What the column header says (a span with `sr-only` for a column named only to screen readers). */
  header: ReactNode;
  /** Padding and alignment of the header and of every cell of the column. */
  className: string;
  /** What the column shows for one line. */
  cell: (line: Line) => ReactNode;
  /** Further classes of the column's cells (not of its header). */
  cellClassName?: string;
  /** The cell names its line: a row header (`<th scope="row">`) instead of a data cell. */
  rowHeader?: boolean;
}

/**
 * A table of priced lines (the cart, an order, a service's price list): an uppercase header
 * row, a screen-reader caption and one row a line; `empty` is said in a row of its own when
 * there are no lines. The caller wraps it in the scrolling frame it sits in.
 */
export function LineTable<Line>({
  caption,
  className,
  columns,
  lines,
  lineKey,
  empty,
}: {
  caption: ReactNode;
  /** The table's minimum width, below which its frame scrolls. */
  className: string;
  columns: LineColumn<Line>[];
  lines: readonly Line[];
  lineKey: (line: Line) => Key;
  empty?: ReactNode;
}) {
  return (
    <table className={cn('w-full text-left text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
          {columns.map((column, index) => (
            <th key={index} scope="col" className={cn(column.className, 'font-semibold')}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className="py-3 text-muted">
              {empty}
            </td>
          </tr>
        ) : (
          lines.map((line) => (
            <tr key={lineKey(line)} className="border-b border-line/70 last:border-0">
              {columns.map((column, index) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={index}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cn(column.className, column.cellClassName)}
                  >
                    {column.cell(line)}
                  </Cell>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** A line's item, with the service it is washed under beneath it (a row header's content). */
export function LineItemName({ name, service }: { name: string; service: string }) {
  return (
    <>
      <span className="block font-medium text-ink">{name}</span>
      <span className="block text-xs text-muted">{service}</span>
    </>
  );
}

/** A right-aligned column of figures (a price, a quantity, a total), `emphasis` added to its cells. */
export function figureColumn<Line>(
  header: string,
  padding: string,
  cell: (line: Line) => ReactNode,
  emphasis?: string,
): LineColumn<Line> {
  return {
    header,
    className: `${padding} text-right`,
    cellClassName: cn('tabular-nums', emphasis),
    cell,
  };
}

/** A column of one button or link a line, named only to screen readers, at the right edge. */
export function actionColumn<Line>(
  label: string,
  padding: string,
  cell: (line: Line) => ReactNode,
): LineColumn<Line> {
  return {
    header: <span className="sr-only">{label}</span>,
    className: `${padding} text-right`,
    cell,
  };
}

/** The lines of an order, in the columns given, framed to scroll sideways on a narrow screen. */
export function OrderLineTable({
  order,
  columns,
  className,
  empty,
}: {
  order: TOrder;
  columns: LineColumn<TOrder['items'][number]>[];
  /** The frame's classes besides its scrolling. */
  className?: string;
  empty?: ReactNode;
}) {
  return (
    <div className={cn('relative overflow-x-auto', className)}>
      <LineTable
        caption={`Items of order ${order.id}`}
        className="min-w-[28rem]"
        columns={columns}
        lines={order.items}
        lineKey={(item) => item.id}
        empty={empty}
      />
    </div>
  );
}
