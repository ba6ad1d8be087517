import { BRAND, formatAddress } from '@freshfold/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function InfoRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-muted">{children}</div>
      </div>
    </div>
  );
}

/** 'Visit or reach us': the office address, phone, e-mail and opening hours. */
export function ReachUs() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl text-brand-900">Visit or reach us</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <InfoRow icon={<MapPin className="h-5 w-5" aria-hidden="true" />} title="Office">
          <address className="not-italic">{formatAddress()}</address>
        </InfoRow>
        <InfoRow icon={<Phone className="h-5 w-5" aria-hidden="true" />} title="Phone">
          <a
            href={`tel:${BRAND.phone.replace(/\s/g, '')}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {BRAND.phone}
          </a>
        </InfoRow>
        <InfoRow icon={<Mail className="h-5 w-5" aria-hidden="true" />} title="Email">
          <a href={`mailto:${BRAND.email}`} className="font-medium text-brand-700 hover:underline">
            {BRAND.email}
          </a>
        </InfoRow>
        <InfoRow icon={<Clock className="h-5 w-5" aria-hidden="true" />} title="Business hours">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {BRAND.hours.map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd className="mb-1 font-medium text-ink sm:mb-0">{row.time}</dd>
              </div>
            ))}
          </dl>
        </InfoRow>
      </CardContent>
    </Card>
  );
}
