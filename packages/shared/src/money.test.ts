import { describe, expect, it } from 'vitest';
import { formatRupees, hasWholePaise, paiseToRupees, rupeesToPaise } from './money.js';
import { discountPaise, totalsFor } from './rules/discount.js';

describe('money', () => {
  it('converts rupees and paise without float drift', () => {
    expect(rupeesToPaise(120)).toBe(12000);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(99.99)).toBe(9999);
    expect(paiseToRupees(12050)).toBe(120.5);
  });

  it('knows whole paise', () => {
    expect(hasWholePaise(99.99)).toBe(true);
    expect(hasWholePaise(99.999)).toBe(false);
  });

  it('formats Indian rupees with Indian grouping', () => {
    expect(formatRupees(120)).toBe('₹120');
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(99.5)).toBe('₹99.50');
  });
});

describe('discount rule', () => {
  it('takes the percent off and rounds to the paisa', () => {
    expect(discountPaise(100000, 10)).toBe(10000);
    expect(discountPaise(33333, 10)).toBe(3333);
    expect(discountPaise(12345, 0)).toBe(0);
    expect(totalsFor(120000, 20)).toEqual({
      subtotalPaise: 120000,
      discountPercent: 20,
      discountPaise: 24000,
      totalPaise: 96000,
    });
  });

  it('never discounts below zero', () => {
    expect(totalsFor(5000, 100).totalPaise).toBe(0);
    expect(totalsFor(5000, 150).totalPaise).toBe(0);
  });
});
