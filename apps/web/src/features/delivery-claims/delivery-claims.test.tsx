import { BRAND, type TShopChargesResponse } from '@freshfold/shared';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BRAND_DESCRIPTION_CLAIM,
  forgetShopCharges,
  minimumOrderNote,
  pickDeliveryClaim,
  useDeliveryClaim,
  type DeliveryClaim,
} from '.';

const HERO: DeliveryClaim = {
  free: 'Free pickup and delivery across Bengaluru',
  charged: () => 'Doorstep pickup and delivery across Bengaluru',
};
const BENEFIT: DeliveryClaim = {
  free: 'We collect and return your clothes at no extra cost.',
  charged: (fee) => `Delivery ${fee} per order.`,
};

describe('pickDeliveryClaim', () => {
  it("says the spec's words while the charges are unknown and when the shop charges no fee", () => {
    expect(pickDeliveryClaim(undefined, HERO)).toBe('Free pickup and delivery across Bengaluru');
    expect(pickDeliveryClaim({ deliveryFee: 0, minimumOrder: 0 }, BENEFIT)).toBe(BENEFIT.free);
    // A minimum order alone does not make delivery paid.
    expect(pickDeliveryClaim({ deliveryFee: 0, minimumOrder: 300 }, HERO)).toBe(HERO.free);
    expect(pickDeliveryClaim(undefined, BRAND_DESCRIPTION_CLAIM)).toBe(BRAND.description);
  });

  it('states the fee, and no longer claims free delivery, once the shop charges one', () => {
    const charged = { deliveryFee: 40, minimumOrder: 0 };
    expect(pickDeliveryClaim(charged, HERO)).toBe('Doorstep pickup and delivery across Bengaluru');
    expect(pickDeliveryClaim(charged, BENEFIT)).toBe('Delivery ₹40 per order.');
    expect(pickDeliveryClaim({ deliveryFee: 49.5, minimumOrder: 0 }, BENEFIT)).toBe(
      'Delivery ₹49.50 per order.',
    );
    const brand = pickDeliveryClaim(charged, BRAND_DESCRIPTION_CLAIM);
    expect(brand).toContain('₹40 per order');
    expect(brand.toLowerCase()).not.toContain('free');
  });
});

describe('minimumOrderNote', () => {
  it('says the minimum order only when the shop sets one', () => {
    expect(minimumOrderNote(undefined)).toBeNull();
    expect(minimumOrderNote({ deliveryFee: 40, minimumOrder: 0 })).toBeNull();
    expect(minimumOrderNote({ deliveryFee: 0, minimumOrder: 300 })).toBe('Minimum order ₹300.');
  });
});

describe('useDeliveryClaim', () => {
  let answer: TShopChargesResponse;
  let calls: number;

  beforeEach(() => {
    forgetShopCharges();
    calls = 0;
    answer = { deliveryFee: 40, minimumOrder: 0 };
    vi.stubGlobal('fetch', (url: string) => {
      calls += 1;
      expect(url).toBe('/api/shop/charges');
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    });
  });

  function Hero() {
    return <p>{useDeliveryClaim(HERO)}</p>;
  }

  it('renders the default claim first, then the one the shop charges allow', async () => {
    render(<Hero />);
    expect(screen.getByText(HERO.free)).toBeTruthy();
    expect(await screen.findByText('Doorstep pickup and delivery across Bengaluru')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('hydrates prerendered HTML without a mismatch, even with the charges already known', async () => {
    // A first page fetched the charges: the next hydration must still start from the default.
    render(<Hero />);
    await screen.findByText('Doorstep pickup and delivery across Bengaluru');
    cleanup();

    const html = renderToString(<Hero />);
    expect(html).toContain(HERO.free);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args);
    });
    const root = await act(async () =>
      hydrateRoot(container, <Hero />, { onRecoverableError: (error) => errors.push(error) }),
    );
    await waitFor(() =>
      expect(container.textContent).toBe('Doorstep pickup and delivery across Bengaluru'),
    );
    expect(errors).toEqual([]);
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('asks again at once when an admin saved new charges, and shows the new wording', async () => {
    render(<Hero />);
    await screen.findByText('Doorstep pickup and delivery across Bengaluru');
    answer = { deliveryFee: 0, minimumOrder: 0 };
    act(() => forgetShopCharges());
    expect(await screen.findByText(HERO.free)).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('keeps the default claim when the charges cannot be read', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 200 })));
    render(<Hero />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText(HERO.free)).toBeTruthy();
  });
});
