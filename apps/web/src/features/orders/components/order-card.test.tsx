import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { twoShirtsOrder } from '@/testing/order-fixtures';
import { OrderCard } from './order-card';

const order = twoShirtsOrder();

describe('cancelling an order', () => {
  it('asks first: "Keep order" changes nothing, "Cancel order" in the dialog cancels once', () => {
    const onCancel = vi.fn();
    render(<OrderCard order={order} defaultOpen onCancel={onCancel} />);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order 42' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #42?' });
    expect(dialog.textContent).toContain(
      'Your pickup on Tuesday, 1 December 2026, 6:00 AM - 8:00 AM, will be cancelled.',
    );
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order 42' }));
    const confirm = screen
      .getAllByRole('button', { name: 'Cancel order' })
      .find((button) => screen.getByRole('dialog').contains(button));
    if (!confirm) throw new Error('the dialog has no Cancel order button');
    fireEvent.click(confirm);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledWith(order);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no cancelling once the order is picked up', () => {
    render(
      <OrderCard order={{ ...order, status: 'pick_up_done' }} defaultOpen onCancel={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order 42' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reschedule pickup/ })).toBeNull();
  });
});

describe('an order’s details', () => {
  it('shows the special instructions, the delivery once set, and planned steps apart from done ones', () => {
    render(
      <OrderCard
        order={{
          ...order,
          notes: 'Gate code 4711.\nCall before coming.',
          deliveryDate: '2026-12-04',
          deliverySlotId: 4,
          deliverySlot: { slotId: 4, startTime: '19:00', slotTime: '7:00 PM - 9:00 PM' },
        }}
        defaultOpen
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Special instructions')).toBeTruthy();
    expect(screen.getByText(/Gate code 4711\./).textContent).toBe(
      'Gate code 4711.\nCall before coming.',
    );
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/^Done Pending 24 Nov, 11:00/i),
      'Planned Pickup planned Tuesday, 1 December 2026, 6:00 AM - 8:00 AM',
      'Planned Delivery planned Friday, 4 December 2026, 7:00 PM - 9:00 PM',
    ]);
    expect(screen.getByRole('button', { name: 'Reschedule pickup of order 42' })).toBeTruthy();
  });

  it('says the delivery is still to be scheduled, and shows no notes when there are none', () => {
    render(<OrderCard order={order} defaultOpen />);
    expect(screen.getAllByText('To be scheduled by the shop')).toHaveLength(2);
    expect(screen.queryByText('Special instructions')).toBeNull();
  });
});

describe('the order’s invoice', () => {
  it('offers no download before the order has an invoice', () => {
    render(<OrderCard order={order} defaultOpen />);
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('opens the invoice PDF, fetched with the session token, in a new tab', async () => {
    window.localStorage.setItem('token', 'the-token');
    const tab = { location: { href: '' }, close: vi.fn() };
    const fetched = vi.fn(() =>
      Promise.resolve(new Response(new Blob(['%PDF-'], { type: 'application/pdf' }))),
    );
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    render(
      <OrderCard
        order={{ ...order, status: 'completed', invoiceNumber: 'FF/2026-27/0007' }}
        defaultOpen
      />,
    );
    expect(screen.getByText('FF/2026-27/0007')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(fetched).toHaveBeenCalledWith('/api/orders/42/invoice.pdf', {
      headers: { authorization: 'Bearer the-token' },
    });
  });
});
