import type { TReportSummary } from '@freshfold/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyFigures } from './key-figures';

const summary: TReportSummary = {
  from: '2026-11-08',
  to: '2026-11-14',
  previousFrom: '2026-11-01',
  previousTo: '2026-11-07',
  revenue: 123456.5,
  orders: 40,
  averageOrderValue: 3086.41,
  newCustomers: 6,
  repeatCustomerRate: 0.3,
  cancelled: 3,
  previous: {
    revenue: 100000,
    orders: 50,
    averageOrderValue: 2000,
    newCustomers: 0,
    repeatCustomerRate: 0.25,
    cancelled: 2,
  },
};

/** A figure's card, by its heading. */
function card(name: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

describe('KeyFigures', () => {
  it('writes each figure the Indian way, with the previous period beside it', () => {
    render(<KeyFigures summary={summary} />);
    expect(within(card('Revenue')).getByText('₹1,23,456.50')).toBeTruthy();
    expect(within(card('Revenue')).getByText('Previous period: ₹1,00,000')).toBeTruthy();
    expect(within(card('Repeat customers')).getByText('30%')).toBeTruthy();
    expect(
      screen.getByText('Compared with the period before: 1 Nov 2026 to 7 Nov 2026'),
    ).toBeTruthy();
  });

  it('says which way each figure moved and whether that is good, not by colour alone', () => {
    render(<KeyFigures summary={summary} />);
    expect(card('Revenue').textContent).toContain('up 23.5% (better)');
    expect(card('Orders').textContent).toContain('down 20% (worse)');
    // More cancellations are bad news, and shown in the danger colour as well as in words.
    const cancellations = within(card('Cancellations')).getByText(/50%/);
    expect(card('Cancellations').textContent).toContain('up 50% (worse)');
    expect(cancellations.closest('.text-danger')).not.toBeNull();
    expect(card('Revenue').querySelector('.text-success')).not.toBeNull();
    // A rate moves in points; a figure that was 0 has no percent to show.
    expect(card('Repeat customers').textContent).toContain('up 5 pts (better)');
    expect(card('New customers').textContent).toContain('up from none (better)');
  });
});
