import { Button } from '@/components/ui/button';
import type { Pages } from './paged-table';

/** Previous / next over a server-paginated list. */
export function Pager({
  pages: { page, pageSize, setPage },
  total,
  label,
}: {
  pages: Pages;
  total: number;
  label: string;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <span className="text-muted">
        Page {Math.min(page, pageCount)} of {pageCount} · {total} in all
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => setPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
