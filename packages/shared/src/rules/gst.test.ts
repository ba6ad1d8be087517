import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_SUBTOTAL_PAISE } from '../money.js';
import { gstSplitOf, lineTaxableValues } from './gst.js';

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

describe('lineTaxableValues', () => {
  it("shares the invoice's taxable value after a discount among the lines by their amounts", () => {
    // ₹400 + ₹600 with 10 % off: ₹900 charged, ₹762.71 taxable; not ₹338.98 + ₹508.47 (= ₹847.46).
    const taxable = gstSplitOf(90000).taxablePaise;
    expect(taxable).toBe(76271);
    expect(lineTaxableValues(taxable, [40000, 60000])).toEqual([30508, 45763]);
  });

  it('adds up to the taxable value exactly, each line within a paisa of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_ORDER_SUBTOTAL_PAISE }),
        fc.array(fc.integer({ min: 1, max: MAX_ORDER_SUBTOTAL_PAISE }), {
          minLength: 1,
          maxLength: 30,
        }),
        (taxable, amounts) => {
          const values = lineTaxableValues(taxable, amounts);
          expect(values.reduce((sum, value) => sum + value, 0)).toBe(taxable);
          const whole = amounts.reduce((sum, amount) => sum + amount, 0);
          values.forEach((value, index) => {
            expect(Math.abs(value - (taxable * (amounts[index] ?? 0)) / whole)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('gives nothing to share, or no lines to share it among, as zeros', () => {
    expect(lineTaxableValues(0, [100, 200])).toEqual([0, 0]);
    expect(lineTaxableValues(500, [])).toEqual([]);
  });
});
