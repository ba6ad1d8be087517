import {
  ACCOUNT_PAGE_MESSAGES,
  BRAND,
  formatShortDate,
  MESSAGES,
  REFERRAL_DISCOUNT_PERCENT,
  REFERRAL_REWARD_POINTS,
  type TReferral,
} from '@freshfold/shared';
import { Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReferrals } from './api/get-referrals';
import { InviteList } from './components/invite-list';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

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

function RealReferrals({ userId }: { userId: number }) {
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

export function ReferPage() {
  useDocumentTitle('Refer & Earn');
  const { user, isAuthenticated } = useSession();
  const link = `${window.location.origin}/register?ref=${user?.id ?? 'guest'}`;
  const message = `Get ${REFERRAL_DISCOUNT_PERCENT}% off your first ${BRAND.name} dry-cleaning order with my link: ${link}`;

  const copy = async () => {
    if (await copyText(link)) toast.success(MESSAGES.refer.linkCopied);
    else toast.error(MESSAGES.refer.copyFailed);
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${BRAND.name} referral`, text: message, url: link });
      } catch {
        // The customer closed the share sheet: nothing to report.
      }
      return;
    }
    if (await copyText(link)) toast.info(MESSAGES.refer.shareFallback);
    else toast.error(MESSAGES.refer.copyFailed);
  };

  return (
    <>
      <PageHeader
        title="Refer & Earn"
        subtitle={ACCOUNT_PAGE_MESSAGES.refer.rewardRule(
          REFERRAL_DISCOUNT_PERCENT,
          REFERRAL_REWARD_POINTS,
        )}
      />
      <Container className="grid gap-6 py-10 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardContent className="space-y-4">
            <CardTitle>Your referral link</CardTitle>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Label htmlFor="referral-link" className="sr-only">
                Your referral link
              </Label>
              <Input
                id="referral-link"
                readOnly
                value={link}
                onFocus={(event) => event.target.select()}
              />
              <Button onClick={() => void copy()}>
                <Copy className="h-4 w-4" aria-hidden="true" /> Copy
              </Button>
              <Button variant="outline" onClick={() => void share()}>
                <Share2 className="h-4 w-4" aria-hidden="true" /> Share
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                className={buttonClasses('outline', 'sm')}
                href={`https://wa.me/?text=${encodeURIComponent(message)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" /> Share on WhatsApp
              </a>
              <a
                className={buttonClasses('outline', 'sm')}
                href={`mailto:?subject=${encodeURIComponent(`${REFERRAL_DISCOUNT_PERCENT}% off your first ${BRAND.name} order`)}&body=${encodeURIComponent(message)}`}
              >
                <Mail className="h-4 w-4" aria-hidden="true" /> Share by e-mail
              </a>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-4">
            <CardTitle>Your referrals</CardTitle>
            {isAuthenticated && user ? (
              <RealReferrals userId={user.id} />
            ) : (
              <p className="text-sm text-muted">Sign in to see who joined with your link.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-4">
            <CardTitle>Invite list</CardTitle>
            <InviteList />
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
