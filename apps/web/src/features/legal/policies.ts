/** The policy pages, as the footer and each policy's "Other policies" list them. */
export const POLICY_LINKS = [
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/refundpolicy', label: 'Refund Policy' },
  { to: '/termsandconditions', label: 'Terms & Conditions' },
] as const;
