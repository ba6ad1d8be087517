import { BRAND } from '@freshfold/shared';
import { Award, HeartHandshake, Leaf, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IconCard } from '@/components/icon-card';
import { OrderNowLink } from '@/components/order-now-link';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useDeliveryClaim, type DeliveryClaim } from '@/features/delivery-claims';
import { useDocumentTitle } from '@/lib/use-document-title';

const SERVICE_CLAIM: DeliveryClaim = {
  free: 'Free pickup and delivery, time slots that suit your day, and a team that answers when you call. Your time matters as much as your clothes.',
  charged: (fee) =>
    `Doorstep pickup and delivery at ${fee} per order, time slots that suit your day, and a team that answers when you call. Your time matters as much as your clothes.`,
};

const CALL_TO_ACTION_CLAIM: DeliveryClaim = {
  free: 'Free pickup and delivery, every day of the week.',
  charged: (fee) => `Pickup and delivery every day of the week, at ${fee} per order.`,
};

const VALUES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Quality',
    text: 'Every garment is checked before and after cleaning, treated by fabric and finished by hand. If a piece is not right, we clean it again.',
    icon: Award,
  },
  {
    title: 'Environment',
    text: 'We use biodegradable, skin-friendly detergents, measure our water and energy use, and deliver in reusable garment bags wherever we can.',
    icon: Leaf,
  },
];

const MILESTONES = [
  {
    year: String(BRAND.foundedYear),
    text: 'FreshFold opens its first dry-cleaning counter in Mumbai, with one van and a promise to treat every garment as if it were our own.',
  },
  {
    year: 'Growing',
    text: 'Word of mouth carries us across the city and beyond. Doorstep pickup and delivery becomes the way most of our customers order.',
  },
  {
    year: 'Today',
    text: `We serve customers in multiple cities, including ${BRAND.address.city}, where our office in ${BRAND.address.line2} looks after orders across the city.`,
  },
];

/** 'Our story', told beside its milestones. */
function OurStory() {
  return (
    <section aria-labelledby="story-heading" className="grid gap-10 lg:grid-cols-2">
      <div>
        <h2 id="story-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Our story
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-muted">
          <p>
            {BRAND.name} was founded in {BRAND.foundedYear} in Mumbai by a family that had spent
            years behind the counter of a neighbourhood dry cleaner. They saw the same thing every
            day: people who cared about their clothes but had no time to drop them off, wait in line
            and come back for them.
          </p>
          <p>
            So we brought the dry cleaner to the door. We pick up, clean with the care each fabric
            needs and deliver back on a time slot you choose. That simple idea has taken us from one
            city to multiple cities, and today our {BRAND.address.city} team serves homes and
            offices across the city.
          </p>
          <p>
            Everything else has stayed the same: the careful hands, the honest prices per piece, and
            the promise that if you are not happy, we make it right.
          </p>
        </div>
      </div>
      <ol className="space-y-6 border-l-2 border-brand-200 pl-6" aria-label="Our journey">
        {MILESTONES.map((milestone) => (
          <li key={milestone.year} className="relative">
            <span
              className="absolute -left-[2.05rem] top-1 h-4 w-4 rounded-full border-4 border-canvas bg-brand-600"
              aria-hidden="true"
            />
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {milestone.year}
            </p>
            <p className="mt-1 leading-relaxed text-ink">{milestone.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function AboutPage() {
  useDocumentTitle(
    'About us',
    `The FreshFold story: founded in ${BRAND.foundedYear} in Mumbai, now caring for clothes in multiple cities including Bengaluru.`,
  );
  const service = { title: 'Service', text: useDeliveryClaim(SERVICE_CLAIM), icon: HeartHandshake };
  const callToAction = useDeliveryClaim(CALL_TO_ACTION_CLAIM);
  return (
    <>
      <PageHeader
        title={`About ${BRAND.name}`}
        subtitle={`Caring for clothes since ${BRAND.foundedYear}: from one counter in Mumbai to doorsteps in multiple cities.`}
      />
      <Container className="py-12 sm:py-16">
        <OurStory />

        <section aria-labelledby="values-heading" className="mt-16">
          <h2 id="values-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Our values
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {[...VALUES, service].map((value) => (
              <IconCard key={value.title} {...value} tone="brand" />
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="about-cta-heading"
          className="on-dark mt-16 flex flex-col items-start gap-6 rounded-card bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10"
        >
          <div>
            <h2 id="about-cta-heading" className="text-2xl font-bold">
              Let us take care of your clothes
            </h2>
            <p className="mt-2 text-brand-100">{callToAction}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <OrderNowLink />
            <Link to="/contact" className={buttonClasses('light', 'lg')}>
              Contact Us
            </Link>
          </div>
        </section>
      </Container>
    </>
  );
}
