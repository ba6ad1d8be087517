import { BRAND, formatAddress } from '@freshfold/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { LinkList, type SiteLink } from '@/components/link-list';
import { Container } from '@/components/ui/container';
import { BRAND_DESCRIPTION_CLAIM, useDeliveryClaim } from '@/features/delivery-claims';
import { POLICY_LINKS } from '@/features/legal/policies';

const QUICK_LINKS = [
  { to: '/services', label: 'Services' },
  { to: '/order', label: 'Place an Order' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/referral-how-it-works', label: 'Refer & Earn' },
];

/** A titled column of the footer's links. */
function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <LinkList
        links={links}
        className="mt-3 space-y-2 text-sm"
        linkClassName="inline-block py-0.5 hover:text-white hover:underline"
      />
    </div>
  );
}

const subscribeNever = () => () => {};
const currentYear = () => new Date().getFullYear();
/** The year the pages were prerendered, so a page hydrates with the text it was built with. */
const buildYear = () => __BUILD_YEAR__;

export function Footer() {
  const year = useSyncExternalStore(subscribeNever, currentYear, buildYear);
  const description = useDeliveryClaim(BRAND_DESCRIPTION_CLAIM);
  return (
    <footer className="on-dark mt-auto bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{BRAND.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{description}</p>
          <div className="mt-5 text-sm">
            <p className="flex items-center gap-2 font-semibold text-white">
              <Clock className="h-4 w-4" aria-hidden="true" /> Opening hours
            </p>
            <dl className="mt-2 space-y-1">
              {BRAND.hours.map((row) => (
                <div key={row.days}>
                  <dt className="text-brand-200">{row.days}</dt>
                  <dd className="text-white">{row.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <LinkColumn title="Quick links" links={QUICK_LINKS} />
        <LinkColumn title="Legal" links={POLICY_LINKS} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {formatAddress()}
            </p>
            <p className="flex items-center gap-2">
              <Phone className="h-4 w-4" aria-hidden="true" />
              <a
                href={`tel:${BRAND.phone.replace(/\s/g, '')}`}
                className="hover:text-white hover:underline"
              >
                {BRAND.phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Mail className="h-4 w-4" aria-hidden="true" />
              <a href={`mailto:${BRAND.email}`} className="hover:text-white hover:underline">
                {BRAND.email}
              </a>
            </p>
          </address>
        </div>
      </Container>
      <div className="border-t border-brand-800">
        <Container className="py-5 text-center text-sm">
          &copy; {year} {BRAND.name}. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}
