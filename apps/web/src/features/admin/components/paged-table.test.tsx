import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Td, Tr } from '@/components/ui/table';
import { PagedTable, useFilteredPages, type Pages } from './paged-table';

const rowOf = (name: string) => (
  <Tr key={name}>
    <Td>{name}</Td>
    <Td />
  </Tr>
);

function renderTable(
  list: { data?: { total: number }; isError: boolean },
  rows: string[] | undefined,
  pages: Pages = { page: 1, pageSize: 20, setPage: vi.fn() },
) {
  return render(
    <PagedTable
      caption="Things"
      headings={['Name']}
      rows={rows?.map(rowOf)}
      list={list}
      pages={pages}
      emptyText="Nothing here."
      failedText="The things could not be loaded."
    />,
  );
}

describe('PagedTable', () => {
  it('lists the page and, below, where it stands in the whole list', () => {
    const setPage = vi.fn();
    renderTable({ data: { total: 45 }, isError: false }, ['Shirt', 'Saree'], {
      page: 2,
      pageSize: 20,
      setPage,
    });
    expect(screen.getByRole('table', { name: 'Things' }).textContent).toContain('Saree');
    const pager = screen.getByRole('navigation', { name: 'Things pages' });
    expect(pager.textContent).toContain('Page 2 of 3 · 45 in all');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(setPage).toHaveBeenCalledWith(3);
  });

  it('says nothing matches on an empty page, and that the list failed only when it did', () => {
    renderTable({ data: { total: 0 }, isError: false }, []);
    expect(screen.getByText('Nothing here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    cleanup();

    renderTable({ isError: false }, undefined);
    expect(screen.queryByText('The things could not be loaded.')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();

    renderTable({ isError: true }, undefined);
    expect(screen.getByText('The things could not be loaded.')).toBeTruthy();
  });
});

describe('useFilteredPages', () => {
  it('starts again from page 1 when the filter changes', () => {
    const { result } = renderHook(() => useFilteredPages('all', 20));
    act(() => result.current.pages.setPage(3));
    expect(result.current.pages).toMatchObject({ page: 3, pageSize: 20 });
    act(() => result.current.changeFilter('handled'));
    expect(result.current.filter).toBe('handled');
    expect(result.current.pages.page).toBe(1);
  });
});
