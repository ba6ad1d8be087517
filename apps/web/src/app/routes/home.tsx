import { BRAND, formatRupees, serviceAnchor, type TService } from '@freshfold/shared';
import {
  ArrowRight,
  BadgeCheck,
  CalendarClock,
  Clock,
  Gift,
  Leaf,
  PackageCheck,
  Shirt,
  Sparkles,
  Truck,
  WashingMachine,
  Gem,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogue } from '@/features/catalogue/api/fetch-services';
import { ServicesUnavailable } from '@/features/catalogue/components/services-unavailable';
import {
  BRAND_DESCRIPTION_CLAIM,
  useDeliveryClaim,
  type DeliveryClaim,
} from '@/features/delivery-claims';
import { cn } from '@/lib/cn';
import { IconCard } from '@/components/icon-card';
import { OrderNowLink } from '@/components/order-now-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HeroIllustration } from '@/features/home/components/hero-illustration';
import { PromoDialog } from '@/features/home/components/promo-dialog';
import { ReferralCallToAction } from '@/features/referral/components/referral-call-to-action';

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Schedule Pickup',
    text: 'Choose your clothes, a pickup date up to 30 days ahead and a time slot that suits you.',
    icon: CalendarClock,
  },
  {
    title: 'Professional Cleaning',
    text: 'Our experts sort, treat and clean every piece with the care its fabric needs.',
    icon: Sparkles,
  },
  {
    title: 'Fresh Delivery',
    text: 'Your clothes come back pressed, folded or on hangers, right to your door.',
    icon: PackageCheck,
  },
];

/** The first benefit, which states the delivery fee once the shop charges one. */
const DELIVERY_BENEFIT: Record<'title' | 'text', DeliveryClaim> = {
  title: { free: 'Free pickup and delivery', charged: () => 'Doorstep pickup and delivery' },
  text: {
    free: 'We collect and return your clothes at no extra cost, anywhere we serve in Bengaluru.',
    charged: (fee) =>
      `We collect and return your clothes anywhere we serve in Bengaluru. Delivery ${fee} per order.`,
  },
};

const HERO_CLAIM: DeliveryClaim = {
  free: 'Free pickup and delivery across Bengaluru',
  charged: () => 'Doorstep pickup and delivery across Bengaluru',
};

const CALL_TO_ACTION_CLAIM: DeliveryClaim = {
  free: 'Schedule a free pickup today. We will handle the rest.',
  charged: () => 'Schedule a pickup today. We will handle the rest.',
};

const BENEFITS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Same-day and next-day service',
    text: 'In a hurry? Ask for same-day or next-day turnaround on everyday garments.',
    icon: Clock,
  },
  {
    title: 'Eco-friendly cleaning',
    text: 'Skin-friendly detergents, careful water use and reusable garment bags.',
    icon: Leaf,
  },
  {
    title: '100% satisfaction',
    text: 'Not happy with a piece? We re-clean it free of charge, or refund you.',
    icon: BadgeCheck,
  },
];

/** Icons for the seeded services; a service added later gets the generic one. */
const SERVICE_ICONS: Record<string, LucideIcon> = {
  'dry-cleaning': Shirt,
  laundry: WashingMachine,
  'premium-services': Gem,
};

const SECTION_TITLE = 'text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl';

function SectionIntro({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={SECTION_TITLE}>
        {title}
      </h2>
      <p className="mt-3 text-lg text-muted">{text}</p>
    </div>
  );
}

function Hero() {
  const claim = useDeliveryClaim(HERO_CLAIM);
  return (
    <section
      aria-labelledby="hero-heading"
      className="on-dark relative overflow-hidden bg-brand-800 text-white"
    >
      {/* Flat shapes rather than gradients: they stay crisp and cheap to paint on phones. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-24 -top-24 h-72 w-72 rounded-full bg-brand-700"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 right-1/3 h-80 w-80 rounded-full bg-brand-900/60"
      />
      <Container className="relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <Truck className="h-4 w-4" aria-hidden="true" />
            {claim}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-bold leading-tight tracking-tight sm:text-5xl xl:text-[3.5rem]"
          >
            Fresh, clean clothes, <span className="text-accent-300">without the trip.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-50">
            Book a pickup in a minute. We dry clean, wash and press your clothes with care and bring
            them back fresh, with same-day and next-day options.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/services" className={buttonClasses('light', 'lg')}>
              View Services
            </Link>
            <OrderNowLink arrow />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
            <li className="flex items-center gap-2">
              <BadgeCheck className="h-4 w-4 text-accent-300" aria-hidden="true" />
              Caring for clothes since {BRAND.foundedYear}
            </li>
            <li className="flex items-center gap-2">
              <Leaf className="h-4 w-4 text-accent-300" aria-hidden="true" />
              Eco-friendly cleaning
            </li>
          </ul>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md sm:block lg:max-w-lg" />
      </Container>
    </section>
  );
}

function lowestPrice(service: TService): number | null {
  if (service.items.length === 0) return null;
  return Math.min(...service.items.map((item) => item.price));
}

function ServiceCard({ service }: { service: TService }) {
  const anchor = serviceAnchor(service.name);
  const Icon = SERVICE_ICONS[anchor] ?? Sparkles;
  const from = lowestPrice(service);
  return (
    <article className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-brand-900">{service.name}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-muted">{service.description}</p>
      {from !== null ? (
        <p className="mt-4 text-sm text-muted">
          From <span className="text-base font-semibold text-ink">{formatRupees(from)}</span> per
          piece
        </p>
      ) : null}
      <Link
        to={`/services#${anchor}`}
        className="mt-5 inline-flex items-center gap-1 self-start rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        Learn More
        {/* Read with the link, so that it says where it goes out of context too. */}
        <span className="sr-only"> about {service.name}</span>
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </article>
  );
}

function OurServices() {
  const { data, isPending, retry } = useCatalogue();
  return (
    <section aria-labelledby="services-heading" className="py-16 sm:py-20">
      <Container>
        <SectionIntro
          id="services-heading"
          title="Our Services"
          text="From everyday laundry to bridal wear, every piece gets the treatment it deserves."
        />
        {isPending ? (
          <div aria-live="polite">
            <p className="mt-8 text-center text-muted">Loading services...</p>
            <div className="mt-6 grid gap-6 md:grid-cols-3" aria-hidden="true">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-64 w-full" />
              ))}
            </div>
          </div>
        ) : null}
        {data?.isFallback ? (
          // The shop's prices live on the server: without them Home says so, rather than
          // showing the built-in list's prices as if they were the shop's.
          <ServicesUnavailable className="mt-10" onRetry={retry} />
        ) : data ? (
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {data.services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
        ) : null}
      </Container>
    </section>
  );
}

function HowItWorks() {
  return (
    <section
      aria-labelledby="how-heading"
      className="border-y border-line bg-surface py-16 sm:py-20"
    >
      <Container>
        <SectionIntro
          id="how-heading"
          title="How It Works"
          text="Clean clothes in three simple steps. We do the running around."
        />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative text-center">
              <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-md">
                <step.icon className="h-7 w-7" aria-hidden="true" />
              </span>
              <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-600">
                Step {index + 1}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-brand-900">{step.title}</h3>
              <p className="mx-auto mt-2 max-w-xs leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function WhyChoose() {
  const delivery = {
    title: useDeliveryClaim(DELIVERY_BENEFIT.title),
    text: useDeliveryClaim(DELIVERY_BENEFIT.text),
    icon: Truck,
  };
  return (
    <section aria-labelledby="why-heading" className="py-16 sm:py-20">
      <Container>
        <SectionIntro
          id="why-heading"
          title={`Why Choose ${BRAND.name}`}
          text="Bengaluru households trust us with the clothes they care about most."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {[delivery, ...BENEFITS].map((benefit) => (
            <IconCard key={benefit.title} {...benefit} tone="accent" compact />
          ))}
        </ul>
      </Container>
    </section>
  );
}

function ReferAndEarn() {
  return (
    <section aria-labelledby="refer-heading" className="pb-16 sm:pb-20">
      <Container>
        <div className="grid items-center gap-8 overflow-hidden rounded-card bg-accent-100 p-8 ring-1 ring-accent-300 sm:p-12 lg:grid-cols-[1fr_auto]">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent-700">
              <Gift className="h-4 w-4" aria-hidden="true" />
              Refer &amp; Earn
            </p>
            <h2 id="refer-heading" className={cn(SECTION_TITLE, 'mt-2')}>
              Share {BRAND.name}, earn rewards
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-brand-900">
              Your friend gets 20% off their first order, and you earn 100 loyalty points when it is
              completed.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <ReferralCallToAction
              signedOut={
                <Link to="/login" className={buttonClasses('primary', 'lg')}>
                  Sign In to Refer Friends
                </Link>
              }
            />
            <Link to="/referral-how-it-works" className={buttonClasses('outline', 'lg')}>
              How it works
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}

function FinalCallToAction() {
  const claim = useDeliveryClaim(CALL_TO_ACTION_CLAIM);
  return (
    <section aria-labelledby="cta-heading" className="on-dark bg-brand-900 text-white">
      <Container className="flex flex-col items-center py-16 text-center sm:py-20">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready for fresher clothes?
        </h2>
        <p className="mt-3 max-w-xl text-lg text-brand-100">{claim}</p>
        <OrderNowLink arrow className="mt-8" />
      </Container>
    </section>
  );
}

export function HomePage() {
  useDocumentTitle('', useDeliveryClaim(BRAND_DESCRIPTION_CLAIM));
  return (
    <>
      <Hero />
      <OurServices />
      <HowItWorks />
      <WhyChoose />
      <ReferAndEarn />
      <FinalCallToAction />
      <PromoDialog />
    </>
  );
}
