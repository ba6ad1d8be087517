import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it.each([
    // Rupees, the way an Indian invoice says them.
    [48000, 'Rupees Four Hundred Eighty Only'],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [1_150_00, 'Rupees One Thousand One Hundred Fifty Only'],
    // The paise, when there are any.
    [48050, 'Rupees Four Hundred Eighty and Fifty Paise Only'],
    [99, 'Rupees Zero and Ninety Nine Paise Only'],
    [1001, 'Rupees Ten and One Paise Only'],
    // Lakhs and crores.
    [1_00_000_00, 'Rupees One Lakh Only'],
    [12_34_567_00, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [10_00_00_000_00, 'Rupees Ten Crore Only'],
    [2_05_00_019_15, 'Rupees Two Crore Five Lakh Nineteen and Fifteen Paise Only'],
  ])('says %i paise as %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});

describe('numberInWords', () => {
  it.each([
    [7, 'Seven'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [42, 'Forty Two'],
    [99, 'Ninety Nine'],
  ])('says every number below a hundred: %i is %s', (number, words) => {
    expect(numberInWords(number)).toBe(words);
  });

  it('says hundreds of crores with the crores in words', () => {
    expect(numberInWords(1_23_45_67_801)).toBe(
      'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred One',
    );
  });
});
