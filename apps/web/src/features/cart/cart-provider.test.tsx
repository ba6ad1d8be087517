import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { CartProvider, useCart, type CartLine } from './cart-provider';

const shirt: CartLine = {
  serviceId: 1,
  serviceName: 'Laundry',
  itemId: 7,
  itemName: 'Shirt',
  price: 80,
  quantity: 2,
};
const suit: CartLine = {
  serviceId: 2,
  serviceName: 'Dry Cleaning',
  itemId: 2,
  itemName: 'Suit 3 piece',
  price: 650,
  quantity: 1,
};

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;

describe('cart', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds lines, merges a repeated item and counts pieces', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(shirt));
    act(() => result.current.addItem(suit));
    act(() => result.current.addItem({ ...shirt, quantity: 1 }));
    expect(result.current.items.map((line) => [line.itemName, line.quantity])).toEqual([
      ['Shirt', 3],
      ['Suit 3 piece', 1],
    ]);
    expect(result.current.itemCount).toBe(4);
    expect(result.current.total).toBe(890);
  });

  it('applies a voucher percent, rounded to the paisa, and removes it', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem({ ...shirt, price: 33.33, quantity: 1 }));
    act(() =>
      result.current.applyVoucher({ code: 'WELCOME10', discount: 10, min_order_value: null }),
    );
    expect(result.current.discountAmount).toBe(3.33);
    expect(result.current.discountedTotal).toBe(30);
    act(() => result.current.removeVoucher());
    expect(result.current.discountedTotal).toBe(33.33);
  });

  it('removes a line whose quantity is set to zero or less', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(shirt));
    act(() => result.current.updateQuantity(shirt.itemId, 0));
    expect(result.current.items).toEqual([]);
  });

  it('survives a reload through localStorage, and clearing drops the voucher too', () => {
    const first = renderHook(() => useCart(), { wrapper });
    act(() => first.result.current.addItem(suit));
    act(() =>
      first.result.current.applyVoucher({ code: 'CLEAN20', discount: 20, min_order_value: 1000 }),
    );
    first.unmount();
    const second = renderHook(() => useCart(), { wrapper });
    expect(second.result.current.items).toHaveLength(1);
    expect(second.result.current.voucher?.code).toBe('CLEAN20');
    act(() => second.result.current.clearCart());
    expect(second.result.current.items).toEqual([]);
    expect(second.result.current.voucher).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '{}')).toEqual({
      items: [],
      voucher: null,
    });
  });

  it('ignores a stored cart it cannot read', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([]);
  });
});
