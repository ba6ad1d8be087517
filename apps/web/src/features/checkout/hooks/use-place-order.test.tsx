import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '@/lib/cart';
import { shirt, suit } from '@/lib/cart.fixtures';
import { appProviders } from '@/testing/render-in-app';
import { usePlaceOrder } from './use-place-order';

interface SentOrder {
  key: string | null;
  body: unknown;
}

/** Every order the page sends; the connection drops before any answer comes back. */
function lostConnection(): SentOrder[] {
  const sent: SentOrder[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push({
      key: new Headers(init.headers).get('idempotency-key'),
      body: JSON.parse(init.body as string),
    });
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  return sent;
}

/** A phone's GPS: each fix a little different from the one before. */
function movingGps() {
  let fixes = 0;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback) => {
        fixes += 1;
        found({ coords: { latitude: 12.9716 + fixes / 1e6, longitude: 77.5946 } } as never);
      },
    },
  });
}

const pickup = {
  pickupDate: '2026-12-01',
  pickupSlot: 3,
  quote: undefined,
  notes: '',
  onSlotTaken: () => undefined,
};

describe('Place Order', () => {
  beforeEach(() => {
    window.localStorage.clear();
    movingGps();
  });

  it('sends a retry of the same order exactly as the first try, so the server answers it as the same order', async () => {
    const sent = lostConnection();
    const { result } = renderHook(() => ({ cart: useCart(), place: usePlaceOrder() }), {
      wrapper: appProviders({ path: '/checkout' }),
    });
    act(() => result.current.cart.addItem(shirt));
    await act(() => result.current.place.placeOrder(pickup));
    await waitFor(() => expect(result.current.place.isPending).toBe(false));
    await act(() => result.current.place.placeOrder(pickup));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(sent[0]);

    // A changed cart is another order: a new key, and the location read again.
    act(() => result.current.cart.addItem(suit));
    await waitFor(() => expect(result.current.place.isPending).toBe(false));
    await act(() => result.current.place.placeOrder(pickup));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
    expect(sent[2]?.body).not.toMatchObject({
      geoLocation: (sent[0]?.body as { geoLocation: unknown }).geoLocation,
    });
  });
});
