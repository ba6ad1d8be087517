import { formatRupees, serviceAnchor, type TService } from '@freshfold/shared';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServices } from '@/features/catalogue/api/get-services';

/** What the order page receives from here: the service to open on. */
export interface OrderNavigationState {
  serviceId: number;
  serviceName: string;
}

function ServiceSection({ service }: { service: TService }) {
  const state: OrderNavigationState = { serviceId: service.id, serviceName: service.name };
  const headingId = `${serviceAnchor(service.name)}-heading`;
  return (
    <section
      id={serviceAnchor(service.name)}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-brand-900">
            {service.name}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">{service.description}</p>
        </div>
        <Link to="/order" state={state} className={buttonClasses('primary', 'md')}>
          Order {service.name}
        </Link>
      </div>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{service.name} prices</caption>
          <thead>
            <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-3 pr-4 font-semibold">
                Item
              </th>
              <th scope="col" className="py-3 pr-4 font-semibold">
                Description
              </th>
              <th scope="col" className="py-3 pr-4 text-right font-semibold">
                Price (₹)
              </th>
              <th scope="col" className="py-3 text-right font-semibold">
                <span className="sr-only">Order</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {service.items.map((item) => (
              <tr key={item.id} className="border-b border-line/70 last:border-0">
                <th scope="row" className="py-3 pr-4 font-medium text-ink">
                  {item.name}
                </th>
                <td className="py-3 pr-4 text-muted">{item.description}</td>
                <td className="py-3 pr-4 text-right font-semibold tabular-nums text-ink">
                  {formatRupees(item.price)}
                </td>
                <td className="py-3 text-right">
                  <Link
                    to="/order"
                    state={state}
                    className={buttonClasses('outline', 'sm')}
                    aria-label={`Order ${item.name} (${service.name})`}
                  >
                    Order
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function ServicesPage() {
  useDocumentTitle(
    'Services and prices',
    'Dry cleaning, laundry and premium garment care prices in Bengaluru, with free pickup and delivery.',
  );
  const { data, isPending } = useServices();
  const { hash } = useLocation();

  // Once the sections exist, bring the requested one into view smoothly.
  useEffect(() => {
    if (!hash || !data) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash, data]);

  return (
    <>
      <PageHeader
        title="Our Services"
        subtitle="Transparent prices per piece. Free pickup and delivery across Bengaluru, with same-day and next-day options."
      />
      <Container className="space-y-8 py-10">
        {isPending ? (
          <div className="space-y-8" aria-busy="true" aria-label="Loading services">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-72 w-full" />
            ))}
          </div>
        ) : (
          data?.services.map((service) => <ServiceSection key={service.id} service={service} />)
        )}
      </Container>
    </>
  );
}
