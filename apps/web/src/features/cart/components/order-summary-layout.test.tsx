import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { OrderSummaryLayout } from './order-summary-layout';

describe('the page of the cart and of checkout', () => {
  it.each([
    ['cart', 'Your Cart', 'Review your items, book a pickup and check out.', 'Checkout'],
    [
      'checkout',
      'Checkout',
      'Confirm your pickup, apply a voucher and place your order.',
      'Place Order',
    ],
  ] as const)(
    '%s: its heading, its cards, the summary and its button',
    (page, title, subtitle, label) => {
      const onClick = vi.fn();
      renderInApp(
        <OrderSummaryLayout
          page={page}
          quote={undefined}
          summary={<p>The figures</p>}
          action={{ label, disabled: false, onClick }}
        >
          <p>A card</p>
        </OrderSummaryLayout>,
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText(subtitle)).toBeTruthy();
      expect(screen.getByText('A card')).toBeTruthy();
      expect(screen.getByText('The figures')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(onClick).toHaveBeenCalledOnce();
    },
  );

  it('keeps its button disabled while the page says so', () => {
    renderInApp(
      <OrderSummaryLayout
        page="cart"
        quote={undefined}
        summary={null}
        action={{ label: 'Checkout', disabled: true, onClick: vi.fn() }}
      >
        {null}
      </OrderSummaryLayout>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checkout' }).disabled).toBe(true);
  });
});
