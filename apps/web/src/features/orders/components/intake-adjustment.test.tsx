import type { TOrder, TOrderVersion } from '@freshfold/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { undiscounted } from '@/testing/order-fixtures';
import { IntakeAdjustment } from './intake-adjustment';

const booked: TOrderVersion = undiscounted([
  { itemId: 5, serviceName: 'Laundry', name: 'Shirt', price: 80, quantity: 3, lineTotal: 240 },
]);

const counted: TOrderVersion = {
  ...undiscounted([
    { itemId: 5, serviceName: 'Laundry', name: 'Shirt', price: 80, quantity: 2, lineTotal: 160 },
    {
      itemId: 9,
      serviceName: 'Dry Cleaning',
      name: 'Saree',
      price: 350,
      quantity: 1,
      lineTotal: 350,
    },
  ]),
  discountPercent: 10,
  discountAmount: 51,
  discountSource: 'voucher',
  voucher: 'WELCOME10',
  totalAmount: 459,
};

describe('an order adjusted at intake', () => {
  it('shows the order as booked beside the order as counted, with when', () => {
    const order = {
      adjustedAtIntake: { at: '2026-11-28T05:30:00.000Z', before: booked, after: counted },
    } as TOrder;
    render(<IntakeAdjustment order={order} />);
    const section = screen.getByRole('region', { name: 'Adjusted at intake' });
    expect(section.textContent).toContain('On 28 Nov 2026 we counted what we received');
    expect(section.textContent).toContain('As bookedShirt × 3');
    expect(section.textContent).toContain('₹240');
    expect(section.textContent).toContain('After intake');
    expect(section.textContent).toContain('Saree × 1');
    expect(section.textContent).toContain('Voucher WELCOME10 (10%)');
    expect(section.textContent).toContain('₹459');
  });

  it('shows nothing for an order as booked', () => {
    const { container } = render(<IntakeAdjustment order={{ adjustedAtIntake: null } as TOrder} />);
    expect(container.innerHTML).toBe('');
  });
});
