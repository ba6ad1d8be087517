import { MAX_LINE_QUANTITY, ZCreateOrderLine } from '@freshfold/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartProvider, useCart, type CartLine } from './cart';
import { shirt, suit } from './cart.fixtures';
import { STORAGE_KEYS } from './storage';

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
  });

  it('keeps an applied voucher until it is removed (the server prices it)', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(shirt));
    act(() =>
      result.current.applyVoucher({ code: 'WELCOME10', discount: 10, min_order_value: 500 }),
    );
    expect(result.current.voucher?.code).toBe('WELCOME10');
    act(() => result.current.removeVoucher());
    expect(result.current.voucher).toBeNull();
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

  it('never holds more of an item than an order may: adding, typing and the + button stop at 100', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem({ ...shirt, quantity: 60 }));
    act(() => result.current.addItem({ ...shirt, quantity: 60 }));
    expect(result.current.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    act(() => result.current.updateQuantity(shirt.itemId, 999));
    expect(result.current.items[0]?.quantity).toBe(100);
    act(() => result.current.updateQuantity(shirt.itemId, 101));
    expect(result.current.items[0]?.quantity).toBe(100);
    act(() => result.current.updateQuantity(shirt.itemId, 100));
    expect(result.current.items[0]?.quantity).toBe(100);
    expect(() =>
      ZCreateOrderLine.parse({ itemId: shirt.itemId, quantity: result.current.items[0]?.quantity }),
    ).not.toThrow();
  });

  it('lowers a cart saved with 999 of an item to 100 and says which line it lowered', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        items: [
          { ...shirt, quantity: 999 },
          { ...suit, quantity: 3 },
        ],
        voucher: null,
      }),
    );
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items.map((line) => [line.itemName, line.quantity])).toEqual([
      ['Shirt', 100],
      ['Suit 3 piece', 3],
    ]);
    expect(result.current.itemCount).toBe(103);
    expect(result.current.loweredItems.map((line) => line.itemName)).toEqual(['Shirt']);
    for (const line of result.current.items) {
      expect(() => ZCreateOrderLine.parse(line)).not.toThrow();
    }
    // Once the customer sets the quantity themselves the notice has done its job.
    act(() => result.current.updateQuantity(shirt.itemId, 40));
    expect(result.current.loweredItems).toEqual([]);
  });

  it('ignores a stored cart it cannot read', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([]);
  });

  // Two tabs share localStorage; the browser tells each of the other's writes (`storage`).
  it('follows a change made in another tab, so a Logout there leaves nothing here to write back', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(shirt));
    act(() => {
      // The other tab logs out, which empties the stored cart.
      window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ items: [], voucher: null }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    });
    expect(result.current.items).toEqual([]);
    act(() => result.current.addItem(suit));
    expect(
      (
        JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '{}') as { items: CartLine[] }
      ).items.map((line) => line.itemName),
    ).toEqual(['Suit 3 piece']);
  });

  it('does not read the cart again when another tab writes some other key', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(shirt));
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.cart, '{not json');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.promoSeen }));
    });
    expect(result.current.items.map((line) => line.itemName)).toEqual(['Shirt']);
  });

  // The built-in catalogue, shown when the services call fails, numbers its items below zero.
  it("never holds a line of an item that is not the shop's: a saved one is dropped, a new one refused", () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        items: [{ ...shirt, itemId: -7 }, { ...shirt, itemId: 0 }, { ...shirt, itemId: 1.5 }, suit],
        voucher: null,
      }),
    );
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items.map((line) => line.itemId)).toEqual([suit.itemId]);
    act(() => result.current.addItem({ ...shirt, serviceId: -2, itemId: -7 }));
    act(() => result.current.addItem({ ...shirt, itemId: Number.NaN }));
    expect(result.current.items.map((line) => line.itemId)).toEqual([suit.itemId]);
    expect(result.current.items.every((line) => ZCreateOrderLine.safeParse(line).success)).toBe(
      true,
    );
  });
});
