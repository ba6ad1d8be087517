import { ZReferralsResponse } from '@freshfold/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The referral welcome discount (percent) the signed-in customer's next order gets, read from
 * `GET /api/referrals`, so checkout can show the amount that will really be charged.
 */
export async function getWelcomeDiscount(): Promise<number> {
  return ZReferralsResponse.parse(await api<unknown>('/referrals')).welcomeDiscountPercent;
}

export function useWelcomeDiscount(enabled: boolean) {
  return useQuery({
    queryKey: ['referrals', 'welcome-discount'],
    queryFn: getWelcomeDiscount,
    enabled,
  });
}
