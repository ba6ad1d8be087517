import { gstSplitOf } from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../../test/pdf.js';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf.js';

/** An issued tax invoice of ₹400 + ₹600 with 10 % off and a ₹50 delivery fee: ₹950 charged. */
function discountedInvoice(): InvoiceDocument {
  const split = gstSplitOf(95000);
  return {
    number: 'FF/2026-27/0042',
    issuedAt: '2026-11-27T10:00:00.000Z',
    kind: 'tax_invoice',
    ...split,
    totalPaise: 95000,
    snapshot: {
      orderId: 42,
      shop: { legalName: 'FreshFold Services', address: ['42, MG Road'], gstin: '29ABCDE1234F1Z5' },
      customer: { name: 'Asha Rao', address: ['1 MG Road'], phone: '9876501234' },
      lines: [
        { description: 'Dry Cleaning: Saree', quantity: 1, ratePaise: 40000, amountPaise: 40000 },
        { description: 'Dry Cleaning: Suit', quantity: 1, ratePaise: 60000, amountPaise: 60000 },
      ],
      subtotalPaise: 100000,
      discount: { label: 'Voucher CLEAN10 (10%)', paise: 10000 },
      deliveryFeePaise: 5000,
    },
    creditNote: null,
    paidPaise: 0,
    refundedPaise: 0,
    forgonePaise: 0,
  };
}

describe('the invoice PDF', () => {
  it("shows each line's taxable value net of the discount, adding up with the fee's to the invoice's", async () => {
    const invoice = discountedInvoice();
    // ₹950 ÷ 1.18 = ₹805.08 taxable; the fee's ₹50 is ₹42.37 of it, the lines share ₹762.71.
    expect(invoice.taxablePaise).toBe(80508);
    expect(gstSplitOf(5000).taxablePaise).toBe(4237);
    const text = await pdfTextOf(await renderInvoicePdf(invoice));
    expect(text).toContain('Dry Cleaning: Saree 999712 1 ₹400.00 ₹305.08 ₹400.00');
    expect(text).toContain('Dry Cleaning: Suit 999712 1 ₹600.00 ₹457.63 ₹600.00');
    expect(text).toContain('Taxable value ₹805.08');
  });
});
