import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.js';

/** Whole numbers in words, the Indian way: said alone, and as rupees on an invoice. */
const WHOLE_NUMBERS: [number, string][] = [
  [0, 'Zero'],
  [1, 'One'],
  // Every number below a hundred.
  [7, 'Seven'],
  [13, 'Thirteen'],
  [20, 'Twenty'],
  [42, 'Forty Two'],
  [99, 'Ninety Nine'],
  [480, 'Four Hundred Eighty'],
  [1_150, 'One Thousand One Hundred Fifty'],
  // Lakhs and crores.
  [1_00_000, 'One Lakh'],
  [12_34_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
  [1_00_00_000, 'One Crore'],
  [10_00_00_000, 'Ten Crore'],
];

describe('amountInWords', () => {
  it.each(WHOLE_NUMBERS)('says ₹%i as Rupees %s Only', (rupees, words) => {
    expect(amountInWords(rupees * 100)).toBe(`Rupees ${words} Only`);
  });

  // The paise, when there are any.
  it.each([
    [48050, 'Rupees Four Hundred Eighty and Fifty Paise Only'],
    [99, 'Rupees Zero and Ninety Nine Paise Only'],
    [1001, 'Rupees Ten and One Paise Only'],
    [2_05_00_019_15, 'Rupees Two Crore Five Lakh Nineteen and Fifteen Paise Only'],
  ])('says %i paise as %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});

describe('numberInWords', () => {
  it.each(WHOLE_NUMBERS)('says %i as %s', (number, words) => {
    expect(numberInWords(number)).toBe(words);
  });

  it('says hundreds of crores with the crores in words', () => {
    expect(numberInWords(1_23_45_67_801)).toBe(
      'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred One',
    );
  });
});
