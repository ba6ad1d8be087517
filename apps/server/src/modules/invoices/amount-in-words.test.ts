import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it('says rupees the way an Indian invoice does', () => {
    expect(amountInWords(48000)).toBe('Rupees Four Hundred Eighty Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1_150_00)).toBe('Rupees One Thousand One Hundred Fifty Only');
  });

  it('adds the paise when there are any', () => {
    expect(amountInWords(48050)).toBe('Rupees Four Hundred Eighty and Fifty Paise Only');
    expect(amountInWords(99)).toBe('Rupees Zero and Ninety Nine Paise Only');
    expect(amountInWords(1001)).toBe('Rupees Ten and One Paise Only');
  });

  it('counts in lakhs and crores', () => {
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(12_34_567_00)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only',
    );
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(10_00_00_000_00)).toBe('Rupees Ten Crore Only');
    expect(amountInWords(2_05_00_019_15)).toBe(
      'Rupees Two Crore Five Lakh Nineteen and Fifteen Paise Only',
    );
  });
});

describe('numberInWords', () => {
  it('says every number below a hundred', () => {
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(13)).toBe('Thirteen');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(42)).toBe('Forty Two');
    expect(numberInWords(99)).toBe('Ninety Nine');
  });

  it('says hundreds of crores with the crores in words', () => {
    expect(numberInWords(1_23_45_67_801)).toBe(
      'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred One',
    );
  });
});
