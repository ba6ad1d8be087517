import { BRAND, serviceAnchor } from '@freshfold/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useServices } from '@/features/catalogue/api/get-services';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomePage() {
  useDocumentTitle('');
  const { data, isPending, isError } = useServices();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-950 text-white">
        <Container className="py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Fresh, folded and at your door.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{BRAND.tagline}.</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/services" className={buttonClasses('light', 'lg')}>
              View Services
            </Link>
            <Link to="/order" className={buttonClasses('accent', 'lg')}>
              Order Now
            </Link>
          </div>
        </Container>
      </section>
      <Container className="py-14">
        <h2 className="text-3xl font-bold text-brand-900">Our Services</h2>
        {isPending ? <p className="mt-4 text-muted">Loading services...</p> : null}
        {isError ? (
          <p className="mt-4 text-danger">We could not load our services. Please try again.</p>
        ) : null}
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {data?.services.map((service) => (
            <article
              key={service.id}
              className="rounded-card border border-line bg-surface p-6 shadow-sm"
            >
              <h3 className="text-xl font-semibold text-brand-900">{service.name}</h3>
              <p className="mt-2 text-muted">{service.description}</p>
              <Link
                to={`/services#${serviceAnchor(service.name)}`}
                className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
                aria-label={`Learn more about ${service.name}`}
              >
                Learn More
              </Link>
            </article>
          ))}
        </div>
      </Container>
    </>
  );
}
