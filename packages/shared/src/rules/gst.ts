/**
 * GST on the shop's services (decisions.md, "Money"). Catalogue prices include the tax:
 * laundry and dry cleaning are SAC 999712 at 18 %, and a shop in Karnataka serving Karnataka
 * charges it as CGST 9 % + SGST 9 %.
 */
export const GST_SAC = '999712';
export const GST_RATE_PERCENT = 18;
/** Where the shop supplies its services: Karnataka, GST state code 29. */
export const PLACE_OF_SUPPLY = 'Karnataka (29)';

/** An amount that includes GST, split into its taxable value and its two taxes, in paise. */
export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * The taxable value is the amount ÷ 1.18 rounded to the paisa (half a paisa up); the tax is the
 * rest, split in half, an odd paisa going to SGST. The three always add up to the amount.
 */
export function gstSplitOf(amountPaise: number): GstSplit {
  const taxablePaise = Math.floor((amountPaise * 100 + 59) / 118);
  const tax = amountPaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise };
}

/**
 * Each line's taxable value on an invoice: `taxablePaise` (the lines' part of the invoice's
 * taxable value, after the discount and points) shared among the lines in proportion to their
 * amounts, rounded to the paisa so that they add up to it exactly (the largest remainders take
 * the odd paise, the first line first on a tie). A GST invoice shows each line's value net of
 * the discount, not its price ÷ 1.18.
 */
export function lineTaxableValues(taxablePaise: number, lineAmountsPaise: number[]): number[] {
  const whole = lineAmountsPaise.reduce((sum, amount) => sum + amount, 0);
  if (whole <= 0 || taxablePaise <= 0) return lineAmountsPaise.map(() => 0);
  // In whole numbers: amounts up to crores of paise multiplied together pass 2^53.
  const shares = lineAmountsPaise.map((amount) => {
    const exact = BigInt(taxablePaise) * BigInt(amount);
    return { paise: Number(exact / BigInt(whole)), remainder: exact % BigInt(whole) };
  });
  let left = taxablePaise - shares.reduce((sum, share) => sum + share.paise, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0) break;
    const share = shares[index];
    if (share) share.paise += 1;
    left -= 1;
  }
  return shares.map((share) => share.paise);
}
