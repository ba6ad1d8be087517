import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-brand-100/70', className)} />
  );
}

/** A list still loading: `count` skeletons of one size, the whole announced as busy by its label. */
export function SkeletonList({
  label,
  className,
  itemClassName,
  count = 3,
}: {
  label: string;
  className?: string;
  itemClassName: string;
  count?: number;
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} className={itemClassName} />
      ))}
    </div>
  );
}
