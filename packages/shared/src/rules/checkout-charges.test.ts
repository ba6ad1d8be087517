import { describe, expect, it } from 'vitest';
import {
  chargedTotalPaise,
  maxPointsFor,
  minimumOrderShortfallPaise,
  redeemablePoints,
} from './checkout-charges.js';

describe('checkout charges', () => {
  it('lets points pay up to half the total after discount, in whole points', () => {
    expect(maxPointsFor(100_000)).toBe(500);
    expect(maxPointsFor(99_999)).toBe(499);
    expect(maxPointsFor(199)).toBe(0);
    expect(maxPointsFor(200)).toBe(1);
    expect(maxPointsFor(0)).toBe(0);
  });

  it('never more points than the balance', () => {
    expect(redeemablePoints(100_000, 120)).toBe(120);
    expect(redeemablePoints(100_000, 900)).toBe(500);
    expect(redeemablePoints(100_000, 0)).toBe(0);
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

  it('says how far the items subtotal is below the minimum', () => {
    expect(minimumOrderShortfallPaise(10_000, 20_000)).toBe(10_000);
    expect(minimumOrderShortfallPaise(20_000, 20_000)).toBe(0);
    expect(minimumOrderShortfallPaise(5_000, 0)).toBe(0);
  });
});
