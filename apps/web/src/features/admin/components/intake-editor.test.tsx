import { INTAKE_MESSAGES, type TAdminOrder, type TIntakeItemsRequest } from '@freshfold/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntakeEditor } from './intake-editor';

/** What the editor asked of the server: the bodies it quoted and the ones it saved. */
const server = vi.hoisted(() => ({
  quoted: [] as TIntakeItemsRequest[],
  saved: [] as { id: number; body: TIntakeItemsRequest }[],
}));
vi.mock('../api/intake', () => ({
  useIntakeQuote: (_orderId: number, body: TIntakeItemsRequest) => {
    server.quoted.push(body);
    return { data: undefined };
  },
  useReplaceOrderItems: () => ({
    isPending: false,
    mutate: (input: { id: number; body: TIntakeItemsRequest }) => server.saved.push(input),
  }),
  fetchLabelSheet: vi.fn(),
}));
vi.mock('../api/lists', () => ({ useAdminServices: () => ({ data: [] }) }));

/** An order of a suit and two pants, whose item the shop deleted since (`itemId` null). */
const order = {
  id: 42,
  status: 'pick_up_done',
  totalAmount: 650,
  items: [
    {
      id: 11,
      itemId: 5,
      serviceName: 'Dry Cleaning',
      name: 'Suit 2 piece',
      description: '',
      price: 450,
      quantity: 1,
      lineTotal: 450,
      tags: ['FF-0042-01'],
    },
    {
      id: 12,
      itemId: null,
      serviceName: 'Laundry',
      name: 'Pant',
      description: '',
      price: 100,
      quantity: 2,
      lineTotal: 200,
      tags: ['FF-0042-02', 'FF-0042-03'],
    },
  ],
} as TAdminOrder;

describe("the dashboard's intake editor", () => {
  afterEach(() => {
    server.quoted.length = 0;
    server.saved.length = 0;
  });

  it('keeps a line whose item left the catalogue, with its tags, and sends it by its order line', () => {
    render(<IntakeEditor order={order} onSaved={vi.fn()} />);
    expect(screen.getByText('Pant')).toBeTruthy();
    expect(screen.getByText(INTAKE_MESSAGES.notInCatalogue)).toBeTruthy();
    expect(screen.getByText('FF-0042-03')).toBeTruthy();
    expect(server.quoted.at(-1)).toEqual({
      items: [
        { itemId: 5, quantity: 1 },
        { orderItemId: 12, quantity: 2 },
      ],
    });

    fireEvent.change(screen.getByLabelText(INTAKE_MESSAGES.quantityOf('Pant')), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: INTAKE_MESSAGES.save }));
    expect(server.saved).toEqual([
      {
        id: 42,
        body: {
          items: [
            { itemId: 5, quantity: 1 },
            { orderItemId: 12, quantity: 3 },
          ],
        },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: INTAKE_MESSAGES.removeLine('Pant') }));
    expect(screen.queryByText('Pant')).toBeNull();
    expect(server.quoted.at(-1)).toEqual({ items: [{ itemId: 5, quantity: 1 }] });
  });
});
