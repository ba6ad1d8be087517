import {
  ACCOUNT_PAGE_MESSAGES,
  REFERRAL_DISCOUNT_PERCENT,
  REFERRAL_REWARD_POINTS,
} from '@freshfold/shared';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { InviteList } from '@/features/referral/components/invite-list';
import { ReferralLinkCard } from '@/features/referral/components/referral-link-card';
import { ReferralList } from '@/features/referral/components/referral-list';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ReferPage() {
  useDocumentTitle('Refer & Earn');
  const { user, isAuthenticated } = useSession();
  const link = `${window.location.origin}/register?ref=${user?.id ?? 'guest'}`;

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
        <ReferralLinkCard link={link} />
        <Card>
          <CardContent className="space-y-4">
            <CardTitle>Your referrals</CardTitle>
            {isAuthenticated && user ? (
              <ReferralList userId={user.id} />
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
