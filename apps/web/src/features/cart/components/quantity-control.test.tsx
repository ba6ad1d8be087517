import { CART_PAGE_MESSAGES } from '@freshfold/shared';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartProvider, useCart } from '@/lib/cart';
import { shirt } from '@/lib/cart.fixtures';
import { STORAGE_KEYS } from '@/lib/storage';
import { LoweredQuantitiesNotice } from './lowered-quantities-notice';
import { QuantityControl } from './quantity-control';

/** The cart's quantity controls, one per line, as the cart page shows them. */
function CartLines() {
  return useCart().items.map((line) => <QuantityControl key={line.itemId} line={line} />);
}

describe('cart page', () => {
  beforeEach(() => window.localStorage.clear());

  it('the cart page shows a saved 999 as 100, tells the customer, and stops the + button there', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ items: [{ ...shirt, quantity: 999 }], voucher: null }),
    );
    render(
      <CartProvider>
        <LoweredQuantitiesNotice />
        <CartLines />
      </CartProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      CART_PAGE_MESSAGES.quantitiesLowered(['Shirt'], 100),
    );
    const input = screen.getByLabelText('Quantity of Shirt');
    expect(input).toHaveProperty('value', '100');
    expect(input).toHaveProperty('max', '100');
    expect(screen.getByRole('button', { name: 'Increase quantity of Shirt' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
