const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99 in words: `Forty Two`. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  const ones = ONES[value % 10] ?? '';
  return `${TENS[Math.floor(value / 10)] ?? ''}${ones ? ` ${ones}` : ''}`;
}

/** The Indian places, largest first: crore (10^7), lakh (10^5), thousand, hundred. */
const PLACES = [
  { name: 'Crore', size: 10_000_000 },
  { name: 'Lakh', size: 100_000 },
  { name: 'Thousand', size: 1_000 },
  { name: 'Hundred', size: 100 },
] as const;

/**
 * A whole number in words, the Indian way: `Twelve Lakh Thirty Four Thousand Five Hundred
 * Sixty Seven`. A count of crores above 99 is itself said in words (`One Hundred Crore`).
 */
export function numberInWords(value: number): string {
  if (value === 0) return 'Zero';
  const words: string[] = [];
  let rest = value;
  for (const place of PLACES) {
    const count = Math.floor(rest / place.size);
    if (count === 0) continue;
    words.push(
      `${place.size === 10_000_000 ? numberInWords(count) : belowHundred(count)} ${place.name}`,
    );
    rest %= place.size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * An amount in paise as an Indian invoice writes it: `Rupees Four Hundred Eighty Only`,
 * `Rupees One Lakh Twenty Thousand and Fifty Paise Only`.
 */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}
