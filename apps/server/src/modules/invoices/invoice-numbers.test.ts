import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf } from './invoice-numbers.js';

describe('financialYearOf', () => {
  it('runs from 1 April to 31 March in India', () => {
    // 31 March 2027, 23:59:59 in India is 18:29:59 UTC; a second later it is 1 April there.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T12:00:00Z'))).toBe('2099-00');
  });
});

describe('documentNumber', () => {
  it('writes the series, the year and four digits at least, in 16 characters at most', () => {
    expect(documentNumber('FF', '2026-27', 1)).toBe('FF/2026-27/0001');
    expect(documentNumber('ABC', '2026-27', 9999)).toBe('ABC/2026-27/9999');
    expect(documentNumber('FF', '2026-27', 12345)).toBe('FF/2026-27/12345');
    expect(() => documentNumber('ABC', '2026-27', 10000)).toThrow(
      'No document number is left in the ABC/2026-27 series (9999 issued; GST allows 16 characters).',
    );
  });
});
