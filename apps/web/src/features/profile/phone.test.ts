import { describe, expect, it } from 'vitest';
import { displayIndianPhone } from './phone';

describe('displayIndianPhone', () => {
  it('writes ten digits with +91 in two groups of five', () => {
    expect(displayIndianPhone('9876543210')).toBe('+91 98765 43210');
  });

  it('leaves anything that is not ten digits as it is', () => {
    expect(displayIndianPhone(' 12345 ')).toBe('12345');
  });
});
