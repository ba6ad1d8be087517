import type { ComponentProps, ReactNode } from 'react';
import { FilterSelect } from './filter-select';
import { PagedTable, type FilteredPages } from './paged-table';
import { TabSection } from './tab-section';

/**
 * A dashboard tab that is one paged list filtered by status: its heading, 'Filter by status',
 * then the table (named as the tab) and its pager; `children` (a dialog the rows open) follow.
 */
export function StatusFilteredList<Status extends string>({
  id,
  title,
  statuses,
  filtering,
  children,
  ...table
}: Omit<ComponentProps<typeof PagedTable>, 'caption' | 'pages'> & {
  id: string;
  title: string;
  /** The filter's choices: a status (or all), then what the shop reads. */
  statuses: readonly (readonly [Status, string])[];
  filtering: FilteredPages<Status>;
  children?: ReactNode;
}) {
  return (
    <TabSection id={id} title={title}>
      <FilterSelect
        label="Filter by status"
        value={filtering.filter}
        options={statuses}
        onChange={filtering.changeFilter}
      />
      <PagedTable caption={title} pages={filtering.pages} {...table} />
      {children}
    </TabSection>
  );
}
