import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clamp-quantity';

describe('order page quantity', () => {
  it('is at least 0, and anything that is not a number counts as 0', () => {
    expect(clampQuantity('3')).toBe(3);
    expect(clampQuantity('-2')).toBe(0);
    expect(clampQuantity('')).toBe(0);
    expect(clampQuantity('abc')).toBe(0);
    expect(clampQuantity('1000')).toBe(100);
  });
});
