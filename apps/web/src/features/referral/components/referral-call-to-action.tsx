import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session';

/**
 * Refer & Earn's call to action: a signed-in customer's way to their referral link; for a
 * visitor, `signedOut` (each page's own invitation to sign in).
 */
export function ReferralCallToAction({ signedOut }: { signedOut: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return signedOut;
  return (
    <Link to="/refer" className={buttonClasses('primary', 'lg')}>
      Get Your Referral Link
    </Link>
  );
}
