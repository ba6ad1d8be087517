import { Fragment, useState, type ReactElement, type ReactNode, type SetStateAction } from 'react';
import { EmptyRow, Table, Th, ThActions } from '@/components/ui/table';
import { Pager } from './pager';

/**
 * A server-paginated dashboard list: its table (named by `caption`, its last column the rows' buttons), a row saying why nothing
 * is listed (nothing matches, or the list could not be loaded), and the pager below once a
 * page has arrived.
 */
export function PagedTable({
  caption,
  headings,
  rows,
  total,
  page,
  pageSize,
  onPage,
  emptyText,
  failedText,
}: {
  caption: string;
  /** The columns' names (a `<Th>` of its own for one that needs more); the row buttons' column follows. */
  headings: readonly (string | ReactElement)[];
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
  const columns = headings.length + 1;
  return (
    <>
      <Table caption={caption}>
        <thead>
          <tr>
            {headings.map((heading, index) =>
              typeof heading === 'string' ? (
                <Th key={heading}>{heading}</Th>
              ) : (
                <Fragment key={index}>{heading}</Fragment>
              ),
            )}
            <ThActions />
          </tr>
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

/** A paged list's filter and page: a change of the filter starts again from page 1. */
export function useFilteredPages<Filter>(initial: Filter) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const changeFilter = (next: SetStateAction<Filter>) => {
    setFilter(next);
    setPage(1);
  };
  return { filter, changeFilter, page, setPage };
}
