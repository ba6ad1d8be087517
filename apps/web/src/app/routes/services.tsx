import { formatRupees, serviceAnchor, type TService } from '@freshfold/shared';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { actionColumn, figureColumn, LineTable, type LineColumn } from '@/components/ui/line-table';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRetryServices, useServices } from '@/features/catalogue/api/get-services';
import { ServicesUnavailable } from '@/features/catalogue/components/services-unavailable';
import {
  minimumOrderNote,
  pickDeliveryClaim,
  useShopCharges,
  type DeliveryClaim,
} from '@/features/delivery-claims';

/** What the order page receives from here: the service to open on. */
export interface OrderNavigationState {
  serviceId: number;
  serviceName: string;
}

/**
 * A service's price list: item, description, price and, when `state` is given (the service is
 * one of the shop's live records), a link to order it.
 */
function priceColumns(
  service: TService,
  state: OrderNavigationState | undefined,
): LineColumn<TService['items'][number]>[] {
  const columns: LineColumn<TService['items'][number]>[] = [
    {
      header: 'Item',
      className: 'py-3 pr-4',
      cellClassName: 'font-medium text-ink',
      rowHeader: true,
      cell: (item) => item.name,
    },
    {
      header: 'Description',
      className: 'py-3 pr-4',
      cellClassName: 'text-muted',
      cell: (item) => item.description,
    },
    figureColumn(
      'Price (₹)',
      'py-3 pr-4',
      (item) => formatRupees(item.price),
      'font-semibold text-ink',
    ),
  ];
  if (!state) return columns;
  return [
    ...columns,
    actionColumn('Order', 'py-3', (item) => (
      <Link
        to="/order"
        state={state}
        className={buttonClasses('outline', 'sm')}
        aria-label={`Order ${item.name} (${service.name})`}
      >
        Order
      </Link>
    )),
  ];
}

/**
 * A service and its prices. A service of the built-in catalogue (`orderable` false) shows its
 * prices without the links to order it: the Order page does not offer it, and the server would
 * refuse its items.
 */
function ServiceSection({ service, orderable }: { service: TService; orderable: boolean }) {
  const state: OrderNavigationState | undefined = orderable
    ? { serviceId: service.id, serviceName: service.name }
    : undefined;
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
        {state ? (
          <Link to="/order" state={state} className={buttonClasses('primary', 'md')}>
            Order {service.name}
          </Link>
        ) : null}
      </div>
      <div className="relative mt-6 overflow-x-auto">
        <LineTable
          caption={`${service.name} prices`}
          className="min-w-[32rem]"
          columns={priceColumns(service, state)}
          lines={service.items}
          lineKey={(item) => item.id}
        />
      </div>
    </section>
  );
}

const DESCRIPTION_CLAIM: DeliveryClaim = {
  free: 'Dry cleaning, laundry and premium garment care prices in Bengaluru, with free pickup and delivery.',
  charged: (fee) =>
    `Dry cleaning, laundry and premium garment care prices in Bengaluru, with doorstep pickup and delivery at ${fee} per order.`,
};

const SUBTITLE_CLAIM: DeliveryClaim = {
  free: 'Transparent prices per piece. Free pickup and delivery across Bengaluru, with same-day and next-day options.',
  charged: (fee) =>
    `Transparent prices per piece. Doorstep pickup and delivery across Bengaluru for ${fee} per order, with same-day and next-day options.`,
};

export function ServicesPage() {
  const charges = useShopCharges();
  useDocumentTitle('Services and prices', pickDeliveryClaim(charges, DESCRIPTION_CLAIM));
  const minimumOrder = minimumOrderNote(charges);
  const { data, isPending } = useServices();
  const retryServices = useRetryServices();
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
        subtitle={[pickDeliveryClaim(charges, SUBTITLE_CLAIM), minimumOrder]
          .filter(Boolean)
          .join(' ')}
      />
      <Container className="space-y-8 py-10">
        {isPending ? (
          <SkeletonList
            label="Loading services"
            className="space-y-8"
            itemClassName="h-72 w-full"
          />
        ) : (
          <>
            {/* The built-in prices still show (a customer offline still learns what a piece
                costs), under the notice that they are not the shop's live list. */}
            {data?.isFallback ? <ServicesUnavailable onRetry={retryServices} /> : null}
            {data?.services.map((service) => (
              <ServiceSection key={service.id} service={service} orderable={!data.isFallback} />
            ))}
          </>
        )}
      </Container>
    </>
  );
}
