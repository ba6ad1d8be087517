import { formatRupees } from '@freshfold/shared';
import { Skeleton } from '@/components/ui/skeleton';

/** A figure of the quote, or a placeholder while the server prices the cart. */
export function Amount({ value }: { value: number | undefined }) {
  return value === undefined ? (
    <Skeleton className="ml-auto h-4 w-14" />
  ) : (
    <>{formatRupees(value)}</>
  );
}
