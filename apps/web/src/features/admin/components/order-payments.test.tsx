import { toast } from 'sonner';
import { PAYMENT_MESSAGES, type TOrderPaymentsResponse } from '@freshfold/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { adminKeys } from '../api/keys';
import { OrderPayments } from './order-payments';

/** The order's payments as `GET /api/admin/orders/{id}/payments` answers them. */
function answering(state: TOrderPaymentsResponse) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(state))));
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <OrderPayments orderId={state.orderId} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const paidOnline: Pick<TOrderPaymentsResponse, 'orderId' | 'paymentStatus' | 'payments'> = {
  orderId: 42,
  paymentStatus: 'paid',
  payments: [
    {
      id: 1,
      orderId: 42,
      amount: 1000,
      method: 'razorpay',
      reference: 'pay_1',
      reason: null,
      correction: false,
      createdAt: '2026-11-24T05:30:00.000Z',
      recordedBy: null,
    },
  ],
};

describe("an order's payments on the dashboard", () => {
  it('says what the customer is owed back, and offers to refund it', async () => {
    answering({
      ...paidOnline,
      totalAmount: 599.5,
      amountPaid: 1000,
      amountDue: 0,
      amountToRefund: 400.5,
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.owedBack('₹400.50'))).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Record').value).toBe('refund');
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('400.5');
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('offers the amount due as a payment, with no overpayment said, when the total is not covered', async () => {
    answering({
      ...paidOnline,
      totalAmount: 1200,
      amountPaid: 1000,
      amountDue: 200,
      amountToRefund: 0,
    });
    expect(await screen.findByRole('button', { name: 'Record payment' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('200');
    expect(screen.queryByText(/is owed/)).toBeNull();
  });

  it('follows the order when its total changes while it is open, keeping what staff typed', async () => {
    const state = {
      ...paidOnline,
      totalAmount: 1000,
      amountPaid: 1000,
      amountDue: 0,
      amountToRefund: 0,
    };
    const queryClient = answering(state);
    const reference = await screen.findByLabelText<HTMLInputElement>('Reference');
    fireEvent.change(reference, { target: { value: 'Counter slip 9' } });
    // Intake lowers the total; the order's payments are read again.
    act(() => {
      queryClient.setQueryData(adminKeys.orderPayments(0, state.orderId), {
        ...state,
        totalAmount: 800,
        amountToRefund: 200,
      });
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.owedBack('₹200'))).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Record').value).toBe('refund');
    expect(screen.getByText(PAYMENT_MESSAGES.refundHint)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('200');
    expect(screen.getByLabelText<HTMLInputElement>('Reference').value).toBe('Counter slip 9');
  });

  it('records a payment entered by mistake as a correction, with its reason, saying it will be due again', async () => {
    const state = { ...paidOnline, totalAmount: 1000, amountPaid: 1000, amountDue: 0 };
    answering({ ...state, amountToRefund: 0 });
    const sent: unknown[] = [];
    const kind = await screen.findByLabelText<HTMLSelectElement>('Record');
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string));
      return Promise.resolve(
        new Response(JSON.stringify({ ...state, payment: {} }), { status: 500 }),
      );
    });
    // Nothing is owed back: a refund now would be forgone whole, and the form says so.
    fireEvent.change(kind, { target: { value: 'refund' } });
    expect(screen.getByText(PAYMENT_MESSAGES.forgoneRefundHint)).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'correction' } });
    expect(screen.getByText(PAYMENT_MESSAGES.correctionHint)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Recorded twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record correction' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'cash',
      amount: -1000,
      reason: 'Recorded twice',
      correction: true,
    });
  });

  it('names each amount given back a refund or a correction in the list', async () => {
    const [online] = paidOnline.payments;
    if (!online) throw new Error('no payment to copy');
    answering({
      ...paidOnline,
      paymentStatus: 'part_paid',
      payments: [
        online,
        { ...online, id: 2, amount: -100, reason: 'Torn', method: 'cash' },
        {
          ...online,
          id: 3,
          amount: -300,
          reason: 'Wrong order',
          method: 'cash',
          correction: true,
        },
      ],
      totalAmount: 1000,
      amountPaid: 600,
      amountDue: 300,
      amountToRefund: 0,
    });
    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('−₹100RefundCash');
    expect(list.textContent).toContain('−₹300CorrectionCash');
  });

  it('clears the form once a refund is recorded and says so, so a second click cannot give the money back twice', async () => {
    const toastSuccess = vi.spyOn(toast, 'success');
    const state = { ...paidOnline, totalAmount: 1000, amountPaid: 1000, amountDue: 0 };
    answering({ ...state, amountToRefund: 0 });
    const kind = await screen.findByLabelText<HTMLSelectElement>('Record');
    const [online] = paidOnline.payments;
    if (!online) throw new Error('no payment to copy');
    const refunded = {
      ...state,
      amountPaid: 900,
      amountToRefund: 0,
      payments: [...state.payments, { ...online, id: 2, amount: -100, reason: 'Torn' }],
    };
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify(
            init?.method === 'POST' ? { ...refunded, payment: refunded.payments[1] } : refunded,
          ),
          { status: init?.method === 'POST' ? 201 : 200 },
        ),
      ),
    );
    fireEvent.change(kind, { target: { value: 'refund' } });
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Torn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await screen.findByText('−₹100');
    // Told, though the form that sent it has given way to a new one.
    expect(toastSuccess).toHaveBeenCalledWith(PAYMENT_MESSAGES.refundRecorded);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe(''),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Record').value).toBe('payment');
  });
});
