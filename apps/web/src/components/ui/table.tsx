import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A scrollable data table with a screen-reader caption (the dashboard's lists). */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-card border border-line bg-surface">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line bg-canvas px-4 py-3 text-xs font-semibold uppercase tracking-wide text-muted',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-b border-line/70 last:border-0', className)} {...props} />;
}

/** The header of a column of row buttons: named for screen readers, blank on screen. */
export function ThActions() {
  return (
    <Th>
      <span className="sr-only">Actions</span>
    </Th>
  );
}

/** The one row of a table with nothing to list, saying so across all its columns. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Tr>
      <Td colSpan={columns} className="py-8 text-center text-muted">
        {children}
      </Td>
    </Tr>
  );
}
