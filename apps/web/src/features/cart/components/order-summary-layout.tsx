import type { TOrderQuoteResponse } from '@freshfold/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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

/** Each page's heading, and the width of its Order Summary's column (the cart's is narrower). */
const PAGES = {
  cart: {
    title: 'Your Cart',
    subtitle: 'Review your items, book a pickup and check out.',
    grid: 'grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start',
  },
  checkout: {
    title: 'Checkout',
    subtitle: 'Confirm your pickup, apply a voucher and place your order.',
    grid: 'grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start',
  },
} as const;

/**
 * The page of the cart and of checkout: its cards in a column, under the notice of lowered
 * quantities, beside the Order Summary that stays in view: the figures, the service area's
 * refusal if any, and the page's button.
 */
export function OrderSummaryLayout({
  page,
  quote,
  summary,
  action,
  children,
}: {
  page: keyof typeof PAGES;
  quote: TOrderQuoteResponse | undefined;
  summary: ReactNode;
  /** The page's button, under the summary: Checkout, Place Order. */
  action: { label: ReactNode; disabled: boolean; onClick: () => void };
  children: ReactNode;
}) {
  const { title, subtitle, grid } = PAGES[page];
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Container className={grid}>
        <div className="space-y-6">
          <LoweredQuantitiesNotice />
          {children}
        </div>
        <Card className="lg:sticky lg:top-24">
          <CardContent className="space-y-4">
            <CardTitle>Order Summary</CardTitle>
            {summary}
            <ServiceAreaNotice quote={quote} />
            <Button
              size="lg"
              className="w-full"
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
