import { BUSINESS_TIME_ZONE, MESSAGES } from '@freshfold/shared';
import { TitledCard } from '@/components/ui/card';

/** "November 2026" from the account's creation time; the spec's default when there is none. */
export function memberSince(createdDate: string | undefined): string {
  const date = createdDate ? new Date(createdDate) : null;
  if (!date || Number.isNaN(date.getTime())) return MESSAGES.profile.memberSinceDefault;
  return new Intl.DateTimeFormat('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

export function AccountSummary({
  createdDate,
  totalOrders,
  loyaltyPoints,
}: {
  createdDate: string | undefined;
  totalOrders: number | null;
  loyaltyPoints: number;
}) {
  const rows = [
    { label: 'Member since', value: memberSince(createdDate) },
    { label: 'Total orders', value: totalOrders === null ? '—' : String(totalOrders) },
    { label: 'Loyalty points', value: loyaltyPoints.toLocaleString('en-IN') },
  ];
  return (
    <TitledCard title="Account Summary">
      <dl className="divide-y divide-line">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between py-3 first:pt-0">
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="font-semibold text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
