import { ACCOUNT_PAGE_MESSAGES, formatShortDate, type TReferral } from '@freshfold/shared';
import { Badge } from '@/components/ui/badge';
import { useReferrals } from '../api/get-referrals';

/** A referral's state as the customer reads it, and its badge's colour. */
function referralBadge(referral: TReferral): { label: string; tone: 'blue' | 'yellow' | 'green' } {
  switch (referral.status) {
    case 'completed':
      return {
        label: ACCOUNT_PAGE_MESSAGES.refer.statusCompleted(referral.rewardPoints),
        tone: 'green',
      };
    case 'ordered':
      return { label: ACCOUNT_PAGE_MESSAGES.refer.statusOrdered, tone: 'yellow' };
    default:
      return { label: ACCOUNT_PAGE_MESSAGES.refer.statusRegistered, tone: 'blue' };
  }
}

/** Who registered with the customer's link, and the points earned and pending. */
export function ReferralList({ userId }: { userId: number }) {
  const referrals = useReferrals(userId);
  if (referrals.isPending) return <p className="text-sm text-muted">Loading your referrals…</p>;
  if (referrals.isError) return <p className="text-sm text-danger">{referrals.error.message}</p>;
  const { referrals: list, pointsEarned, pointsPending } = referrals.data;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Points earned from referrals:{' '}
        <strong className="text-brand-900" data-testid="referral-points">
          {pointsEarned}
        </strong>
        {pointsPending > 0 ? (
          <span className="block text-muted" data-testid="referral-points-pending">
            {ACCOUNT_PAGE_MESSAGES.refer.pointsPending(pointsPending)}
          </span>
        ) : null}
      </p>
      {list.length === 0 ? (
        <p className="text-sm text-muted">No one has registered with your link yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {list.map((referral) => {
            const badge = referralBadge(referral);
            return (
              <li
                key={referral.id}
                className="flex items-center justify-between gap-3 py-3 text-sm"
              >
                <span>
                  <span className="block font-medium text-ink">{referral.name}</span>
                  <span className="block text-xs text-muted">
                    Joined {formatShortDate(referral.joinedAt)}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                  <span className="tabular-nums text-muted">+{referral.rewardPoints} pts</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
