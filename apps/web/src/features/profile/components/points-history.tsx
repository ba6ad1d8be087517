import { formatShortDate, type TLoyaltyEntryKind } from '@freshfold/shared';
import { Link } from 'react-router';
import { TitledCard } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useLoyalty } from '../api/get-loyalty';

const KIND_LABELS: Record<TLoyaltyEntryKind, string> = {
  earned: 'Earned on order',
  redeemed: 'Used on order',
  returned: 'Returned (order cancelled)',
  referral: 'Referral reward',
  earned_reversed: 'Points withdrawn (order cancelled)',
  referral_reversed: 'Referral reward withdrawn (order cancelled)',
};

/**
 * 'Points History': the balance and every change to it, newest first (1 point = ₹1; earned on
 * completed orders, used at checkout, given back when an order is cancelled).
 */
export function PointsHistory({ userId }: { userId: number }) {
  const loyalty = useLoyalty(userId);
  return (
    <TitledCard title="Points History">
      {loyalty.data ? (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            Balance:{' '}
            <strong className="text-ink" data-testid="points-balance">
              {loyalty.data.balance.toLocaleString('en-IN')} points
            </strong>{' '}
            (1 point = ₹1). Earn 1 point per ₹100 of a completed order; use up to half an
            order&apos;s total at checkout.
          </p>
          {loyalty.data.entries.length === 0 ? (
            <p className="text-sm text-muted">No points yet.</p>
          ) : (
            <ul className="divide-y divide-line text-sm" aria-label="Points history">
              {loyalty.data.entries.map((entry) => (
                <li key={entry.id} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    {KIND_LABELS[entry.kind]}
                    {entry.orderId !== null ? (
                      <>
                        {' '}
                        <Link to="/orders" className="text-brand-700 hover:underline">
                          #{entry.orderId}
                        </Link>
                      </>
                    ) : null}
                    <span className="block text-xs text-muted">
                      {formatShortDate(entry.createdAt)}
                    </span>
                  </span>
                  <span
                    className={cn(
                      'font-semibold tabular-nums',
                      entry.points > 0 ? 'text-emerald-700' : 'text-ink',
                    )}
                  >
                    {entry.points > 0 ? '+' : '−'}
                    {Math.abs(entry.points)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : loyalty.isError ? (
        <p className="text-sm text-danger">Your points history could not be loaded.</p>
      ) : (
        <SkeletonList
          label="Loading your points"
          className="space-y-2"
          itemClassName="h-8 w-full"
        />
      )}
    </TitledCard>
  );
}
