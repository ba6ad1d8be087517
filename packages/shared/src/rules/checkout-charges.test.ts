import { describe, expect, it } from 'vitest';
import {
  chargedTotalPaise,
  maxPointsFor,
  minimumOrderShortfallPaise,
  redeemablePoints,
} from './checkout-charges.js';

describe('checkout charges', () => {
  it.each([
    [100_000, 500],
    [99_999, 499],
    [199, 0],
    [200, 1],
    [0, 0],
  ])(
    'lets points pay up to half of a total of %i paise after discount, in whole points: %i',
    (afterDiscountPaise, points) => {
      expect(maxPointsFor(afterDiscountPaise)).toBe(points);
    },
  );

  it.each([
    [120, 120],
    [900, 500],
    [0, 0],
  ])('never more points than the balance: of %i, redeems %i on ₹1,000', (balance, points) => {
    expect(redeemablePoints(100_000, balance)).toBe(points);
  });

  it('charges the total after discount, plus the fee, less the points', () => {
    expect(
      chargedTotalPaise({
        afterDiscountPaise: 76_000,
        deliveryFeePaise: 4_000,
        pointsRedeemedPaise: 2_000,
      }),
    ).toBe(78_000);
    expect(
      chargedTotalPaise({ afterDiscountPaise: 100, deliveryFeePaise: 0, pointsRedeemedPaise: 0 }),
    ).toBe(100);
  });

  it.each([
    [10_000, 20_000, 10_000],
    [20_000, 20_000, 0],
    [5_000, 0, 0],
  ])(
    'says how far an items subtotal of %i paise is below a minimum of %i: %i',
    (subtotalPaise, minimumPaise, shortfallPaise) => {
      expect(minimumOrderShortfallPaise(subtotalPaise, minimumPaise)).toBe(shortfallPaise);
    },
  );
});
