import {
  INTAKE_MESSAGES,
  INVOICE_MESSAGES,
  type TAdminOrder,
  type TOrderPaymentsResponse,
} from '@freshfold/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { twoShirtsOrder } from '@/testing/order-fixtures';
import { renderInApp } from '@/testing/render-in-app';
import { OrderDetailsDialog } from './order-details-dialog';

/** An order picked up and paid online in full, its two shirts not yet counted at intake. */
const pickedUp: TAdminOrder = {
  ...twoShirtsOrder({ status: 'pick_up_done', pickupDate: '2026-11-25', statusEvents: [] }),
  userName: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' },
};

const invoiced: TAdminOrder = { ...pickedUp, invoiceNumber: 'FF/2026-27/0007' };

const payments: TOrderPaymentsResponse = {
  orderId: 42,
  totalAmount: 160,
  paymentStatus: 'paid',
  amountPaid: 160,
  amountDue: 0,
  amountToRefund: 0,
  payments: [],
};

/**
 * The server: the order's payments, and its invoice issued (the order with its number); every
 * other call (slots, catalogue, messages, intake's quote) fails, at once and for good, so that
 * the lists an issued invoice makes stale are read again without waiting.
 */
function serve() {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
    if (url.endsWith('/admin/orders/42/payments')) return answer(payments);
    if (url.endsWith('/admin/orders/42/invoice') && init?.method === 'POST') {
      return answer(invoiced);
    }
    return Promise.resolve(new Response(JSON.stringify({ message: 'Not here' }), { status: 500 }));
  });
}

function renderDialog(order: TAdminOrder) {
  serve();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInApp(<OrderDetailsDialog order={order} onClose={vi.fn()} />, { queryClient });
}

describe("the dashboard's order details", () => {
  it('offers intake while an order picked up has no invoice', () => {
    renderDialog(pickedUp);
    expect(screen.getByRole('button', { name: INTAKE_MESSAGES.save })).toBeTruthy();
    expect(screen.queryByText(INTAKE_MESSAGES.invoicedAlready('FF/2026-27/0007'))).toBeNull();
  });

  it('shows the items, not intake, of an order picked up whose invoice was issued early, and says why', () => {
    renderDialog(invoiced);
    expect(screen.queryByRole('button', { name: INTAKE_MESSAGES.save })).toBeNull();
    expect(screen.getByText(INTAKE_MESSAGES.invoicedAlready('FF/2026-27/0007'))).toBeTruthy();
    expect(screen.getByText(/Shirt x 2/)).toBeTruthy();
  });

  it('closes intake once the invoice is issued from the dialog', async () => {
    renderDialog(pickedUp);
    fireEvent.click(await screen.findByRole('button', { name: INVOICE_MESSAGES.issue }));
    expect(
      await screen.findByText(INTAKE_MESSAGES.invoicedAlready('FF/2026-27/0007')),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: INTAKE_MESSAGES.save })).toBeNull();
    expect(screen.getByText(/Shirt x 2/)).toBeTruthy();
  });
});
