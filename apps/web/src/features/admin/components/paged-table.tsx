import { Fragment, useState, type ReactElement, type ReactNode, type SetStateAction } from 'react';
import { EmptyRow, Table, Th, ThActions } from '@/components/ui/table';
import { Pager } from './pager';

/** Where a paged list stands: the page shown, how many rows a page holds, and the way to another. */
export interface Pages {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
}

/** The query of a paged list, as the table reads it: the page's `total`, and whether it failed. */
interface PagedQuery {
  data?: { total: number } | undefined;
  isError: boolean;
}

/**
 * A server-paginated dashboard list: its table (named by `caption`, its last column the rows' buttons), a row saying why nothing
 * is listed (nothing matches, or the list could not be loaded), and the pager below once a
 * page has arrived.
 */
export function PagedTable({
  caption,
  headings,
  rows,
  list,
  pages,
  emptyText,
  failedText,
}: {
  caption: string;
  /** The columns' names (a `<Th>` of its own for one that needs more); the row buttons' column follows. */
  headings: readonly (string | ReactElement)[];
  /** The page's rows; undefined while the first page loads. */
  rows: ReactNode[] | undefined;
  list: PagedQuery;
  pages: Pages;
  emptyText: string;
  /** Shown instead of the rows when the list could not be loaded. */
  failedText?: string;
}) {
  const columns = headings.length + 1;
  const total = list.data?.total;
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
          {failedText && list.isError && !rows ? (
            <EmptyRow columns={columns}>{failedText}</EmptyRow>
          ) : null}
        </tbody>
      </Table>
      {total !== undefined ? (
        <Pager label={`${caption} pages`} pages={pages} total={total} />
      ) : null}
    </>
  );
}

/** A paged list that starts on page 1. */
export function usePages(pageSize: number): Pages {
  const [page, setPage] = useState(1);
  return { page, pageSize, setPage };
}

/** A paged list's filter and its pages. */
export interface FilteredPages<Filter> {
  filter: Filter;
  changeFilter: (next: SetStateAction<Filter>) => void;
  pages: Pages;
}

/** A paged list's filter and page: a change of the filter starts again from page 1. */
export function useFilteredPages<Filter>(initial: Filter, pageSize: number): FilteredPages<Filter> {
  const [filter, setFilter] = useState(initial);
  const pages = usePages(pageSize);
  const changeFilter = (next: SetStateAction<Filter>) => {
    setFilter(next);
    pages.setPage(1);
  };
  return { filter, changeFilter, pages };
}
