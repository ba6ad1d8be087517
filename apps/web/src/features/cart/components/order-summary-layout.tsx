import type { TOrderQuoteResponse } from '@freshfold/shared';
import type { ReactNode } from 'react';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { belowMinimumOrder } from '@/components/quote-charges';
import { quoteRefused } from '../api/get-order-quote';
import { LoweredQuantitiesNotice } from './lowered-quantities-notice';
import { outsideServiceArea, ServiceAreaNotice } from './service-area-notice';

/**
 * True when the quote says the order would be refused (the cart cannot be priced, the PIN code
 * is not served, the cart is below the minimum order): the cart's Checkout and checkout's Place
 * Order wait.
 */
export function quoteStopsOrder(quote: {
  error: unknown;
  data: TOrderQuoteResponse | undefined;
}): boolean {
  return (
    quoteRefused(quote.error) || outsideServiceArea(quote.data) || belowMinimumOrder(quote.data)
  );
}

/** The width of the Order Summary's column: the cart's is narrower than checkout's. */
const GRID = {
  cart: 'grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start',
  checkout:
    'grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start',
} as const;

/**
 * The page of the cart and of checkout: its cards in a column, under the notice of lowered
 * quantities, beside the Order Summary that stays in view: the figures, the service area's
 * refusal if any, and the page's button.
 */
export function OrderSummaryLayout({
  page,
  title,
  subtitle,
  quote,
  summary,
  action,
  children,
}: {
  page: keyof typeof GRID;
  title: string;
  subtitle: string;
  quote: TOrderQuoteResponse | undefined;
  summary: ReactNode;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Container className={GRID[page]}>
        <div className="space-y-6">
          <LoweredQuantitiesNotice />
          {children}
        </div>
        <Card className="lg:sticky lg:top-24">
          <CardContent className="space-y-4">
            <CardTitle>Order Summary</CardTitle>
            {summary}
            <ServiceAreaNotice quote={quote} />
            {action}
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
