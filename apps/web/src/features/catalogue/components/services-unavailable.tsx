import { SERVICES_FETCH_MESSAGES } from '@freshfold/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * What a page shows instead of the shop's prices when the services call failed or was too slow
 * and only the built-in catalogue is at hand: its items are not the shop's records (their ids
 * are negative), so they can be neither trusted as prices nor ordered.
 */
export function ServicesUnavailable({
  onRetry,
  className,
}: {
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto max-w-md rounded-card border border-line bg-surface p-6 text-center shadow-sm',
        className,
      )}
    >
      <p className="font-semibold text-ink">{SERVICES_FETCH_MESSAGES.servicesUnavailable}</p>
      <p className="mt-1 text-sm text-muted">{SERVICES_FETCH_MESSAGES.servicesUnavailableHint}</p>
      <Button className="mt-4" onClick={onRetry}>
        {SERVICES_FETCH_MESSAGES.retry}
      </Button>
    </div>
  );
}
