import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryRoots } from '@/lib/query-keys';
import { useCloseDate } from './closure-writes';
import { useUpdateSlot } from './slot-writes';

/** A client holding what the cart fetched in the same tab: a day's slots and the closed dates. */
function cartInTheSameTab() {
  const queryClient = new QueryClient();
  const slots = [...queryRoots.pickupSlots, '2026-12-01'];
  const closed = [...queryRoots.pickupSlots, 'closed-dates'];
  queryClient.setQueryData(slots, [{ slotId: 1, available: true }]);
  queryClient.setQueryData(closed, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const stale = () => [slots, closed].map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { wrapper, stale };
}

function answering(body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body))));
}

describe("the dashboard's slot and closure writes", () => {
  it("make the cart's slots and closed dates stale, so it no longer offers a slot switched off", async () => {
    const cart = cartInTheSameTab();
    answering({
      id: 1,
      day: 'Tuesday',
      start_time: '06:00',
      end_time: '08:00',
      available: false,
      capacity: 10,
    });
    const { result } = renderHook(() => useUpdateSlot(), { wrapper: cart.wrapper });
    await act(() => result.current.mutateAsync({ id: 1, body: { available: false } }));
    expect(cart.stale()).toEqual([true, true]);
  });

  it('and so does closing a date', async () => {
    const cart = cartInTheSameTab();
    answering({
      date: '2026-12-01',
      reason: 'Diwali',
      createdAt: '2026-11-27T10:00:00.000Z',
      orders: [],
      deliveries: [],
    });
    const { result } = renderHook(() => useCloseDate(), { wrapper: cart.wrapper });
    await act(() => result.current.mutateAsync({ date: '2026-12-01', reason: 'Diwali' }));
    expect(cart.stale()).toEqual([true, true]);
  });
});
