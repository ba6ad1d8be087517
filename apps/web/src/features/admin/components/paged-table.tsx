import type { ReactNode } from 'react';
import { EmptyRow, Table } from '@/components/ui/table';
import { Pager } from './pager';

/**
 * A server-paginated dashboard list: its table (named by `caption`), a row saying why nothing
 * is listed (nothing matches, or the list could not be loaded), and the pager below once a
 * page has arrived.
 */
export function PagedTable({
  caption,
  head,
  columns,
  rows,
  total,
  page,
  pageSize,
  onPage,
  emptyText,
  failedText,
}: {
  caption: string;
  /** The header cells. */
  head: ReactNode;
  /** How many columns `head` has, for the row saying the list is empty. */
  columns: number;
  /** The page's rows; undefined while the first page loads. */
  rows: ReactNode[] | undefined;
  total: number | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText: string;
  /** Shown instead of the rows when the list could not be loaded. */
  failedText?: string | undefined;
}) {
  return (
    <>
      <Table caption={caption}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>
          {rows}
          {rows && rows.length === 0 ? <EmptyRow columns={columns}>{emptyText}</EmptyRow> : null}
          {failedText && !rows ? <EmptyRow columns={columns}>{failedText}</EmptyRow> : null}
        </tbody>
      </Table>
      {total !== undefined ? (
        <Pager
          label={`${caption} pages`}
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={onPage}
        />
      ) : null}
    </>
  );
}
