import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from '@/lib/cart';
import { shirt } from '@/lib/cart.fixtures';
import { SessionProvider, useSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { useLogout } from './logout';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionProvider>
    <CartProvider>{children}</CartProvider>
  </SessionProvider>
);

describe('Logout', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
  });

  // Signed in or not (a session may have ended), Logout leaves nothing of the account behind.
  it("forgets the account's cart, voucher and noted friends, so the next person at the device sees none", async () => {
    const { result } = renderHook(
      () => ({ cart: useCart(), session: useSession(), logout: useLogout() }),
      { wrapper },
    );
    act(() => {
      result.current.cart.addItem(shirt);
      result.current.cart.applyVoucher({ code: 'WELCOME20', discount: 20, min_order_value: 500 });
    });
    // A friend noted on /refer.
    window.localStorage.setItem(
      STORAGE_KEYS.referrals,
      JSON.stringify([
        {
          id: 'ravi',
          name: 'Ravi Menon',
          email: 'ravi.menon@example.in',
          status: 'invited',
          invitedAt: '2026-11-27T10:00:00.000Z',
        },
      ]),
    );
    await act(() => result.current.logout.mutate());
    // Signing out forgets the fetched data through a dynamic import: let it finish in the test.
    await vi.dynamicImportSettled();
    expect(result.current.cart.items).toEqual([]);
    expect(result.current.cart.voucher).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.referrals)).toBeNull();
  });
});
