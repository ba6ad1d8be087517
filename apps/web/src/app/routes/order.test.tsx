import { SERVICES_FETCH_MESSAGES, type TService } from '@freshfold/shared';

import { fireEvent, screen, waitFor } from '@testing-library/react';

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '@/features/catalogue/api/fetch-services';

import { STORAGE_KEYS } from '@/lib/storage';
import { renderInApp } from '@/testing/render-in-app';
import { OrderPage } from './order';

/** The shop's live catalogue, as `GET /api/services/getAllService` answers it. */
const LIVE: TService[] = [
  {
    id: 1,
    name: 'Laundry',
    description: 'Everyday washing',
    items: [{ id: 7, name: 'Shirt', description: 'Washed and ironed', price: 80, service_id: 1 }],
  },
];

/** The services call: down (the page falls back to the built-in catalogue) or answering. */
function servicesCall(state: { up: boolean }) {
  vi.stubGlobal('fetch', () =>
    state.up
      ? Promise.resolve(new Response(JSON.stringify(LIVE)))
      : Promise.reject(new TypeError('Failed to fetch')),
  );
}

function renderPage() {
  renderInApp(<OrderPage />, { path: '/order' });
}

const storedCart = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '{"items":[]}') as {
    items: { itemId: number }[];
  };

describe('order page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    seedCatalogue(null);
  });

  it('offers none of the built-in catalogue when the services call fails, and Try again loads the live one', async () => {
    const call = { up: false };
    servicesCall(call);
    renderPage();

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(SERVICES_FETCH_MESSAGES.servicesUnavailable);
    // No quantity to fill in for an item the server would refuse, and nothing to add.
    expect(screen.queryAllByLabelText(/^Quantity of/)).toEqual([]);
    const addToCart = screen.getByRole('button', { name: 'Add to Cart' });
    expect(addToCart).toHaveProperty('disabled', true);
    fireEvent.click(addToCart);
    expect(storedCart().items).toEqual([]);

    call.up = true;
    fireEvent.click(screen.getByRole('button', { name: SERVICES_FETCH_MESSAGES.retry }));
    const shirt = await screen.findByLabelText('Quantity of Shirt');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(shirt, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(storedCart().items.map((line) => line.itemId)).toEqual([7]));
  });
});
