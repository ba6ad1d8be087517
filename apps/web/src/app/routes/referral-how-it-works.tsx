import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_REWARD_POINTS } from '@freshfold/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ReferralCallToAction } from '@/features/referral/components/referral-call-to-action';
import { useDocumentTitle } from '@/lib/use-document-title';

const STEPS = [
  ['Sign in', 'Log in or create your account to get your personal referral link.'],
  ['Share your link', 'Send it to friends by WhatsApp, e-mail or any app you like.'],
  ['Your friend registers', 'They sign up through your link, so we know you sent them.'],
  [
    'They save on their first order',
    `Your friend gets ${REFERRAL_DISCOUNT_PERCENT}% off their first order automatically.`,
  ],
  [
    'You earn points',
    `You receive ${REFERRAL_REWARD_POINTS} loyalty points once that first order is completed.`,
  ],
] as const;

export function ReferralHowItWorksPage() {
  useDocumentTitle('How referrals work');
  return (
    <>
      <PageHeader
        title="How Refer & Earn works"
        subtitle="Five steps from a shared link to loyalty points."
      />
      <Container className="space-y-8 py-10">
        <ol className="grid gap-4 md:grid-cols-5">
          {STEPS.map(([title, text], index) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent>
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                    {index + 1}
                  </span>
                  <h2 className="mt-3 font-semibold text-ink">{title}</h2>
                  <p className="mt-1 text-sm text-muted">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
        <div className="text-center">
          <ReferralCallToAction
            signedOut={
              <div className="space-y-3">
                <p className="text-muted">Sign in to get your personal referral link.</p>
                <Link
                  to="/login"
                  state={{ redirect: '/refer' }}
                  className={buttonClasses('primary', 'lg')}
                >
                  Sign in to start referring
                </Link>
              </div>
            }
          />
        </div>
      </Container>
    </>
  );
}
