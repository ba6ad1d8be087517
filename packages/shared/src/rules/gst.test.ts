import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_SUBTOTAL_PAISE } from '../money.js';
import { gstSplitOf } from './gst.js';

describe('gstSplitOf', () => {
  it('takes the taxable value as the amount ÷ 1.18 and splits the tax in half', () => {
    // ₹480: 480 / 1.18 = 406.779… → ₹406.78; tax ₹73.22 → ₹36.61 each.
    expect(gstSplitOf(48000)).toEqual({ taxablePaise: 40678, cgstPaise: 3661, sgstPaise: 3661 });
    // ₹118 is exactly ₹100 and ₹18 of tax.
    expect(gstSplitOf(11800)).toEqual({ taxablePaise: 10000, cgstPaise: 900, sgstPaise: 900 });
  });

  it('gives an odd paisa of tax to SGST', () => {
    // ₹100: 84.745… → ₹84.75; tax ₹15.25 → CGST ₹7.62, SGST ₹7.63.
    expect(gstSplitOf(10000)).toEqual({ taxablePaise: 8475, cgstPaise: 762, sgstPaise: 763 });
  });

  it('rounds half a paisa of taxable value up', () => {
    // 59 paise ÷ 1.18 = 50 paise exactly; 1 paisa ÷ 1.18 = 0.847… → 1 paisa.
    expect(gstSplitOf(59)).toEqual({ taxablePaise: 50, cgstPaise: 4, sgstPaise: 5 });
    expect(gstSplitOf(1)).toEqual({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 });
    expect(gstSplitOf(0)).toEqual({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
  });

  it('adds up to the amount exactly, with the taxable value the nearest paisa, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_ORDER_SUBTOTAL_PAISE }), (amount) => {
        const { taxablePaise, cgstPaise, sgstPaise } = gstSplitOf(amount);
        expect(taxablePaise + cgstPaise + sgstPaise).toBe(amount);
        expect(Math.abs(taxablePaise * 1.18 - amount)).toBeLessThanOrEqual(0.59 + 1e-6);
        expect(sgstPaise - cgstPaise).toBeGreaterThanOrEqual(0);
        expect(sgstPaise - cgstPaise).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5000 },
    );
  });
});
