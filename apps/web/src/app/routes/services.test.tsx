import { SERVICES_FETCH_MESSAGES } from '@freshfold/shared';

import { screen } from '@testing-library/react';

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '@/features/catalogue/api/fetch-services';
import { renderInApp } from '@/testing/render-in-app';
import { ServicesPage } from './services';

function renderPage() {
  renderInApp(<ServicesPage />, { path: '/services' });
}

describe('services page', () => {
  beforeEach(() => {
    seedCatalogue(null);
    // Every call fails: the services (so the built-in catalogue shows) and the shop's charges.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  });

  it('links each live service and item to the Order page', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify([
            {
              id: 1,
              name: 'Laundry',
              description: 'Everyday washing',
              items: [{ id: 7, name: 'Shirt', description: 'Ironed', price: 80, service_id: 1 }],
            },
          ]),
        ),
      ),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Order Laundry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order Shirt (Laundry)' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the built-in prices under the notice, with no link to order them', async () => {
    renderPage();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(SERVICES_FETCH_MESSAGES.servicesUnavailable);
    expect(screen.getByRole('button', { name: SERVICES_FETCH_MESSAGES.retry })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Wedding Dress/ }).textContent).toContain('₹1,200');
    // The Order page would not offer these items, and the server would refuse them.
    expect(screen.queryAllByRole('link', { name: /^Order\b/ })).toEqual([]);
    expect(screen.queryAllByRole('columnheader', { name: 'Order' })).toEqual([]);
  });
});
