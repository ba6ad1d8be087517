import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChargeLines, chargeLines } from './quote-charges';

describe('the charges besides the lines', () => {
  it.each([
    [{ deliveryFee: 0, pointsRedeemed: 0 }, []],
    [{ deliveryFee: 49, pointsRedeemed: 0 }, ['Delivery fee ₹49']],
    [{ deliveryFee: 0, pointsRedeemed: 120 }, ['Loyalty points (120) −₹120']],
    [{ deliveryFee: 49, pointsRedeemed: 120 }, ['Delivery fee ₹49', 'Loyalty points (120) −₹120']],
  ])('shows %o as %o', (priced, shown) => {
    expect(chargeLines(priced).map((line) => `${line.label} ${line.amount}`)).toEqual(shown);
  });

  it('lists them as name-value pairs, the points as a credit', () => {
    const { container } = render(
      <dl>
        <ChargeLines priced={{ deliveryFee: 49, pointsRedeemed: 120 }} />
      </dl>,
    );
    const pairs = [...container.querySelectorAll('dl > div')];
    expect(pairs.map((pair) => pair.textContent)).toEqual([
      'Delivery fee₹49',
      'Loyalty points (120)−₹120',
    ]);
    expect(pairs[1]?.className).toContain('text-emerald-800');
  });
});
