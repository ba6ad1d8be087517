import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { checkVoucher, chooseDiscount, type VoucherTerms } from './voucher.js';

const WELCOME10: VoucherTerms = {
  code: 'WELCOME10',
  discountPercent: 10,
  minOrderPaise: 50_000,
  startDate: '2026-11-01',
  expiryDate: '2026-12-31',
  isActive: true,
  firstOrderOnly: false,
};

describe('checkVoucher', () => {
  it('accepts an active voucher within its dates on a cart above the minimum', () => {
    expect(
      checkVoucher({ voucher: WELCOME10, subtotalPaise: 50_000, today: '2026-11-20' }),
    ).toEqual({ ok: true, discountPercent: 10 });
  });

  it('counts the first and last day as valid (Indian dates, both inclusive)', () => {
    for (const today of ['2026-11-01', '2026-12-31']) {
      expect(checkVoucher({ voucher: WELCOME10, subtotalPaise: 60_000, today }).ok).toBe(true);
    }
  });

  it.each([
    ['unknown', null, '2026-11-20'],
    ['inactive', { ...WELCOME10, isActive: false }, '2026-11-20'],
    ['not started', WELCOME10, '2026-10-31'],
    ['expired', WELCOME10, '2027-01-01'],
  ])('refuses an %s voucher as invalid or expired', (_label, voucher, today) => {
    expect(checkVoucher({ voucher, subtotalPaise: 100_000, today })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Invalid or expired voucher code',
    });
  });

  it('refuses a cart below the minimum with the spec message in rupees', () => {
    expect(
      checkVoucher({ voucher: WELCOME10, subtotalPaise: 49_999, today: '2026-11-20' }),
    ).toEqual({
      ok: false,
      reason: 'min_order',
      message: 'Order must be at least ₹500 to use this voucher',
    });
  });

  it('has no minimum when the voucher sets none', () => {
    const noMinimum = { ...WELCOME10, minOrderPaise: null };
    expect(checkVoucher({ voucher: noMinimum, subtotalPaise: 100, today: '2026-11-20' }).ok).toBe(
      true,
    );
  });

  it('refuses a first-order voucher to a customer who has ordered before, only them', () => {
    const welcome20 = {
      ...WELCOME10,
      code: 'WELCOME20',
      discountPercent: 20,
      firstOrderOnly: true,
    };
    const base = { voucher: welcome20, subtotalPaise: 60_000, today: '2026-11-20' };
    expect(checkVoucher({ ...base, hasOrderedBefore: true })).toEqual({
      ok: false,
      reason: 'first_order_only',
      message: MESSAGES.cart.voucherFirstOrderOnly('WELCOME20'),
    });
    expect(checkVoucher({ ...base, hasOrderedBefore: false }).ok).toBe(true);
    expect(checkVoucher(base).ok).toBe(true);
  });
});

describe('chooseDiscount', () => {
  it('applies the larger of voucher and referral, never both', () => {
    expect(chooseDiscount(10, 20)).toEqual({ discountPercent: 20, source: 'referral' });
    expect(chooseDiscount(30, 20)).toEqual({ discountPercent: 30, source: 'voucher' });
    expect(chooseDiscount(20, 20)).toEqual({ discountPercent: 20, source: 'voucher' });
    expect(chooseDiscount(0, 0)).toEqual({ discountPercent: 0, source: null });
    expect(chooseDiscount(0, 20)).toEqual({ discountPercent: 20, source: 'referral' });
  });
});
