import type { TBoardOrder, TBoardResponse } from '@freshfold/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { Board } from './board';

const DATE = '2026-12-02';

/** A pickup of `DATE` as the board answers it, pending and unpaid unless given. */
const pickup = (id: number, userName: string, money: Partial<TBoardOrder>): TBoardOrder => {
  const [firstName = '', lastName = ''] = userName.split(' ');
  return {
    id,
    userId: id,
    status: 'pending',
    itemCount: 3,
    totalAmount: 810,
    paymentStatus: 'unpaid',
    amountPaid: 0,
    amountDue: 810,
    notes: null,
    userName,
    firstName,
    lastName,
    phone: '9876501234',
    address: { street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' },
    location: { lat: 12.97, lng: 77.64 },
    ...money,
  };
};

/** The board page of `DATE`, its server answering `board`. */
function renderBoard(board: TBoardResponse) {
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      url.includes('/admin/board')
        ? new Response(JSON.stringify(board))
        : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
    ),
  );
  renderInApp(<Board />, { path: `/admin/board?date=${DATE}` });
}

/** The card of the customer's order. */
const cardOf = async (userName: string) => {
  const card = (await screen.findByText(userName)).closest('li');
  if (!card) throw new Error(`No card for ${userName}`);
  return card;
};

describe("the day's board", () => {
  it('tells the driver what to collect: nothing once paid, the balance of a part payment', async () => {
    renderBoard({
      date: DATE,
      slots: [
        {
          slotId: 1,
          slotTime: '6:00 AM - 8:00 AM',
          pickups: [
            // Paid online in full before the pickup.
            pickup(1, 'Asha Rao', { paymentStatus: 'paid', amountPaid: 810, amountDue: 0 }),
            // ₹400 paid, ₹410 to collect.
            pickup(2, 'Bala Krishnan', {
              paymentStatus: 'part_paid',
              amountPaid: 400,
              amountDue: 410,
            }),
            pickup(3, 'Chitra Nair', { totalAmount: 250.5, amountDue: 250.5 }),
          ],
          deliveries: [],
        },
      ],
    });

    const paid = await cardOf('Asha Rao');
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(paid.textContent).not.toContain('₹810');
    const partPaid = await cardOf('Bala Krishnan');
    expect(within(partPaid).getByText('Collect ₹410 (balance of ₹810)')).toBeTruthy();
    expect(within(partPaid).queryByText('Paid')).toBeNull();
    const unpaid = await cardOf('Chitra Nair');
    expect(within(unpaid).getByText('Collect ₹250.50')).toBeTruthy();
    expect(within(unpaid).queryByText(/balance/)).toBeNull();
  });
});
