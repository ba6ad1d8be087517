import { MESSAGES, type TService } from '@freshfold/shared';
import { ShoppingCart } from 'lucide-react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Catalogue } from '@/features/catalogue/api/fetch-services';
import { useRetryServices, useServices } from '@/features/catalogue/api/get-services';
import { ServicesUnavailable } from '@/features/catalogue/components/services-unavailable';
import { chosenLines } from '@/features/order/chosen-lines';
import { ItemRows } from '@/features/order/components/item-rows';
import { useCart } from '@/lib/cart';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The service a visitor came from the services page for, kept in the history state. */
function wantedServiceId(state: unknown): number | undefined {
  const wanted = Number((state as { serviceId?: unknown } | null)?.serviceId);
  return Number.isInteger(wanted) ? wanted : undefined;
}

function initialServiceId(services: TService[], wanted: number | undefined): string {
  const match = services.find((service) => service.id === wanted);
  return String((match ?? services[0])?.id ?? '');
}

const subscribeToNothing = () => () => {};

/**
 * The wanted service, read only once hydrated: the history state survives a reload, but the
 * server cannot see it and renders the first service open. Without a wanted service both
 * readings agree, and hydration is not followed by a second render of the page.
 */
function useWantedServiceId(state: unknown): number | undefined {
  return useSyncExternalStore(
    subscribeToNothing,
    () => wantedServiceId(state),
    () => undefined,
  );
}

/** For a guest: ordering works signed out, but signing in tracks orders and earns rewards. */
function SignInNotice() {
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-brand-900">{MESSAGES.order.signedOutNotice}</p>
        <div className="flex gap-2">
          <Link to="/login" className={buttonClasses('primary', 'sm')}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClasses('outline', 'sm')}>
            Register
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** One tab per service, each with its items and their quantity fields. */
function ServiceTabs(props: {
  services: TService[];
  active: string;
  onActiveChange: (serviceId: string) => void;
  quantities: Record<number, number>;
  onQuantityChange: (itemId: number, quantity: number) => void;
}) {
  return (
    <Tabs value={props.active} onValueChange={props.onActiveChange} className="mt-4">
      <TabsList aria-label="Services">
        {props.services.map((service) => (
          <TabsTrigger key={service.id} value={String(service.id)}>
            {service.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {props.services.map((service) => (
        <TabsContent key={service.id} value={String(service.id)}>
          <p className="text-sm text-muted">{service.description}</p>
          <ItemRows
            service={service}
            quantities={props.quantities}
            onChange={props.onQuantityChange}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * Step 1's content: the services as tabs once loaded. The built-in catalogue (shown when the
 * services call fails or is too slow) is not offered: its items are not the shop's records, so
 * the server would refuse an order of them; the notice says so and asks for them again instead.
 */
function ServicePicker(props: {
  catalogue: Catalogue | undefined;
  isPending: boolean;
  onRetry: () => void;
  active: string;
  onActiveChange: (serviceId: string) => void;
  quantities: Record<number, number>;
  onQuantityChange: (itemId: number, quantity: number) => void;
}) {
  const { catalogue, isPending, onRetry, ...tabs } = props;
  if (isPending) {
    return (
      <div className="mt-6 space-y-4" aria-busy="true" aria-label="Loading services">
        <Skeleton className="h-10 w-80" />
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (catalogue?.isFallback) return <ServicesUnavailable className="mt-6" onRetry={onRetry} />;
  if (!catalogue?.services.length) {
    return <p className="mt-6 text-muted">{MESSAGES.order.noServices}</p>;
  }
  return <ServiceTabs services={catalogue.services} {...tabs} />;
}

export function OrderPage() {
  useDocumentTitle('Place Your Order', 'Choose garments and quantities for pickup in Bengaluru.');
  const { data, isPending } = useServices();
  const retryServices = useRetryServices();
  // Only the shop's live items may be ordered (see ServicePicker).
  const services = useMemo(() => (data?.isFallback ? [] : (data?.services ?? [])), [data]);
  const { isAuthenticated } = useSession();
  const { addItem, itemCount } = useCart();
  const location = useLocation();
  const wantedService = useWantedServiceId(location.state);
  const [chosenTab, setChosenTab] = useState<string | undefined>(undefined);
  const [quantities, setQuantities] = useState<Record<number, number>>({});

  const activeTab = chosenTab ?? initialServiceId(services, wantedService);
  // Of the services shown: a quantity kept from a live catalogue since replaced is not chosen.
  const lines = chosenLines(services, quantities);

  const addSelected = () => {
    if (lines.length === 0) {
      toast.warning(MESSAGES.order.selectAtLeastOne);
      return;
    }
    for (const line of lines) addItem(line);
    setQuantities({});
  };

  return (
    <>
      <PageHeader
        title="Place Your Order"
        subtitle="Pick your garments and quantities, then choose a pickup time in your cart."
      />
      <Container className="space-y-6 py-10">
        {isAuthenticated ? null : <SignInNotice />}

        <Card>
          <CardContent>
            <h2 className="text-xl font-semibold text-brand-900">Step 1: Select Service</h2>
            <ServicePicker
              catalogue={data}
              isPending={isPending}
              onRetry={retryServices}
              active={activeTab}
              onActiveChange={setChosenTab}
              quantities={quantities}
              onQuantityChange={(itemId, quantity) =>
                setQuantities((current) => ({ ...current, [itemId]: quantity }))
              }
            />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {itemCount > 0 ? (
            <Link to="/cart" className={buttonClasses('outline', 'lg')}>
              <ShoppingCart className="h-5 w-5" aria-hidden="true" />
              View Cart ({itemCount})
            </Link>
          ) : null}
          <Button size="lg" disabled={lines.length === 0} onClick={addSelected}>
            Add to Cart
          </Button>
        </div>
      </Container>
    </>
  );
}
