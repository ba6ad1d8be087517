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
