import { ADMIN_MESSAGES, type TAdminOrder } from '@freshfold/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { OrdersTab } from './orders-tab';

/** The orders list the tab reads: a page of orders, or a failure to load it. */
interface OrdersList {
  data?: { orders: TAdminOrder[]; total: number };
  isError: boolean;
}
const list = vi.hoisted(() => {
  const current: OrdersList = { isError: false };
  return { current };
});
vi.mock('../api/lists', () => ({ useAdminOrders: () => list.current }));

/** Just what a row of the list shows. */
const order = (id: number) =>
  ({
    id,
    userId: id,
    userName: `Customer ${id}`,
    email: `customer${id}@example.com`,
    notes: null,
    orderDate: '2026-11-24T05:30:00.000Z',
    status: 'pending',
    totalAmount: 500,
  }) as TAdminOrder;

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <OrdersTab />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const statusOf = (id: number) =>
  screen.getByLabelText<HTMLSelectElement>(`Status of order #${id}`).value;

describe("the dashboard's orders tab", () => {
  beforeEach(() => {
    list.current = { data: { orders: [order(1), order(2)], total: 2 }, isError: false };
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('settles each row whose status was changed, though a second change was sent before the first was answered', async () => {
    // Each status change waits until the test answers it: both are sent before either is answered.
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => answers.push(resolve)));
    const errors = vi.spyOn(toast, 'error');
    renderTab();

    fireEvent.change(screen.getByLabelText('Status of order #1'), {
      target: { value: 'processing' },
    });
    fireEvent.change(screen.getByLabelText('Status of order #2'), { target: { value: 'ready' } });
    expect([statusOf(1), statusOf(2)]).toEqual(['processing', 'ready']);
    await waitFor(() => expect(answers).toHaveLength(2));

    const refused = () =>
      new Response(JSON.stringify({ message: 'Order not found.' }), { status: 500 });
    await act(async () => {
      answers[0]?.(refused());
      answers[1]?.(refused());
      await Promise.resolve();
    });

    // Both rows are back at what the server holds, and each failure was told.
    await waitFor(() => expect([statusOf(1), statusOf(2)]).toEqual(['pending', 'pending']));
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledWith(ADMIN_MESSAGES.errorTitle, {
      description: ADMIN_MESSAGES.updateStatusFailed,
    });
  });

  it('says the list failed to load rather than showing nothing', () => {
    list.current = { isError: true };
    renderTab();
    expect(screen.getByText(ADMIN_MESSAGES.loadFailed)).toBeTruthy();
  });
});
